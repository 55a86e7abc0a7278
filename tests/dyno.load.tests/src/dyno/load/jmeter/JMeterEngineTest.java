package dyno.load.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.JtlReader;
import dyno.load.tests.SampleLoad;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/** Distributed mode: two engines on this machine, each on its own RMI port, serve one run. */
class JMeterEngineTest {

	private static final List<String> console = new CopyOnWriteArrayList<>();
	private static JMeterHome home;
	private static ChildJvm service;
	private static JMeterEngine one;
	private static JMeterEngine two;

	@TempDir
	Path dir;

	@BeforeAll
	static void startEngines(@TempDir Path engines) throws IOException {
		home = SampleLoad.home();
		service = SampleLoad.service();
		one = JMeterEngine.start(home, "127.0.0.1", freePort(), engines.resolve("e1"), console::add);
		two = JMeterEngine.start(home, "127.0.0.1", freePort(), engines.resolve("e2"), console::add);
	}

	@AfterAll
	static void stopEngines() {
		for (AutoCloseable c : new AutoCloseable[] { one, two, service }) {
			try {
				if (c != null) {
					c.close();
				}
			} catch (Exception e) {
				// The others still get closed.
			}
		}
	}

	@Test
	void twoEnginesServeOneRun() throws Exception {
		// The thread count comes from a properties file: the engines must get it too (-G), not only the client (-q).
		Path properties = Files.writeString(dir.resolve("load.properties"), "threads=3\n");
		LoadLaunch base = launch(4);
		LoadLaunch launch = new LoadLaunch(base.plan(), Map.of(LoadLaunch.PORT, base.properties().get(LoadLaunch.PORT),
				LoadLaunch.DURATION, "4"), Optional.of(properties), base.remoteEngines(), base.javaHome(), List.of());
		Path jtl = dir.resolve("run/results.jtl");
		try (JMeterProcess client = JMeterProcess.start(home, launch, jtl, dir.resolve("run/jmeter.log"), console::add)) {
			assertEquals(JMeterProcess.Outcome.COMPLETED, client.onExit().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS),
					String.join("\n", console));
		}
		Map<String, Integer> samplesPerEngine = samplesPerEngine(jtl);
		assertEquals(List.of(one.address(), two.address()).stream().sorted().toList(),
				List.copyOf(samplesPerEngine.keySet()), samplesPerEngine.toString());
		Set<String> threads = new TreeSet<>();
		try (JtlReader reader = JtlReader.open(jtl)) {
			reader.readAll(s -> threads.add(s.threadName()));
		}
		// Each engine ran the 3 threads of the properties file, and each of them sampled. How many samples 4 s give
		// depends on the machine's speed, not on the engines: no count of samples is asserted.
		assertEquals(6, threads.size(), "3 threads from the properties file on each engine: " + threads);
		for (String engine : samplesPerEngine.keySet()) {
			assertEquals(3, threads.stream().filter(t -> t.startsWith(engine + "-users")).count(),
					engine + " ran its 3 threads: " + threads);
		}
	}

	@Test
	void stoppingTheClientStopsTheEngines() throws Exception {
		Path jtl = dir.resolve("run/results.jtl");
		try (JMeterProcess client = JMeterProcess.start(home, launch(60), jtl, dir.resolve("run/jmeter.log"), console::add)) {
			Waits.of("samples of both engines in the JTL")
					.unless(() -> client.onExit().isDone(), () -> "the client ended: " + String.join("\n", console))
					.value(() -> samplesPerEngine(jtl), perEngine -> perEngine.size() == 2);
			// The grace before a kill is the one limit of every wait: how long a graceful stop of a client and its two
			// engines takes is the machine's (more than 5 s under --stress), and a kill is what the test rules out.
			client.stop(Waits.LIMIT);
			assertEquals(JMeterProcess.Outcome.STOPPED, client.onExit().get(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS),
					String.join("\n", console));
		}
		assertEquals(2, samplesPerEngine(jtl).size());
		assertTrue(one.isAlive() && two.isAlive(), "the engines serve the next run");
	}

	@Test
	void anEngineOnATakenPortSaysWhy() throws IOException {
		try (ServerSocket taken = new ServerSocket(0)) {
			IOException e = assertThrows(IOException.class, () -> JMeterEngine.start(home, "127.0.0.1",
					taken.getLocalPort(), dir, line -> {
					}));
			assertTrue(e.getMessage().contains("127.0.0.1:" + taken.getLocalPort() + " ended"), e.getMessage());
		}
	}

	private LoadLaunch launch(int seconds) throws IOException {
		return SampleLoad.launch(SampleLoad.plan(dir), service, seconds).withProperty(LoadLaunch.THREADS, "2")
				.withRemoteEngines(List.of(one.address(), two.address()));
	}

	/** JMeter prefixes thread names with the engine's address ("127.0.0.1:4711-users 1-2"). */
	private static Map<String, Integer> samplesPerEngine(Path jtl) throws IOException {
		Map<String, Integer> perEngine = new TreeMap<>();
		if (Files.exists(jtl) && Files.size(jtl) > 0) {
			try (JtlReader reader = JtlReader.open(jtl)) {
				reader.readAll(s -> {
					int cut = s.threadName().indexOf("-users");
					if (cut > 0) { // a row JMeter is still writing may be cut short
						perEngine.merge(s.threadName().substring(0, cut), 1, Integer::sum);
					}
				});
			}
		}
		return perEngine;
	}

	private static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
