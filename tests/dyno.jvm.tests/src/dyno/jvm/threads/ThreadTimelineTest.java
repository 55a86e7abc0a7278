package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The timeline keeps runs, not samples, and stays bounded however long it runs. */
class ThreadTimelineTest {

	@Test
	void aStateThatLastsIsOneRunAndChangesStartNewRuns() {
		ThreadTimeline timeline = new ThreadTimeline();
		for (int i = 0; i < 100; i++) {
			timeline.record(sample(i * 1000L, row(1, "steady", Thread.State.WAITING),
					row(2, "flipping", i % 2 == 0 ? Thread.State.RUNNABLE : Thread.State.BLOCKED)));
		}
		ThreadTimeline.Lane steady = timeline.lanes().get(0);
		ThreadTimeline.Lane flipping = timeline.lanes().get(1);
		assertEquals(1, steady.runs());
		assertEquals(100, flipping.runs());
		assertEquals(ThreadState.BLOCKED, flipping.stateAt(1500));
		assertEquals(ThreadState.RUNNING, flipping.stateAt(2000));
		assertNull(flipping.stateAt(100_000), "after the last sample");
		List<long[]> runs = new ArrayList<>();
		steady.forEachRun(0, 200_000, (start, end, state) -> runs.add(new long[] { start, end }));
		assertEquals(1, runs.size());
		assertEquals(0, runs.get(0)[0]);
		assertEquals(99_000, runs.get(0)[1]);
	}

	@Test
	void runsAndEndedThreadsAreBounded() {
		ThreadTimeline timeline = new ThreadTimeline(10, 5);
		for (int i = 0; i < 1000; i++) {
			// Thread 1 flips state every sample; a new short-lived thread comes and goes every sample.
			timeline.record(sample(i, row(1, "flipping", i % 2 == 0 ? Thread.State.RUNNABLE : Thread.State.BLOCKED),
					row(1000 + i, "short-" + i, Thread.State.RUNNABLE)));
		}
		ThreadTimeline.Lane flipping = timeline.lanes().get(0);
		assertEquals(10, flipping.runs(), "at most 10 runs");
		assertEquals(990, flipping.firstKept(), "the oldest went first");
		assertEquals(ThreadState.BLOCKED, flipping.state());
		long ended = timeline.lanes().stream().filter(ThreadTimeline.Lane::ended).count();
		assertEquals(5, ended, "at most 5 ended threads");
		assertEquals(7, timeline.size(), "flipping, the live short one, 5 ended");
		assertTrue(timeline.lanes().stream().anyMatch(l -> l.name().equals("short-994") && l.ended()));
	}

	@Test
	void countsOnlySamplesLeaveTheTimelineAlone() {
		ThreadTimeline timeline = new ThreadTimeline();
		timeline.record(ThreadSample.countsOnly(1, new ThreadCounts(5, 4, 6, 10), List.of("jvmstat")));
		assertEquals(0, timeline.size());
	}

	static ThreadSample sample(long time, ThreadInfoRow... rows) {
		return new ThreadSample(time, List.of(rows), List.of(), new ThreadCounts(rows.length, 0, rows.length,
				rows.length), true, List.of());
	}

	static ThreadInfoRow row(long id, String name, Thread.State state) {
		return new ThreadInfoRow(id, name, state, ThreadState.of(state, List.of()), false, 5, -1, 0, -1, 0, -1, null,
				-1, null, false, false, List.of(), List.of(), List.of(), false);
	}
}
