package dyno.load.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.load.AggregateStats;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess;
import dyno.load.jmeter.LoadLaunch;

/**
 * Runs JMeter, tails its JTL into {@link AggregateStats} and a {@link LoadTimeline} every 250 ms, and samples the
 * watched JVM and JMeter's own JVM on the same clock, all saved as it happens into a {@link LoadRun} folder.
 */
public final class LoadSession implements AutoCloseable {

	private LoadSession() {
	}

	public static LoadSession start(JMeterHome home, LoadLaunch launch, Optional<Target> watched, Path runsRoot,
			Consumer<String> console) throws IOException {
		throw new UnsupportedOperationException();
	}

	public LoadRun run() {
		throw new UnsupportedOperationException();
	}

	public JMeterProcess process() {
		throw new UnsupportedOperationException();
	}

	public AggregateStats stats() {
		throw new UnsupportedOperationException();
	}

	public LoadTimeline timeline() {
		throw new UnsupportedOperationException();
	}

	public Optional<JvmConnection> watched() {
		throw new UnsupportedOperationException();
	}

	public Optional<JvmConnection> jmeterJvm() {
		throw new UnsupportedOperationException();
	}

	/** {@code LoadWarnings.fromStats} + zero think time + load generator saturated. */
	public List<LoadWarning> warnings() {
		throw new UnsupportedOperationException();
	}

	/** Called on the session's thread after each JTL poll (every 250 ms). */
	public void addListener(Runnable afterPoll) {
		throw new UnsupportedOperationException();
	}

	/** Graceful, then kill; the run is marked STOPPED (or ABORTED when JMeter had to be killed). */
	public void stop() {
		throw new UnsupportedOperationException();
	}

	/** Completes when summary.json is written and the JVM traces are flushed. */
	public CompletableFuture<LoadRun> finished() {
		throw new UnsupportedOperationException();
	}

	@Override
	public void close() {
		throw new UnsupportedOperationException();
	}
}
