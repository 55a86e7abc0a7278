package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.ChildJvm;
import dyno.samples.MonitorDeadlock;
import dyno.samples.PoolService;
import dyno.samples.ThreadStates;
import dyno.samples.TwoDeadlocks;
import dyno.samples.VirtualThreads;
import dyno.samples.Waits;

/** {@code ./dyno threads} against real child JVMs of this machine. */
class ThreadsCommandTest {

	@Test
	void deadlocksAsTextAndJson() throws Exception {
		try (ChildJvm child = ChildJvm.start(MonitorDeadlock.class)) {
			String pid = Long.toString(child.pid());
			Dyno.Result none = Dyno.run("threads", pid, "--deadlocks");
			assertEquals(0, none.exitCode(), none.err());
			assertTrue(none.out().startsWith("No deadlock in pid " + pid), none.out());

			child.command("deadlock", "deadlocked", Waits.LIMIT.toSeconds());
			Dyno.Result text = Dyno.run("threads", pid, "--deadlocks");
			assertEquals(0, text.exitCode(), text.err());
			assertTrue(text.out().startsWith("Deadlock of 2 threads: "), text.out());
			assertTrue(text.out().contains("\"" + MonitorDeadlock.FIRST + "\" waits for monitor java.lang.Object@"),
					text.out());
			assertTrue(text.out().contains("held by \"" + MonitorDeadlock.SECOND + "\""), text.out());

			Dyno.Result json = Dyno.run("threads", pid, "--deadlocks", "--format", "json");
			assertEquals(0, json.exitCode(), json.err());
			JsonObject deadlocks = JsonParser.parseString(json.out()).getAsJsonObject();
			JsonObject deadlock = deadlocks.getAsJsonArray("deadlocks").get(0).getAsJsonObject();
			assertEquals(Set.of(MonitorDeadlock.FIRST, MonitorDeadlock.SECOND), Set.copyOf(strings(deadlock, "threads")),
					json.out());
			assertTrue(deadlock.getAsJsonArray("edges").asList().stream()
					.anyMatch(e -> e.getAsJsonObject().get("kind").getAsString().equals("HELD_BY")), json.out());
			assertTrue(!deadlocks.has("pools") && !deadlocks.has("threads"),
					"--deadlocks leaves out threads and pools: " + json.out());
		}
	}

	@Test
	void virtualThreadsAndTwoDeadlocks() throws Exception {
		try (ChildJvm vt = ChildJvm.start(VirtualThreads.class); ChildJvm two = ChildJvm.start(TwoDeadlocks.class)) {
			String pid = Long.toString(vt.pid());
			Dyno.Result table = Dyno.run("threads", pid);
			assertEquals(0, table.exitCode(), table.err());
			int virtual = VirtualThreads.SLEEPERS + 2 + VirtualThreads.UNNAMED;
			assertTrue(table.out().lines().findFirst().orElse("").endsWith("; " + virtual + " virtual threads"), table.out());
			assertTrue(table.out().lines().anyMatch(l -> l.matches("\\d+ +PARKED .*ReentrantLock\\$NonfairSync@\\p{XDigit}+ +"
					+ VirtualThreads.PARKED + " \\(virtual\\)")), table.out());
			assertTrue(table.out().lines().anyMatch(l -> l.matches("\\d+ +SLEEPING .* #\\d+ \\(virtual\\)")),
					"an unnamed one: " + table.out());
			Dyno.Result json = Dyno.run("threads", pid, "--format", "json");
			JsonObject threads = JsonParser.parseString(json.out()).getAsJsonObject();
			assertEquals(virtual, threads.getAsJsonObject("counts").get("virtual").getAsInt(), json.out());
			JsonObject waiter = threads.getAsJsonArray("threads").asList().stream().map(JsonElement::getAsJsonObject)
					.filter(t -> t.get("name").getAsString().equals(VirtualThreads.WAITER)).findFirst()
					.orElseThrow(() -> new AssertionError(json.out()));
			assertEquals(List.of("WAITING", "WAITING", "true", "true"), List.of(waiter.get("state").getAsString(),
					waiter.get("jvmState").getAsString(), waiter.get("daemon").getAsString(),
					waiter.get("virtual").getAsString()), waiter.toString());

			two.command("deadlock", "deadlocked", Waits.LIMIT.toSeconds());
			Dyno.Result deadlocks = Dyno.run("threads", Long.toString(two.pid()), "--deadlocks");
			assertEquals(0, deadlocks.exitCode(), deadlocks.err());
			assertTrue(deadlocks.out().startsWith("2 deadlocks in pid " + two.pid() + ":\n"), deadlocks.out());
			assertEquals(2, deadlocks.out().lines().filter(l -> l.startsWith("Deadlock of ")).count(), deadlocks.out());
		}
	}

