package dyno.cli.internal.jvm;

import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import dyno.cli.internal.ExitCode;
import dyno.core.analysis.AnalysisException;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmConnection.State;
import dyno.jvm.analysis.JvmAccess;

/**
 * One run of {@code dyno watch}: the connection's listener (on sampler threads) hands samples and a loss
 * through a queue to the command's thread, which alone prints, so rows never interleave. Ctrl-C runs a
 * shutdown hook that stops the loop and waits for it to finish, so the last row is complete and the
 * connection closed before the JVM exits.
 */
final class Watch implements JvmConnection.Listener {

	/** How long Ctrl-C waits for the loop to let go of the connection. */
	private static final long STOP_WAIT_MILLIS = 2_000;

	private record Lost(String why) {
	}

	private static final Object STOP = new Object();

	private final JvmConnection connection;
	private final Duration interval;
	/** Samples to print before ending, 0 for "until interrupted". */
	private final long count;
	private final GcRowWriter rows;
	private final PrintStream err;
	private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
	private final CountDownLatch finished = new CountDownLatch(1);

	Watch(JvmConnection connection, Duration interval, long count, GcRowWriter rows, PrintStream err) {
		this.connection = connection;
		this.interval = interval;
		this.count = count;
		this.rows = rows;
		this.err = err;
	}

	@Override
	public void sampled(JvmConnection c, GcSpaces sample) {
		events.add(sample);
	}

	@Override
	public void stateChanged(JvmConnection c, State state) {
		if (state == State.LOST) {
			events.add(new Lost(c.problem()));
		}
	}

	int run() {
		Thread interrupted = new Thread(this::stopAndWait, "dyno-watch-interrupted");
		Runtime.getRuntime().addShutdownHook(interrupted);
		try {
			return connectAndPrint();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return ExitCode.FAILED;
		} finally {
			connection.close();
			finished.countDown();
			try {
				Runtime.getRuntime().removeShutdownHook(interrupted);
			} catch (IllegalStateException e) {
				// Ctrl-C: the JVM is already shutting down and the hook is running.
			}
		}
	}

	private int connectAndPrint() throws InterruptedException {
		String label = connection.target().label();
		connection.addListener(this);
		connection.setInterval(interval);
		try {
			JvmAccess.awaitLive(connection);
		} catch (AnalysisException e) {
			err.println("dyno watch: " + e.getMessage());
			return ExitCode.FAILED;
		}
		rows.header();
		long printed = 0;
		while (count == 0 || printed < count) {
			Object event = events.take();
			if (event instanceof GcSpaces sample) {
				rows.row(sample);
				printed++;
			} else if (event instanceof Lost lost) {
				err.println("dyno watch: lost " + label + ": " + lost.why());
				return ExitCode.FAILED;
			} else {
				return ExitCode.OK; // STOP: interrupted by the user
			}
		}
		return ExitCode.OK;
	}

	private void stopAndWait() {
		events.add(STOP);
		try {
			finished.await(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
