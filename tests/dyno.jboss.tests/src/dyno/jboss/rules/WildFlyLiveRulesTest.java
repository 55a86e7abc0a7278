package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.launch.LoopbackWildFly;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.live.LiveObservation;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.samples.WildFlyPoolLoad;

/**
 * The live-aware WildFly rules against one real WildFly 39: its standalone.xml gives ExampleDS a max-pool-size of
 * {@value #POOL} and the io worker {@value #TASKS} task threads, and {@value #CLIENTS} HTTP clients request a page that
 * holds a connection of ExampleDS, so both run full. Observed like {@code dyno lint --live} observes a server, the
 * facts make {@code ds.max_pool_size} and {@code wildfly.io.task_threads_peak} fire on that standalone.xml and stay
 * quiet on the shipped one, whose defaults (20 connections, 16 task threads per processor) the load does not reach.
 */
class WildFlyLiveRulesTest {

	private static final int POOL = 4;
	private static final int TASKS = 4;
	private static final int CLIENTS = 8;
	private static final Duration TICK = Duration.ofMillis(300);
	/** Long enough for several ticks at full load after the first answers. */
	private static final Duration WATCH = Duration.ofSeconds(4);

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static int httpPort;
	private static Path tuned;
	private static Path shipped;
	private static LiveFacts facts;

	@BeforeAll
	static void startAndObserveWildFlyUnderLoad() throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		WildFlyPoolLoad.prepare(home);
		tuned = home.resolve("standalone/configuration/standalone.xml");
		String text = Files.readString(tuned);
		shipped = Files.writeString(Files.createDirectories(dir.resolve("shipped")).resolve("standalone.xml"), text);
		String pool = "<driver>h2</driver>";
		String worker = "<worker name=\"default\"/>";
		assertTrue(text.contains(pool) && text.contains(worker), "the shipped ExampleDS and io worker");
		Files.writeString(tuned, text.replaceFirst(pool, pool + "<pool><max-pool-size>" + POOL + "</max-pool-size></pool>")
				.replace(worker, "<worker name=\"default\" task-max-threads=\"" + TASKS + "\"/>"));
		int offset = WildFlyDist.freePortOffset();
		httpPort = 8080 + offset;
		wildfly = LoopbackWildFly.startMonitored(home, offset, dir.resolve("server.log"));
		wildfly.awaitStarted(Duration.ofSeconds(120));
		long pid = wildfly.jvm().orElseThrow().pid();
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared());
				WildFlyPoolLoad load = WildFlyPoolLoad.start(httpPort, CLIENTS, Duration.ofMillis(300))) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Duration.ofSeconds(30)), c.problem());
			c.setInterval(TICK);
			Waits.until(Duration.ofSeconds(60), () -> load.answered() > CLIENTS, () -> "answers: " + load.describe());
			try (LiveObservation o = LiveObservation.start(c, TICK)) {
				assertTrue(o.awaitFirstTick(Duration.ofSeconds(30)), "a first reading: " + o.problem());
				Thread.sleep(WATCH.toMillis());
				facts = o.facts();
				System.out.println("WildFly under load (" + load.describe() + "): " + o.observed() + " " + o.problem());
			}
		}
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	private static List<String> messages(Path xml, String rule) throws Exception {
		return Linter.lint(ConfigFile.of(xml), facts).findings().stream().filter(f -> f.rule().id().equals(rule))
				.map(Finding::message).toList();
	}

	/** The rule fires once on the tuned standalone.xml, its message ending with how long the facts were observed. */
	private static void firesOnTheTunedAndIsQuietOnTheShipped(String rule, String message) throws Exception {
		List<String> tunedFindings = messages(tuned, rule);
		assertEquals(1, tunedFindings.size(), facts + " " + tunedFindings);
		assertTrue(tunedFindings.get(0).matches(".*" + message + " over (\\d+ min )?\\d+ s"), tunedFindings.get(0));
		assertEquals(List.of(), messages(shipped, rule), facts.toString());
	}

	@Test
	void theTunedPoolRanFullAndTheShippedOneWouldNot() throws Exception {
		firesOnTheTunedAndIsQuietOnTheShipped("ds.max_pool_size",
				"ExampleDS peaked at " + POOL + " connections in use of " + POOL + ": the pool ran out");
	}

	@Test
	void theTunedWorkerRanFullAndTheShippedOneWouldNot() throws Exception {
		firesOnTheTunedAndIsQuietOnTheShipped("wildfly.io.task_threads_peak",
				"io worker default: peak " + TASKS + " busy threads of " + TASKS);
	}
}
