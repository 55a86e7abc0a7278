package dyno.jboss.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.tests.Fixtures;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.ServerPools;
import dyno.samples.Waits;

/**
 * A child JVM whose threads and MBeans look like a JBoss AS 5 server's (an HTTP connector's pool with 8 of 10
 * threads busy, the system thread pool full, WildFly's default task pool, JCA and WildFly datasource statistics),
 * observed over each transport that has them; its facts fed to the rules over a copy of the real 5.1.0.GA home.
 */
class LiveObservationTest {

	private static final Duration TICK = Duration.ofMillis(300);

	private static ChildJvm server(Path home) throws Exception {
		return ChildJvm.start(List.of("-Djboss.home.dir=" + home, "-Djboss.server.home.dir=" + home.resolve("server/default")),
				ServerPools.class, "http-0.0.0.0-8080-:10:8", "JBoss System Threads(1)-:10:10", "default task-:6:2",
				"--datasources");
	}

	@Test
	void factsOfAJBossLikeJvmOverItsLocalAgent(@TempDir Path tmp) throws Exception {
		Path home = copyOfJBoss51(tmp);
		try (ChildJvm child = server(home);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			c.setInterval(TICK);
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertEquals(Optional.of(home), LiveObservation.serverHomeOf(c.info()), "from -Djboss.home.dir over jvmstat");
			LiveFacts facts;
			try (LiveObservation o = LiveObservation.start(c, TICK)) {
				CountDownLatch changed = new CountDownLatch(3);
				o.addListener(changed::countDown);
				assertTrue(changed.await(Waits.LIMIT.toMillis(), TimeUnit.MILLISECONDS),
						"facts changed: " + o.observed() + " " + o.problem());
				awaitFact(o, LiveInput.GC_PAUSE_PERCENT, "");
				facts = o.facts();
				assertTrue(o.observedFor().compareTo(TICK) > 0, o.observedFor().toString());
			}
			assertEquals(8, value(facts, LiveInput.BUSY_THREADS_PEAK, "8080"), "the accepting, sleeping, waiting workers");
			assertEquals(8, value(facts, LiveInput.BUSY_THREADS_PEAK, "${jboss.web.http.port}"), facts.toString());
			assertEquals(10, value(facts, LiveInput.BUSY_THREADS_PEAK, "jboss.system:service=ThreadPool"));
			assertEquals(2, value(facts, LiveInput.BUSY_THREADS_PEAK, "default"));
			assertEquals(ServerPools.JCA_PEAK, value(facts, LiveInput.POOL_IN_USE_PEAK, "DefaultDS"));
			assertEquals(ServerPools.WILDFLY_PEAK, value(facts, LiveInput.POOL_IN_USE_PEAK, "ExampleDS"));
			assertTrue(facts.get(LiveInput.POOL_IN_USE_PEAK, ServerPools.UNCOUNTED).isEmpty(),
					"a WildFly pool without statistics gives no fact: " + facts);
			assertEquals(Runtime.getRuntime().availableProcessors(), value(facts, LiveInput.AVAILABLE_PROCESSORS, ""));
			assertTrue(value(facts, LiveInput.LOADED_CLASSES, "") > 500, facts.toString());
			assertTrue(value(facts, LiveInput.PHYSICAL_MEMORY_BYTES, "") > 64 << 20, facts.toString());
			double heap = value(facts, LiveInput.HEAP_USED_PEAK_BYTES, "");
			assertTrue(heap > 0 && heap <= 64 << 20, "within -Xmx64m: " + heap);
			double pause = value(facts, LiveInput.GC_PAUSE_PERCENT, "");
			assertTrue(pause >= 0 && pause < 50, "an idle child hardly collects: " + pause);

			// The rules weigh them: the web connector (maxThreads 9 in this copy: 8 busy is above its 80 %), the
			// system pool (MaximumPoolSize 10) and DefaultDS (max-pool-size 20) each ran full. This checks that facts
			// read from these MBean formats reach the rules with the keys they look up; the rules' live tests run on
			// real servers (WildFlyLiveRulesTest for ds.max_pool_size and wildfly.io.task_threads_peak).
			Server server = ServerLayout.detect(home, "default");
			List<String> live = Linter.lint(server, facts).findings().stream().map(Finding::message).toList();
			List<String> without = Linter.lint(server, LiveFacts.none()).findings().stream().map(Finding::message).toList();
			assertTrue(live.stream().anyMatch(m -> m.contains("peak 8 busy threads of 9")), live.toString());
			assertTrue(live.stream().anyMatch(m -> m.contains("jboss.system:service=ThreadPool: peak 10 busy of 10")),
					live.toString());
			assertTrue(live.stream().anyMatch(m -> m.contains("DefaultDS peaked at 20 connections in use of 20")),
					live.toString());
			assertTrue(without.stream().noneMatch(m -> m.contains("busy threads of") || m.contains("busy of")
					|| m.contains("peaked at")), without.toString());
		}
	}

