package dyno.load.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.JtlReader;
import dyno.load.tests.SampleLoad;
import dyno.samples.ChildJvm;

/** Distributed mode: two engines on this machine, each on its own RMI port, serve one run. */
class JMeterEngineTest {

	@TempDir
	Path dir;

	@Test
	void twoEnginesServeOneRun() throws Exception {
		JMeterHome home = SampleLoad.home();
		List<String> console = new CopyOnWriteArrayList<>();
		try (ChildJvm service = SampleLoad.service();
				JMeterEngine one = JMeterEngine.start(home, "127.0.0.1", freePort(), dir.resolve("e1"), console::add);
				JMeterEngine two = JMeterEngine.start(home, "127.0.0.1", freePort(), dir.resolve("e2"), console::add)) {
			LoadLaunch launch = SampleLoad.launch(SampleLoad.plan(dir), service, 4).withProperty(LoadLaunch.THREADS, "2")
					.withRemoteEngines(List.of(one.address(), two.address()));
			Path jtl = dir.resolve("run/results.jtl");
			try (JMeterProcess client = JMeterProcess.start(home, launch, jtl, dir.resolve("run/jmeter.log"), console::add)) {
				assertEquals(JMeterProcess.Outcome.COMPLETED, client.onExit().get(60, TimeUnit.SECONDS),
						String.join("\n", console));
			}
			// JMeter prefixes thread names with the engine's address: both engines ran 2 threads each.
			Map<String, Integer> threadsPerEngine = new TreeMap<>();
			try (JtlReader reader = JtlReader.open(jtl)) {
				reader.readAll(s -> threadsPerEngine.merge(s.threadName().substring(0, s.threadName().indexOf("-users")),
						1, Integer::sum));
			}
			assertEquals(List.of(one.address(), two.address()).stream().sorted().toList(),
					List.copyOf(threadsPerEngine.keySet()), threadsPerEngine.toString());
			assertTrue(threadsPerEngine.values().stream().allMatch(n -> n > 50), threadsPerEngine.toString());
		}
	}

	@Test
	void anEngineOnATakenPortSaysWhy() throws IOException {
		try (ServerSocket taken = new ServerSocket(0)) {
			IOException e = assertThrows(IOException.class, () -> JMeterEngine.start(SampleLoad.home(), "127.0.0.1",
					taken.getLocalPort(), dir, line -> {
					}));
			assertTrue(e.getMessage().contains("127.0.0.1:" + taken.getLocalPort() + " ended"), e.getMessage());
		}
	}

	private static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
