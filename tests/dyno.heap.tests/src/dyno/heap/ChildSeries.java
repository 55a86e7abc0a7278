package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import dyno.jvm.JvmConnection;
import dyno.jvm.Metric;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/**
 * A series of snapshots of a real child JVM, taken as the workbench and {@code dyno leaks --from} take them: a
 * {@link SnapshotSchedule} on a local connection, after a full GC each, saved to a store; with the old
 * generation's floor from the same connection's GC history.
 */
record ChildSeries(List<Snapshot> snapshots, List<Path> files, OldFloor floor) {

	/** {@code count} snapshots, {@code every} apart. */
	static ChildSeries take(Class<?> mainClass, int count, Duration every, Path store) throws Exception {
		return take(mainClass, count, every, store, (child, taken) -> false);
	}

	/** When a series may end before its most snapshots: asked after each one with the child and the count so far. */
	interface Enough {
		boolean test(ChildJvm child, int taken) throws Exception;
	}

	/**
	 * Snapshots {@code every} apart until {@code enough} holds (a fact of the child, e.g. the cycles it reports), at
	 * most {@code most}.
	 */
	static ChildSeries take(Class<?> mainClass, int most, Duration every, Path store, Enough enough) throws Exception {
		try (ChildJvm child = ChildJvm.start(mainClass);
				JvmConnection connection = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			connection.setInterval(Duration.ofMillis(100)); // every collection's floor is seen
			assertEquals(JvmConnection.State.LIVE, connection.connectAndWait(Waits.LIMIT),
					() -> "problem: " + connection.problem());
			List<Path> files = new ArrayList<>();
			SnapshotSchedule schedule = new SnapshotSchedule(connection, new SnapshotStore(store), every, most, true);
			AtomicReference<Exception> asking = new AtomicReference<>();
			// On a thread of its own: a cancel interrupts the schedule's runner, which must not be the test's thread.
			schedule.start((index, snapshot, file) -> {
				files.add(file);
				try {
					if (enough.test(child, index + 1)) {
						schedule.cancel();
					}
				} catch (Exception e) {
					asking.set(e);
					schedule.cancel();
				}
			}, r -> new Thread(r, "snapshot series of " + mainClass.getSimpleName()).start());
			schedule.await();
			assertNull(asking.get(), () -> "asking the child whether the series is long enough: " + asking.get());
			assertNull(schedule.failure());
			List<Snapshot> taken = schedule.snapshots();
			// The sample after the last snapshot's full GC carries its floor: of the samples recorded from now, the
			// second began after the first ended, so after the collection (counted in samples, not milliseconds).
			long now = connection.history().series(Metric.EDEN_USED).added();
			Waits.of("two samples after the last snapshot").unless(() -> !child.isAlive(), () -> "the JVM ended")
					.value(() -> connection.history().series(Metric.EDEN_USED).added(), n -> n >= now + 2);
			long from = taken.get(0).time() - 1000;
			OldFloor floor = OldFloor.from(connection.history(), from, System.currentTimeMillis());
			return new ChildSeries(taken, files, floor);
		}
	}
}
