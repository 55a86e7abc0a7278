package dyno.cli.internal;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The loop of a command that prints a stream until it ends or the user stops it ({@code watch}, {@code top}): the
 * stream's listeners (on their own threads) {@link #add} events to a queue that the command's thread alone takes
 * and prints, so output never interleaves. Ctrl-C (SIGINT, SIGTERM) runs a shutdown hook that queues
 * {@link #STOP} and waits for the loop to end and let go of the JVM it reads, so that is done before this JVM
 * exits; a loop that does not end in time (stuck printing to an output nobody reads) gets {@code stuck} run
 * instead.
 */
public final class UntilStopped {

	/** The event Ctrl-C queues. */
	public static final Object STOP = new Object();

	/** The loop's body: takes events until one ends it, and returns the exit code. */
	@FunctionalInterface
	public interface Loop {
		int run() throws InterruptedException;
	}

	/** How long Ctrl-C waits for the loop to end. */
	private static final long STOP_WAIT_MILLIS = 5_000;

	private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
	private final CountDownLatch finished = new CountDownLatch(1);
	private final String name;
	private final Runnable stuck;

	/**
	 * @param name  the shutdown hook's thread name
	 * @param stuck what Ctrl-C does when the loop has not ended in time (releases what the loop holds)
	 */
	public UntilStopped(String name, Runnable stuck) {
		this.name = name;
		this.stuck = stuck;
	}

	/** Queues an event for the loop; any thread. */
	public void add(Object event) {
		events.add(event);
	}

	/** The next event, waiting for it; {@link #STOP} after Ctrl-C. */
	public Object take() throws InterruptedException {
		return events.take();
	}

	/** The next event within {@code nanos}, null when none came. */
	public Object poll(long nanos) throws InterruptedException {
		return events.poll(nanos, TimeUnit.NANOSECONDS);
	}

	/** Runs {@code loop} with the Ctrl-C hook in place; an interrupted loop fails. */
	public int run(Loop loop) {
		Thread interrupted = new Thread(this::stopAndWait, name);
		Runtime.getRuntime().addShutdownHook(interrupted);
		try {
			return loop.run();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return ExitCode.FAILED;
		} finally {
			finished.countDown();
			try {
				Runtime.getRuntime().removeShutdownHook(interrupted);
			} catch (IllegalStateException e) {
				// Ctrl-C: the JVM is already shutting down and the hook is running.
			}
		}
	}

	private void stopAndWait() {
		events.add(STOP);
		try {
			if (!finished.await(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
				stuck.run();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
