package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

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
 * The server is observed until the facts show both pools full (the tuned pool caps what the shipped rules could see,
 * so no span of quiet needs watching).
 */
class WildFlyLiveRulesTest {

	private static final int POOL = 4;
	private static final int TASKS = 4;
	private static final int CLIENTS = 8;
	private static final Duration TICK = Duration.ofMillis(300);
	/** The rules the load makes fire on the tuned standalone.xml, with how their messages begin. */
	private static final Map<String, String> FIRING = Map.of(
			"ds.max_pool_size", "ExampleDS peaked at " + POOL + " connections in use of " + POOL + ": the pool ran out",
			"wildfly.io.task_threads_peak", "io worker default: peak " + TASKS + " busy threads of " + TASKS);

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
		wildfly.awaitStarted(Waits.LIMIT);
		long pid = wildfly.jvm().orElseThrow().pid();
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared());
				WildFlyPoolLoad load = WildFlyPoolLoad.start(httpPort, CLIENTS, Duration.ofMillis(300))) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			c.setInterval(TICK);
			BooleanSupplier gone = () -> !wildfly.jvm().map(ProcessHandle::isAlive).orElse(false)
					|| c.state() != JvmConnection.State.LIVE;
			Supplier<String> why = () -> "WildFly's JVM ended or its connection is " + c.state() + " " + c.problem();
			Waits.of("more than " + CLIENTS + " answers to the load").unless(gone, why)
					.value(load::describe, answers -> load.answered() > CLIENTS);
			try (LiveObservation o = LiveObservation.start(c, TICK)) {
				assertTrue(o.awaitFirstTick(Waits.LIMIT), "a first reading: " + o.problem());
				// Until both pools have been seen full, long enough for the findings to say how long (a second).
				facts = Waits.of("facts on which " + FIRING.keySet() + " fire on the tuned standalone.xml")
						.unless(gone, why).value(o::facts, WildFlyLiveRulesTest::firesOnTheTuned);
				System.out.println("WildFly under load (" + load.describe() + "): " + o.observed() + " " + o.problem());
			}
		}
	}

	/** Whether every rule of {@link #FIRING} fires once on the tuned standalone.xml with {@code observed}. */
	private static boolean firesOnTheTuned(LiveFacts observed) {
		for (Map.Entry<String, String> rule : FIRING.entrySet()) {
			List<String> findings = messages(tuned, rule.getKey(), observed);
			if (findings.size() != 1 || !findings.get(0).matches(firing(rule.getValue()))) {
				return false;
			}
		}
		return true;
	}

	/** A firing message: its beginning, then how long the facts were observed. */
	private static String firing(String message) {
		return ".*" + message + " over (\\d+ min )?\\d+ s";
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	private static List<String> messages(Path xml, String rule, LiveFacts with) {
		try {
			return Linter.lint(ConfigFile.of(xml), with).findings().stream().filter(f -> f.rule().id().equals(rule))
					.map(Finding::message).toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The rule fires once on the tuned standalone.xml, its message ending with how long the facts were observed. */
	private static void firesOnTheTunedAndIsQuietOnTheShipped(String rule) throws Exception {
		List<String> tunedFindings = messages(tuned, rule, facts);
		assertEquals(1, tunedFindings.size(), facts + " " + tunedFindings);
		assertTrue(tunedFindings.get(0).matches(firing(FIRING.get(rule))), tunedFindings.get(0));
		assertEquals(List.of(), messages(shipped, rule, facts), facts.toString());
	}

	@Test
	void theTunedPoolRanFullAndTheShippedOneWouldNot() throws Exception {
		firesOnTheTunedAndIsQuietOnTheShipped("ds.max_pool_size");
	}

	@Test
	void theTunedWorkerRanFullAndTheShippedOneWouldNot() throws Exception {
		firesOnTheTunedAndIsQuietOnTheShipped("wildfly.io.task_threads_peak");
	}
}
