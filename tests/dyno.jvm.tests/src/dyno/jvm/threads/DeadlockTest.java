package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.LockDeadlock;
import dyno.samples.MonitorDeadlock;
import dyno.samples.TwoDeadlocks;
import dyno.samples.Waits;

/** Deadlocks made on demand in real child JVMs are found in the first sample after they form. */
class DeadlockTest {

	@Test
	void twoThreadsOnMonitorsAreFoundInOneSampleWithTheirCycle() throws Exception {
		try (ChildJvm child = ChildJvm.start(MonitorDeadlock.class);
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			ThreadSample before = c.readThreads(ThreadQuery.SAMPLING);
			assertTrue(before.deadlocks().isEmpty(), "no deadlock yet");

			child.command("deadlock", "deadlocked", Waits.LIMIT.toSeconds());
			ThreadSample after = c.readThreads(ThreadQuery.SAMPLING);

			assertEquals(1, after.deadlocks().size(), "one deadlock: " + after.deadlocks());
			Deadlock d = after.deadlocks().get(0);
			assertEquals(Set.of(MonitorDeadlock.FIRST, MonitorDeadlock.SECOND), names(d.threads()));
			WaitsForGraph g = d.graph();
			assertEquals(4, g.cycle().size(), "thread, monitor, thread, monitor: " + g.cycle());
			assertCycleCloses(g);
			for (WaitsForGraph.Node n : g.cycle()) {
				if (n instanceof WaitsForGraph.LockNode lock) {
					assertTrue(lock.monitor(), "monitors: " + lock);
					assertEquals("java.lang.Object", lock.lock().className());
				} else {
					assertEquals(ThreadState.BLOCKED, ((WaitsForGraph.ThreadNode) n).state());
				}
			}
			assertTrue(d.summary().contains(MonitorDeadlock.FIRST) && d.summary().contains("monitor java.lang.Object@"),
					d.summary());

			String dump = ThreadDumpText.format(c.readThreads(ThreadQuery.DUMP), c.target().label());
			assertTrue(dump.contains("Found one Java-level deadlock"), dump);
			assertTrue(dump.contains("\"" + MonitorDeadlock.FIRST + "\" #"), dump);
			assertTrue(dump.contains("waiting to lock <java.lang.Object@"), dump);
			assertTrue(dump.contains("- locked <java.lang.Object@"), dump);

			DumpComparison diff = DumpComparison.of(before, after);
			// The JMX transport opens another RMI connection thread in the target when it likes: not the sample's.
			Set<String> started = names(diff.started());
			started.removeIf(name -> name.startsWith("RMI TCP Connection("));
			assertEquals(Set.of(MonitorDeadlock.FIRST, MonitorDeadlock.SECOND), started, "the new threads: " + diff.text());
			assertTrue(diff.ended().isEmpty(), diff.text());
		}
	}

