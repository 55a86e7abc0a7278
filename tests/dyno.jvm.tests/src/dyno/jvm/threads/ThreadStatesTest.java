package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.internal.JvmstatSource;
import dyno.samples.ChildJvm;
import dyno.samples.ThreadStates;
import dyno.samples.Waits;

/** A child whose threads sit in known states: Dyno reads each one's state, lock, owner, CPU and timeline. */
class ThreadStatesTest {

	@Test
	void statesLocksCpuAndTimelineMatchTheChild() throws Exception {
		try (ChildJvm child = ChildJvm.start(ThreadStates.class);
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared());
				ThreadMonitor monitor = new ThreadMonitor(c)) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			ThreadSample first = monitor.sampleNow();
			// The second sample once the spinning thread has run 100 ms of CPU since the first (read apart from the
			// monitor, which compares its last two samples): an amount of work, not a span of time.
			long spinnerFrom = first.thread(ThreadStates.RUNNING).orElseThrow().cpuNanos();
			Waits.value("100 ms of CPU for the spinning thread", () -> c.readThreads(ThreadQuery.SAMPLING)
					.thread(ThreadStates.RUNNING).orElseThrow().cpuNanos() - spinnerFrom, nanos -> nanos >= 100_000_000);
			ThreadSample s = monitor.sampleNow();

			assertTrue(s.detailed());
			assertState(s, ThreadStates.BLOCKED, Thread.State.BLOCKED, ThreadState.BLOCKED);
			assertState(s, ThreadStates.HOLDER, Thread.State.TIMED_WAITING, ThreadState.SLEEPING);
			assertState(s, ThreadStates.WAITING, Thread.State.WAITING, ThreadState.WAITING);
			assertState(s, ThreadStates.TIMED_WAITING, Thread.State.TIMED_WAITING, ThreadState.TIMED_WAITING);
			assertState(s, ThreadStates.PARKED, Thread.State.WAITING, ThreadState.PARKED);
			assertState(s, ThreadStates.SLEEPING, Thread.State.TIMED_WAITING, ThreadState.SLEEPING);
			assertState(s, ThreadStates.RUNNING, Thread.State.RUNNABLE, ThreadState.RUNNING);

			ThreadInfoRow blocked = s.thread(ThreadStates.BLOCKED).orElseThrow();
			ThreadInfoRow holder = s.thread(ThreadStates.HOLDER).orElseThrow();
			assertEquals(holder.id(), blocked.lockOwnerId());
			assertEquals(ThreadStates.HOLDER, blocked.lockOwnerName());
			assertEquals("java.lang.Object", blocked.lock().className());
			assertTrue(blocked.blockedCount() >= 1, "blocked count " + blocked.blockedCount());
			assertTrue(s.deadlocks().isEmpty(), "blocked is not deadlocked");
			assertTrue(s.counts().live() >= 8 && s.counts().peak() >= s.counts().live()
					&& s.counts().started() >= s.counts().live(), s.counts().toString());

			ThreadSample dump = c.readThreads(ThreadQuery.DUMP);
			ThreadInfoRow dumpedHolder = dump.thread(ThreadStates.HOLDER).orElseThrow();
			assertTrue(dumpedHolder.lockedMonitors().stream().anyMatch(m -> m.lock().equals(blocked.lock())),
					"the holder holds what the blocked thread waits for: " + dumpedHolder.lockedMonitors());
			String text = ThreadDumpText.format(dump, "states");
			assertTrue(text.contains("waiting to lock <" + blocked.lock() + "> owned by \"" + ThreadStates.HOLDER),
					text);
			assertTrue(text.contains("java.lang.Thread.State: WAITING (parking)"), text);

			Map<Long, Double> cpu = monitor.cpuPercent();
			long running = s.thread(ThreadStates.RUNNING).orElseThrow().id();
			long parked = s.thread(ThreadStates.PARKED).orElseThrow().id();
			// A busy machine (other builds) gives the spinning thread only a share of a core: a low floor, and far
			// above the parked thread, which uses next to nothing.
			assertTrue(cpu.get(running) > 5, "the spinning thread uses CPU: " + cpu.get(running));
			assertTrue(cpu.get(parked) < 1, "the parked one does not: " + cpu.get(parked));
			assertEquals(cpu, s.cpuPercentSince(first));

			ThreadTimeline.Lane lane = monitor.timeline().lanes().stream()
					.filter(l -> l.name().equals(ThreadStates.PARKED)).findFirst().orElseThrow();
			assertEquals(1, lane.runs(), "one run for a thread that stayed parked");
			assertEquals(ThreadState.PARKED, lane.stateAt(s.time()));
			assertFalse(lane.ended());
		}
	}

	@Test
	void jvmstatGivesCountsOnlyAndSaysSo() throws Exception {
		try (ChildJvm child = ChildJvm.start(ThreadStates.class); JvmstatSource jvmstat = JvmstatSource.local(child.pid())) {
			ThreadSample s = jvmstat.readThreads(ThreadQuery.SAMPLING);
			assertFalse(s.detailed());
			assertTrue(s.threads().isEmpty());
			assertTrue(s.counts().live() >= 8 && s.counts().daemon() >= 7 && s.counts().peak() >= s.counts().live()
					&& s.counts().started() >= s.counts().live(), s.counts().toString());
			assertTrue(s.gaps().get(0).contains("jvmstat"), s.gaps().toString());
		}
	}

	private static void assertState(ThreadSample s, String name, Thread.State jvm, ThreadState dyno) {
		ThreadInfoRow t = s.thread(name).orElseThrow(() -> new AssertionError("no thread " + name));
		assertEquals(jvm, t.jvmState(), name);
		assertEquals(dyno, t.state(), name + " at " + t.stack());
	}
}
