package dyno.load.run;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Properties;
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

	/**
	 * How long JMeter may go on after its plan's schedules ended before Dyno stops it, at least: a thread group that
	 * never ends (Custom Thread Groups 2.10's Arrivals Thread Group can hang at its end) must not keep a run, a CI
	 * job or the workbench waiting forever. Generous, because threads finish their current sample after the end and
	 * a slow last sample is no hang; a tenth of the schedule when that is longer.
	 */
	private static final Duration OVERRUN_GRACE_FLOOR = Duration.ofSeconds(30);

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
	private Consumer<String> console;
	/** Seconds from the test's start when the plan's schedules end; empty when its groups end otherwise. */
	private OptionalDouble scheduledEnd = OptionalDouble.empty();
	private volatile double overranAfter = -1;

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
	 * Starts a run in a new folder under {@code runsRoot}. JMeter's console lines go to {@code console} on JMeter's
	 * reader thread, Dyno's own lines about the run ("dyno: ...") on the session's thread.
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
		this.console = line -> {
			recorder.console(line);
			console.accept(line);
		};
		process = JMeterProcess.start(home, launch, dir.resolve(LoadRun.JTL), dir.resolve(LoadRun.JMETER_LOG),
				this.console);
		try {
			// The copy JMeter runs: its fields read the launch's overrides (a duration among them).
			scheduledEnd = JmxPlan.read(dir.resolve(LoadRun.EFFECTIVE_PLAN)).scheduledEnd(planProperties(home, launch));
		} catch (IOException e) {
			// Without a schedule to hold it to, the run ends by JMeter or by the user as before.
		}
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

	/**
	 * The properties the plan's {@code ${__P(...)}} fields read, as JMeter sees them: the home's user.properties,
	 * then the launch's properties file, then its {@code -J} properties. A file that cannot be read counts as empty:
	 * JMeter itself names it when it starts.
	 */
	private static Map<String, String> planProperties(JMeterHome home, LoadLaunch launch) {
		Map<String, String> all = new HashMap<>();
		List<Path> files = new ArrayList<>(List.of(home.path().resolve("bin").resolve("user.properties")));
		launch.propertiesFile().ifPresent(files::add);
		for (Path file : files) {
			Properties p = new Properties();
			try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
				p.load(in);
			} catch (IOException | IllegalArgumentException e) {
				continue;
			}
			p.stringPropertyNames().forEach(name -> all.put(name, p.getProperty(name)));
		}
		all.putAll(launch.properties());
		return all;
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
			console.accept("dyno: reading the JTL failed: " + e.getMessage());
		}
		connectJMeterJvm();
		stopOverrun();
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

	/** Stops JMeter once it has run {@link #OVERRUN_GRACE_FLOOR} (or a tenth of the schedule) past its schedules. */
	private void stopOverrun() {
		if (overranAfter >= 0 || scheduledEnd.isEmpty() || process.outcome() != JMeterProcess.Outcome.RUNNING) {
			return;
		}
		double end = scheduledEnd.getAsDouble();
		double grace = Math.max(OVERRUN_GRACE_FLOOR.toMillis() / 1000.0, end / 10);
		process.testStarted().ifPresent(started -> {
			double running = Duration.between(started, Instant.now()).toMillis() / 1000.0;
			if (running < end + grace) {
				return;
			}
			overranAfter = end;
			console.accept(String.format(Locale.ROOT, "dyno: JMeter still runs %.0f s after its plan's schedules "
					+ "ended (%.0f s after the start): stopping it", running - end, end));
			process.stop(Duration.ofSeconds(5));
		});
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
			console.accept("dyno: reading the JTL failed: " + e.getMessage());
		}
		tail.close();
		closeConnections();
		try {
			if (outcome == JMeterProcess.Outcome.ABORTED) {
				console.accept("dyno: JMeter ended ABORTED with " + process.exitCause().orElse("an unknown exit code")
						+ "; the samples it wrote until then are kept; its last lines are above and in "
						+ LoadRun.JMETER_LOG);
			} else if (outcome != JMeterProcess.Outcome.COMPLETED && outcome != JMeterProcess.Outcome.STOPPED) {
				console.accept("dyno: JMeter ended " + outcome + "; its last lines are above and in " + LoadRun.JMETER_LOG);
			}
			process.missingElement(OTHER_PLUGINS_FOLDER).ifPresent(line -> console.accept("dyno: " + line));
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
		if (overranAfter >= 0) {
			out.add(new LoadWarning(LoadWarning.Severity.WARNING, "schedule-overrun", String.format(Locale.ROOT,
					"JMeter did not end when its plan's schedules did (%.0f s after the start), so Dyno stopped it. "
							+ "A thread group that does not end by itself is the usual cause (the Arrivals Thread "
							+ "Group of Custom Thread Groups 2.10 can hang at its end); the samples up to the "
							+ "stop are kept.", overranAfter)));
		}
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
