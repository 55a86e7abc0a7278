package dyno.load.run;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.Metric;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.load.AggregateStats;
import dyno.load.JtlTail;
import dyno.load.LoadErrors;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.LoadWarnings;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess;
import dyno.load.jmeter.JmxPlan;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.internal.GeneratorLoad;
import dyno.load.run.internal.JvmCsv;
import dyno.load.run.internal.RunRecorder;

/**
 * Runs JMeter, tails its JTL into {@link AggregateStats}, a {@link LoadTimeline} and {@link LoadErrors} every
 * 250 ms, and samples the watched JVM and JMeter's own JVM on the same clock, all saved as it happens into a
 * {@link LoadRun} folder.
 * Polling, listeners and the end of the run happen on the session's own thread.
 */
public final class LoadSession implements AutoCloseable {

	static final long POLL_MILLIS = 250;
	/** Reconnects to JMeter's JVM while it starts (its jvmstat counters appear a moment after the process). */
	private static final int JMETER_CONNECT_TRIES = 20;
	/** How a user names another plugins folder, in the run's console (the CLI says its own option). */
	private static final String OTHER_PLUGINS_FOLDER = "name another plugins folder (dyno load --plugins DIR, "
			+ "Plugins folder in the Load Test preferences)";

	private final LoadRun run;
	private final JmxPlan plan;
	private final RunRecorder recorder;
	private final AggregateStats stats;
	private final LoadTimeline timeline = new LoadTimeline();
	private final LoadErrors errors = new LoadErrors();
	private final CopyOnWriteArrayList<Runnable> listeners = new CopyOnWriteArrayList<>();
	private final CompletableFuture<LoadRun> finished = new CompletableFuture<>();
	private final GeneratorLoad generator = new GeneratorLoad(Runtime.getRuntime().availableProcessors());
	private final ScheduledExecutorService thread;
	private JMeterProcess process;
	private ProcessHandle jmeterHandle;
	private JtlTail tail;
	private JvmConnection watched;
	private JvmConnection jmeterJvm;
	private int jmeterTries;

	private LoadSession(JmxPlan plan, RunRecorder recorder, double[] percentiles) {
		this.plan = plan;
		this.recorder = recorder;
		stats = new AggregateStats(percentiles);
		run = new LoadRun(recorder.dir(), recorder.info());
		thread = Executors.newSingleThreadScheduledExecutor(r -> {
			Thread t = new Thread(r, "load session " + run.name());
			t.setDaemon(true);
			return t;
		});
	}

	/**
	 * Starts a run in a new folder under {@code runsRoot}. Console lines go to {@code console} on JMeter's reader
	 * thread.
	 *
	 * @throws IOException naming the cause (plan missing or malformed, JDK or JMeter unusable); a plan that cannot
	 *                     be read leaves no run folder, a JMeter that cannot start leaves one marked FAILED_TO_START
	 */
	public static LoadSession start(JMeterHome home, LoadLaunch launch, Optional<Target> watched, Path runsRoot,
			Consumer<String> console) throws IOException {
		return start(home, launch, watched, null, runsRoot, console);
	}

	/**
	 * As {@link #start(JMeterHome, LoadLaunch, Optional, Path, Consumer)} for a watched JMX target with
	 * authentication: {@code password} (not kept by the caller's array: the connection copies it).
	 */
	public static LoadSession start(JMeterHome home, LoadLaunch launch, Optional<Target> watched, char[] password,
			Path runsRoot, Consumer<String> console) throws IOException {
		return start(home, launch, watched, password, runsRoot, console, AggregateStats.DEFAULT_PERCENTILES);
	}

	/**
	 * As {@link #start(JMeterHome, LoadLaunch, Optional, char[], Path, Consumer)} with the Aggregate Report's
	 * percentile lines (in percent) instead of JMeter's 90, 95 and 99.
	 */
	public static LoadSession start(JMeterHome home, LoadLaunch launch, Optional<Target> watched, char[] password,
			Path runsRoot, Consumer<String> console, double[] percentiles) throws IOException {
		JmxPlan plan = JmxPlan.read(launch.plan());
		LoadSession session = new LoadSession(plan, RunRecorder.create(runsRoot, plan, launch, watched, home),
				percentiles);
		try {
			session.begin(home, launch, watched, password, console);
		} catch (IOException | RuntimeException e) {
			session.thread.shutdownNow();
			session.closeConnections();
			session.recorder.failed(String.valueOf(e.getMessage()));
			throw e;
		}
		return session;
	}