	@Test
	void overRemoteJmxTheSameFactsAndTheHomeFromProperties(@TempDir Path tmp) throws Exception {
		Path home = tmp.resolve("wildfly");
		try (ChildJvm child = ChildJvm.start(List.of("-Djboss.server.base.dir=" + home.resolve("standalone")),
				ServerPools.class, "default task-:4:3", "--datasources");
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertEquals(Optional.of(home), LiveObservation.serverHomeOf(c.info()));
			try (LiveObservation o = LiveObservation.start(c, TICK)) {
				assertTrue(o.awaitFirstTick(Waits.LIMIT), "the first tick ends");
				assertTrue(o.observed().stream().anyMatch(f -> f.input() == LiveInput.AVAILABLE_PROCESSORS),
						"its facts are there when the wait ends: " + o.observed());
				awaitFact(o, LiveInput.POOL_IN_USE_PEAK, "ExampleDS");
				awaitFact(o, LiveInput.BUSY_THREADS_PEAK, "default");
				assertEquals(3, value(o.facts(), LiveInput.BUSY_THREADS_PEAK, "default"));
				assertTrue(o.observed().stream().anyMatch(f -> f.text().equals(
						"BUSY_THREADS_PEAK[default] = 3 threads (threads default task-*)")), o.observed().toString());
			}
		}
	}

	@Test
	void aJvmThatEndsKeepsWhatWasObservedAndSaysWhy(@TempDir Path tmp) throws Exception {
		ChildJvm child = server(tmp);
		try (JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared());
				LiveObservation o = start(c)) {
			awaitFact(o, LiveInput.BUSY_THREADS_PEAK, "8080");
			child.close();
			Waits.value("a problem after the JVM ended", () -> new Seen(o.facts(), o.problem()),
					seen -> seen.problem().isPresent());
			assertTrue(o.problem().isPresent(), "a problem after the JVM ended");
			assertEquals(8, value(o.facts(), LiveInput.BUSY_THREADS_PEAK, "8080"), "the peak stays");
		} finally {
			child.close();
		}
	}

	private static LiveObservation start(JvmConnection c) throws InterruptedException {
		assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
		return LiveObservation.start(c, TICK);
	}

	/** What an observation showed at a moment, for a wait's failure message. */
	private record Seen(LiveFacts facts, Optional<String> problem) {
	}

	private static void awaitFact(LiveObservation o, LiveInput input, String key) throws InterruptedException {
		Waits.value("the fact " + input + "[" + key + "]", () -> new Seen(o.facts(), o.problem()),
				seen -> get(seen.facts(), input, key).isPresent());
	}

	private static OptionalDouble get(LiveFacts facts, LiveInput input, String key) {
		return key.isEmpty() ? facts.get(input) : facts.get(input, key);
	}

	private static double value(LiveFacts facts, LiveInput input, String key) {
		return get(facts, input, key).orElseThrow(() -> new AssertionError("no " + input + "[" + key + "] in " + facts));
	}

	/** The real JBoss AS 5.1.0.GA home, its HTTP connector given maxThreads="9". */
	private static Path copyOfJBoss51(Path tmp) throws Exception {
		Path home = Fixtures.copyTree("jboss-as-5/5.1.0.GA", tmp.resolve("jboss-5.1.0.GA"));
		Path serverXml = home.resolve("server/default/deploy/jbossweb.sar/server.xml");
		String text = Files.readString(serverXml);
		String http = "<Connector protocol=\"HTTP/1.1\" port=\"8080\"";
		assertTrue(text.contains(http));
		Files.writeString(serverXml, text.replace(http, http + " maxThreads=\"9\""));
		return home;
	}
}