	@Test
	void threeThreadsOnReentrantLocksAreFoundInOneSampleWithTheirCycle() throws Exception {
		// A plain local target: its threads come from its management agent, started through the attach API.
		try (ChildJvm child = ChildJvm.start(LockDeadlock.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			assertTrue(c.readThreads(ThreadQuery.SAMPLING).deadlocks().isEmpty(), "no deadlock yet");

			child.command("deadlock", "deadlocked", Waits.LIMIT.toSeconds());
			ThreadSample after = c.readThreads(ThreadQuery.SAMPLING);

			assertTrue(after.detailed(), "a local JVM gives every thread: " + after.gaps());
			assertEquals(1, after.deadlocks().size(), "one deadlock: " + after.deadlocks());
			Deadlock d = after.deadlocks().get(0);
			assertEquals(Set.of(LockDeadlock.PREFIX + 1, LockDeadlock.PREFIX + 2, LockDeadlock.PREFIX + 3),
					names(d.threads()));
			WaitsForGraph g = d.graph();
			assertEquals(6, g.cycle().size(), g.cycle().toString());
			assertCycleCloses(g);
			for (WaitsForGraph.Node n : g.cycle()) {
				if (n instanceof WaitsForGraph.LockNode lock) {
					assertFalse(lock.monitor(), "ownable synchronizers: " + lock);
					assertTrue(lock.lock().className().startsWith("java.util.concurrent.locks.ReentrantLock"),
							lock.toString());
				} else {
					assertEquals(ThreadState.PARKED, ((WaitsForGraph.ThreadNode) n).state());
				}
			}
			// The cycle's order is the waits-for order: deadlock-lock-i waits for the lock held by i+1 (mod 3).
			List<WaitsForGraph.ThreadNode> order = g.cycleThreads();
			for (int i = 0; i < order.size(); i++) {
				int n = Integer.parseInt(order.get(i).name().substring(LockDeadlock.PREFIX.length()));
				int next = Integer.parseInt(order.get((i + 1) % 3).name().substring(LockDeadlock.PREFIX.length()));
				assertEquals(n % 3 + 1, next, "waits-for order " + order);
			}
		}
	}

	@Test
	void twoDeadlocksAtOnceAreBothFoundAndMergeIntoOneGraph() throws Exception {
		try (ChildJvm child = ChildJvm.start(TwoDeadlocks.class);
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			child.command("deadlock", "deadlocked", Waits.LIMIT.toSeconds());
			ThreadSample after = c.readThreads(ThreadQuery.SAMPLING);

			assertEquals(2, after.deadlocks().size(), "both deadlocks: " + after.deadlocks());
			Set<Set<String>> cycles = after.deadlocks().stream().map(d -> names(d.threads())).collect(Collectors.toSet());
			assertEquals(Set.of(Set.of(MonitorDeadlock.FIRST, MonitorDeadlock.SECOND),
					Set.of(LockDeadlock.PREFIX + 1, LockDeadlock.PREFIX + 2, LockDeadlock.PREFIX + 3)), cycles);
			after.deadlocks().forEach(d -> assertCycleCloses(d.graph()));

			WaitsForGraph merged = WaitsForGraph.merge(after.deadlocks().stream().map(Deadlock::graph).toList());
			assertEquals(2, merged.deadlocks());
			assertEquals(4 + 6, merged.cycle().size(), "both cycles, one after the other: " + merged.cycle());
			assertEquals(TwoDeadlocks.THREADS, merged.cycleThreads().size());
			for (Deadlock d : after.deadlocks()) {
				assertTrue(merged.nodes().containsAll(d.graph().nodes()), "every node of " + d.summary());
				assertTrue(merged.edges().containsAll(d.graph().edges()), "every edge of " + d.summary());
				assertTrue(d.graph().cycle().stream().allMatch(merged::inCycle));
			}
			assertEquals(merged.nodes().size(), after.deadlocks().stream().mapToInt(d -> d.graph().nodes().size()).sum(),
					"the deadlocks share no node");
			assertEquals(1, after.deadlocks().get(0).graph().deadlocks());
			assertTrue(WaitsForGraph.merge(List.of(after.deadlocks().get(0).graph())) == after.deadlocks().get(0).graph());
		}
	}

	/** Every thread of the cycle waits for the lock after it, which the next thread holds; the last wraps round. */
	private static void assertCycleCloses(WaitsForGraph g) {
		List<WaitsForGraph.Node> cycle = g.cycle();
		for (int i = 0; i < cycle.size(); i += 2) {
			WaitsForGraph.Node thread = cycle.get(i);
			WaitsForGraph.Node lock = cycle.get(i + 1);
			WaitsForGraph.Node next = cycle.get((i + 2) % cycle.size());
			assertTrue(g.edges().contains(new WaitsForGraph.Edge(thread, lock, WaitsForGraph.EdgeKind.WAITS_FOR)),
					thread + " waits for " + lock + ": " + g.edges());
			assertTrue(g.edges().contains(new WaitsForGraph.Edge(lock, next, WaitsForGraph.EdgeKind.HELD_BY)),
					lock + " held by " + next + ": " + g.edges());
		}
		assertTrue(g.nodes().containsAll(cycle));
	}

	private static Set<String> names(List<ThreadInfoRow> rows) {
		return rows.stream().map(ThreadInfoRow::name).collect(Collectors.toSet());
	}
}
