package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.ChildJvm;
import dyno.samples.ServerPools;

/** {@code ./dyno lint <home> --live <pid>}: the rules weigh what a JBoss-like child JVM showed. */
class LintLiveCommandTest {

	@Test
	void observesThenLintsWithTheFactsAndListsThem() throws Exception {
		try (ChildJvm child = ChildJvm.start(ServerPools.class, "JBoss System Threads(1)-:10:10", "--datasources")) {
			String pid = Long.toString(child.pid());
			Dyno.Result text = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--live", pid, "--for", "3s");
			assertEquals(0, text.exitCode(), text.err() + text.out());
			assertTrue(text.err().contains("observing pid " + pid + " for 3 s"), text.err());
			assertTrue(text.out().contains("[systhreadpool.maximumpoolsize] the system thread pool runs full: "
					+ "jboss.system:service=ThreadPool: peak 10 busy of 10"), text.out());
			assertTrue(text.out().contains("DefaultDS peaked at " + ServerPools.JCA_PEAK + " connections in use of 20"),
					text.out());
			String facts = text.out().substring(text.out().indexOf("Live facts from pid " + pid + ", observed for "));
			assertTrue(facts.contains("BUSY_THREADS_PEAK[jboss.system:service=ThreadPool] = 10 threads (threads "
					+ "JBoss System Threads(1)-*) — weighed by "), facts);
			assertTrue(facts.contains("POOL_IN_USE_PEAK[DefaultDS] = 20 connections (jboss.jca:service="
					+ "ManagedConnectionPool,name=DefaultDS) — weighed by ds.max_pool_size"), facts);
			assertTrue(facts.contains("POOL_IN_USE_PEAK[ExampleDS] = 7 connections"), facts);
			assertTrue(facts.lines().anyMatch(l -> l.startsWith("  HEAP_USED_PEAK_BYTES = ")
					&& l.contains("weighed by jvm.heap.xmx")), facts);

			Dyno.Result json = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--live", pid, "--for",
					"1s", "--format", "json");
			assertEquals(0, json.exitCode(), json.err());
			JsonObject live = JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonObject("live");
			assertEquals("pid " + pid, live.get("target").getAsString(), json.out());
			JsonObject pool = live.getAsJsonArray("facts").asList().stream().map(JsonElement::getAsJsonObject)
					.filter(f -> f.get("input").getAsString().equals("POOL_IN_USE_PEAK")
							&& f.get("key").getAsString().equals("DefaultDS"))
					.findFirst().orElseThrow(() -> new AssertionError(json.out()));
			assertEquals(20.0, pool.get("value").getAsDouble(), json.out());
			assertEquals("connections", pool.get("unit").getAsString(), json.out());
			assertTrue(json.out().contains("\"base\": ") && json.out().contains("\"findings\": ["), json.out());
		}
	}

	@Test
	void anUnreachableTargetFailsBeforeLinting() throws Exception {
		Dyno.Result gone = Dyno.run("lint", LintCommandTest.AS51, "--live", "2147483646", "--for", "1s");
		assertEquals(1, gone.exitCode(), gone.err() + gone.out());
		assertTrue(gone.err().startsWith("dyno lint: cannot connect to pid 2147483646: "), gone.err());
		assertEquals("", gone.out());
		Dyno.Result usage = Dyno.run("lint", LintCommandTest.AS51, "--for", "1s");
		assertEquals(2, usage.exitCode(), usage.err());
		assertTrue(usage.err().contains("--for and --user go with --live"), usage.err());
	}

	@Test
	void overJstatdLikeCountsOnlyTheHeapFactsCome() throws Exception {
		// Without the attach mechanism no agent: the GC facts of jvmstat are all, and the report says so.
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+DisableAttachMechanism"), ServerPools.class, "--datasources")) {
			String pid = Long.toString(child.pid());
			Dyno.Result r = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--live", pid, "--for", "2s");
			assertEquals(0, r.exitCode(), r.err() + r.out());
			String facts = r.out().substring(r.out().indexOf("Live facts from pid " + pid));
			assertTrue(facts.contains("HEAP_USED_PEAK_BYTES = "), facts);
			assertTrue(!facts.contains("POOL_IN_USE_PEAK"), "no MBeans without the agent: " + facts);
			assertTrue(facts.contains("  note: Only thread counts: "), facts);
		}
	}
}