	@Test
	void dumpAndTableOfAChildWithKnownStatesAndAPool() throws Exception {
		try (ChildJvm states = ChildJvm.start(ThreadStates.class);
				ChildJvm pool = ChildJvm.start(PoolService.class, "10", "3")) {
			Dyno.Result dump = Dyno.run("threads", Long.toString(states.pid()), "--dump");
			assertEquals(0, dump.exitCode(), dump.err());
			assertTrue(dump.out().contains("Full thread dump of pid " + states.pid()), dump.out());
			int at = dump.out().indexOf("\"" + ThreadStates.BLOCKED + "\" #");
			assertTrue(at > 0, dump.out());
			String block = dump.out().substring(at, dump.out().indexOf("\n\n", at));
			assertTrue(block.contains("java.lang.Thread.State: BLOCKED (on object monitor)"), block);
			assertTrue(block.contains("owned by \"" + ThreadStates.HOLDER + "\""), block);

			Dyno.Result table = Dyno.run("threads", Long.toString(pool.pid()));
			assertEquals(0, table.exitCode(), table.err());
			assertTrue(table.out().contains("pool " + PoolService.WORKER_PREFIX + "*: 3 busy of 10"), table.out());
			assertTrue(table.out().lines().anyMatch(l -> l.matches("\\d+ +PARKED .* " + PoolService.WORKER_PREFIX + "\\d+")),
					table.out());

			Dyno.Result json = Dyno.run("threads", Long.toString(pool.pid()), "--format", "json");
			assertEquals(0, json.exitCode(), json.err());
			JsonObject sample = JsonParser.parseString(json.out()).getAsJsonObject();
			assertTrue(sample.getAsJsonArray("pools").asList().stream().map(JsonElement::getAsJsonObject)
					.anyMatch(p -> p.get("pool").getAsString().equals(PoolService.WORKER_PREFIX + "*")
							&& p.get("busy").getAsInt() == 3 && p.get("total").getAsInt() == 10), json.out());
			assertTrue(sample.get("detailed").getAsBoolean(), json.out());
		}
	}

	@Test
	void aTargetWithOnlyCountsPrintsThemAndRefusesADump() throws Exception {
		// Without the attach mechanism Dyno cannot start the JVM's management agent: jvmstat's counts are all.
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+DisableAttachMechanism"), ThreadStates.class)) {
			String pid = Long.toString(child.pid());
			Dyno.Result counts = Dyno.run("threads", pid);
			assertEquals(0, counts.exitCode(), counts.err());
			assertTrue(counts.out().matches("(?s)pid " + pid + ": \\d+ live threads \\(\\d+ daemon\\), peak \\d+, \\d+ started\\R"
					+ "note: Only thread counts: .*"), counts.out());

			Dyno.Result dump = Dyno.run("threads", pid, "--dump");
			assertEquals(1, dump.exitCode(), dump.err());
			assertTrue(dump.err().startsWith("dyno threads: no thread dump from pid " + pid + ": Only thread counts"),
					dump.err());
			assertTrue(dump.out().isEmpty(), dump.out());

			Dyno.Result wrong = Dyno.run("threads", pid, "--format", "xml");
			assertEquals(2, wrong.exitCode(), wrong.err());
			assertTrue(wrong.err().contains("--format 'xml': use text, csv, json or html"), wrong.err());
		}
	}

	private static List<String> strings(JsonObject o, String member) {
		return o.getAsJsonArray(member).asList().stream().map(JsonElement::getAsString).toList();
	}
}