	private void begin(JMeterHome home, LoadLaunch launch, Optional<Target> target, char[] password,
			Consumer<String> console) throws IOException {
		Path dir = run.dir();
		process = JMeterProcess.start(home, launch, dir.resolve(LoadRun.JTL), dir.resolve(LoadRun.JMETER_LOG), line -> {
			recorder.console(line);
			console.accept(line);
		});
		recorder.process(process.pid());
		jmeterHandle = ProcessHandle.of(process.pid()).orElseThrow(
				() -> new IOException("JMeter (pid " + process.pid() + ") ended at once; see " + dir.resolve(LoadRun.CONSOLE)));
		if (target.isPresent()) {
			watched = sampled(LoadRun.TARGET, target.get(), password);
			watched.connect();
		}
		jmeterJvm = sampled(LoadRun.JMETER, new Target.Local(process.pid()), null);
		tail = new JtlTail(dir.resolve(LoadRun.JTL), sample -> {
			stats.accept(sample);
			timeline.accept(sample);
			errors.accept(sample);
		});
		thread.scheduleWithFixedDelay(this::poll, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
		process.onExit().thenAccept(outcome -> thread.execute(() -> end(outcome)));
	}

	/** A connection whose every sample is appended to {@code jvm-<role>.csv}. */
	private JvmConnection sampled(String role, Target target, char[] password) throws IOException {
		JvmCsv csv = recorder.trace(role, target.label());
		JvmConnection c = new JvmConnection(target, password, Sampler.shared());
		c.addListener(new JvmConnection.Listener() {
			@Override
			public void sampled(JvmConnection connection, GcSpaces sample) {
				try {
					csv.append(sample.time(), connection.history());
				} catch (IOException e) {
					connection.removeListener(this); // the disk is full: the live view still has the data
				}
			}
		});
		return c;
	}

	private void poll() {
		try {
			tail.poll();
		} catch (IOException e) {
			recorder.console("dyno: reading the JTL failed: " + e.getMessage());
		}
		connectJMeterJvm();
		long now = System.currentTimeMillis();
		generator.sample(now, jmeterHandle.info().totalCpuDuration().map(Duration::toMillis).orElse(-1L),
				jmeterJvm.history().series(Metric.GC_PAUSE_PERCENT).since(now - GeneratorLoad.GC_WINDOW_MILLIS).values());
		notifyListeners();
	}

	private void notifyListeners() {
		for (Runnable l : listeners) {
			try {
				l.run();
			} catch (RuntimeException e) {
				// One listener's bug must not stop the run's bookkeeping.
			}
		}
	}

	/** JMeter's JVM publishes its counters a moment after it started: try until it is live. */
	private void connectJMeterJvm() {
		JvmConnection.State s = jmeterJvm.state();
		if (s == JvmConnection.State.LIVE || s == JvmConnection.State.CONNECTING || jmeterTries >= JMETER_CONNECT_TRIES
				|| process.outcome() != JMeterProcess.Outcome.RUNNING) {
			return;
		}
		jmeterTries++;
		if (s == JvmConnection.State.LOST) {
			// A lost local target stays lost; a fresh connection retries.
			jmeterJvm.close();
		}
		jmeterJvm.connect();
	}

	private void end(JMeterProcess.Outcome outcome) {
		try {
			for (int i = 0; i < 20 && tail.poll() > 0; i++) {
				// Rows JMeter flushed while it ended.
			}
		} catch (IOException e) {
			recorder.console("dyno: reading the JTL failed: " + e.getMessage());
		}
		tail.close();
		closeConnections();
		try {
			if (outcome != JMeterProcess.Outcome.COMPLETED && outcome != JMeterProcess.Outcome.STOPPED) {
				recorder.console("dyno: JMeter ended " + outcome + "; its last lines are above and in " + LoadRun.JMETER_LOG);
			}
			process.missingElement(OTHER_PLUGINS_FOLDER).ifPresent(line -> recorder.console("dyno: " + line));
			recorder.finish(stats.table(), outcome, warnings());
			notifyListeners();
			finished.complete(LoadRun.open(run.dir()));
		} catch (IOException | RuntimeException e) {
			finished.completeExceptionally(e);
		} finally {
			thread.shutdown();
		}
	}

	private void closeConnections() {
		if (watched != null) {
			watched.close();
		}
		if (jmeterJvm != null) {
			jmeterJvm.close();
		}
	}

	/** The run as it was when it started; {@link #finished()} gives it as it ended. */
	public LoadRun run() {
		return run;
	}

	public JMeterProcess process() {
		return process;
	}

	public AggregateStats stats() {
		return stats;
	}

	public LoadTimeline timeline() {
		return timeline;
	}

	/** The failed samples so far, by label, response code and message. */
	public LoadErrors errors() {
		return errors;
	}

	public Optional<JvmConnection> watched() {
		return Optional.ofNullable(watched);
	}

	public Optional<JvmConnection> jmeterJvm() {
		return Optional.ofNullable(jmeterJvm);
	}

	/**
	 * {@code LoadWarnings.fromStats} + zero think time + load generator saturated; none for a plan that never ran
	 * (JMeter failed to start): it has no statistics, think time or generator load to warn about.
	 */
	public List<LoadWarning> warnings() {
		if (process.outcome() == JMeterProcess.Outcome.FAILED_TO_START) {
			return List.of();
		}
		List<LoadWarning> out = new ArrayList<>(LoadWarnings.fromStats(stats.table()));
		if (!plan.hasTimers()) {
			out.add(new LoadWarning(LoadWarning.Severity.WARNING, "zero-think-time",
					"The plan has no timers: each thread sends its next request as soon as the last answer arrives "
							+ "(zero think time), so a few threads act like many real users and throughput, not users, "
							+ "is what is tested. Add a timer (e.g. a Uniform Random Timer) to model users."));
		}
		out.addAll(generator.warnings());
		return out;
	}

	/** Called on the session's thread after each JTL poll (every 250 ms) and once more at the end. */
	public void addListener(Runnable afterPoll) {
		listeners.add(afterPoll);
	}

	public void removeListener(Runnable afterPoll) {
		listeners.remove(afterPoll);
	}

	/** Graceful, then kill; the run is marked STOPPED (or ABORTED when JMeter had to be killed). Returns at once. */
	public void stop() {
		process.stop(Duration.ofSeconds(5));
	}

	/** Completes when summary.json is written and the JVM traces are flushed, with the run as it ended. */
	public CompletableFuture<LoadRun> finished() {
		return finished;
	}

	/** Stops a run still going and waits (at most about 20 s) until it is saved. */
	@Override
	public void close() {
		if (process.outcome() == JMeterProcess.Outcome.RUNNING) {
			stop();
		}
		try {
			finished.get(20, TimeUnit.SECONDS);
		} catch (Exception e) {
			// Whatever could be saved is saved; the outcome says how it ended.
		}
	}
}
