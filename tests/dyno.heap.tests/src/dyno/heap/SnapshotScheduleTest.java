package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

/** A schedule on its own thread: cancelled between snapshots, or ended by the JVM going away. */
class SnapshotScheduleTest {

	@TempDir
	Path store;

	/** Records what the schedule reports. */
	private static final class Heard implements SnapshotSchedule.Listener {
		final CountDownLatch first = new CountDownLatch(1);
		final CompletableFuture<Boolean> finished = new CompletableFuture<>();
		final AtomicInteger taken = new AtomicInteger();
		volatile Exception failed;

		@Override
		public void taken(int index, Snapshot snapshot, Path file) {
			taken.incrementAndGet();
			first.countDown();
		}

		@Override
		public void failed(Exception cause) {
			failed = cause;
		}

		@Override
		public void finished(List<Snapshot> taken, boolean cancelled) {
			finished.complete(cancelled);
		}
	}

	@Test
	void cancelStopsWhileWaitingAndKeepsWhatWasTaken() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			Heard heard = new Heard();
			SnapshotSchedule schedule = new SnapshotSchedule(c, new SnapshotStore(store), Duration.ofSeconds(30), 5,
					false).start(heard);
			assertTrue(heard.first.await(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "the first snapshot is taken at once");
			schedule.cancel();
			assertTrue(heard.finished.get(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "finished, cancelled");
			// Measured against the schedule's own clock, not a margin of the machine's speed: finished before the
			// time of the next snapshot, 30 s after the first.
			long finished = System.currentTimeMillis();
			long next = schedule.snapshots().get(0).time() + 30_000;
			assertTrue(finished < next, "no wait for the next snapshot's time: finished " + (finished - next)
					+ " ms after it");
			assertEquals(1, schedule.await().size());
			assertNull(heard.failed);
			assertEquals(1, new SnapshotStore(store).list().size());
			assertTrue(Files.exists(new SnapshotStore(store).list().get(0)));
		}
	}

	@Test
	void aJvmThatEndsEndsTheSeriesWithTheCause() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
			Heard heard = new Heard();
			SnapshotSchedule schedule = new SnapshotSchedule(c, new SnapshotStore(store), Duration.ofSeconds(2), 5,
					true).start(heard);
			assertTrue(heard.first.await(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS));
			child.close();
			assertEquals(false, heard.finished.get(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "ended, not cancelled");
			// How many were taken before the JVM ended depends on the machine (one every 2 s until the kill lands):
			// every one reported taken is kept, and the series ended early.
			int reported = heard.taken.get();
			assertTrue(reported >= 1 && reported < 5, "taken before the end: " + reported);
			assertEquals(reported, schedule.snapshots().size(), "every snapshot taken before the end is kept");
			assertEquals(reported, new SnapshotStore(store).list().size(), "and on disk");
			String why = String.valueOf(heard.failed.getMessage());
			assertTrue(why.contains(Long.toString(child.pid())), why);
			assertEquals(heard.failed, schedule.failure());
		}
	}
}
