package dyno.load.jmeter;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/** A JMeter non-GUI run as a child process. */
public final class JMeterProcess implements AutoCloseable {

	public enum Outcome {
		RUNNING, COMPLETED, STOPPED, ABORTED /* killed, crashed */, FAILED_TO_START
	}

	private JMeterProcess() {
	}

	/**
	 * Starts JMeter on {@code launch}'s plan (through its effective copy next to {@code jtl}), writing samples to
	 * {@code jtl} and JMeter's log to {@code log}; each console line goes to {@code console} (on a reader thread).
	 */
	public static JMeterProcess start(JMeterHome home, LoadLaunch launch, Path jtl, Path log, Consumer<String> console)
			throws IOException {
		throw new UnsupportedOperationException();
	}

	public long pid() {
		throw new UnsupportedOperationException();
	}

	public List<String> commandLine() {
		throw new UnsupportedOperationException();
	}

	public Outcome outcome() {
		throw new UnsupportedOperationException();
	}

	public CompletableFuture<Outcome> onExit() {
		throw new UnsupportedOperationException();
	}

	/**
	 * Graceful stop through JMeter's UDP shutdown port ("Shutdown", then "StopTestNow"), then kill; returns at once,
	 * the work happens on a background thread.
	 */
	public void stop(Duration grace) {
		throw new UnsupportedOperationException();
	}

	/** {@code stop(Duration.ofSeconds(5))} if still running, and waits for the end. */
	@Override
	public void close() {
		throw new UnsupportedOperationException();
	}
}
