package dyno.heap;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;

import dyno.jvm.JvmConnection;

/**
 * Takes {@code count} snapshots of a connected JVM, one every {@code interval} (the first at once), each saved to
 * a {@link SnapshotStore}: the series the leak finder ranks. Runs on a daemon thread of its own or on the caller's
 * executor; {@link #cancel()} stops it between snapshots and interrupts the wait for one in progress.
 */
public final class SnapshotSchedule {

	/** Hears about each snapshot; called on the schedule's thread. */
	public interface Listener {
		/** Hears nothing: for a series whose snapshots only the result tells of. */
		Listener NONE = (index, snapshot, file) -> {
		};

		/** @param index 0 for the first */
		void taken(int index, Snapshot snapshot, Path file);

		/** The series ended early: the JVM went away, the transport gives no histograms, or the disk is full. */
		default void failed(Exception cause) {
		}

		/** The last call: all snapshots taken, or fewer after a failure or {@link SnapshotSchedule#cancel()}. */
		default void finished(List<Snapshot> taken, boolean cancelled) {
		}
	}

	private final JvmConnection connection;
	private final SnapshotStore store;
	private final Duration interval;
	private final int count;
	private final boolean fullGcFirst;
	private final List<Snapshot> taken = Collections.synchronizedList(new ArrayList<>());
	private final CountDownLatch done = new CountDownLatch(1);
	private volatile boolean cancelled;
	private volatile Thread runner;
	private volatile Exception failure;

	/**
	 * @param count       snapshots to take, at least 1
	 * @param fullGcFirst a full GC before each (live objects only: what the leak finder wants)
	 */
	public SnapshotSchedule(JvmConnection connection, SnapshotStore store, Duration interval, int count,
			boolean fullGcFirst) {
		if (count < 1) {
			throw new IllegalArgumentException("take at least one snapshot, not " + count);
		}
		if (interval.isNegative()) {
			throw new IllegalArgumentException("the interval must not be negative: " + interval);
		}
		this.connection = connection;
		this.store = store;
		this.interval = interval;
		this.count = count;
		this.fullGcFirst = fullGcFirst;
	}

	/** Starts on a daemon thread of its own. */
	public SnapshotSchedule start(Listener listener) {
		Thread t = new Thread(() -> run(listener), "dyno-snapshots " + connection.target().label());
		t.setDaemon(true);
		t.start();
		return this;
	}

	/** Starts on the caller's executor (a workbench job pool, say). */
	public SnapshotSchedule start(Listener listener, Executor executor) {
		executor.execute(() -> run(listener));
		return this;
	}

	/** Takes the series on the calling thread; returns when it is finished, failed or cancelled. */
	public void run(Listener listener) {
		runner = Thread.currentThread();
		try {
			JvmIdentity jvm = JvmIdentity.of(connection);
			long start = System.nanoTime();
			for (int i = 0; i < count && !cancelled; i++) {
				long due = start + i * interval.toNanos();
				long wait = due - System.nanoTime();
				if (wait > 0) {
					Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
				}
				if (cancelled) {
					break;
				}
				Snapshot s = SnapshotCapture.take(connection, jvm, fullGcFirst);
				Path file = store.save(s);
				taken.add(s);
				listener.taken(i, s, file);
			}
		} catch (InterruptedException e) {
			if (!cancelled) {
				Thread.currentThread().interrupt();
			}
		} catch (IOException | RuntimeException e) {
			if (!cancelled) { // a cancel interrupts a histogram in progress: that is no failure
				failure = e;
				listener.failed(e);
			}
		} finally {
			runner = null;
			listener.finished(snapshots(), cancelled);
			done.countDown();
		}
	}

	/** Stops after the snapshot in progress, or at once while waiting for the next. */
	public void cancel() {
		cancelled = true;
		Thread t = runner;
		if (t != null) {
			t.interrupt();
		}
	}

	/** Waits until the series has ended; returns the snapshots taken. */
	public List<Snapshot> await() throws InterruptedException {
		done.await();
		return snapshots();
	}

	/** The snapshots taken so far, oldest first. */
	public List<Snapshot> snapshots() {
		synchronized (taken) {
			return List.copyOf(taken);
		}
	}

	/** Why the series ended early; null when it did not fail. */
	public Exception failure() {
		return failure;
	}

	public boolean cancelled() {
		return cancelled;
	}
}
