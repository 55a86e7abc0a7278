package dyno.load.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.JtlReader;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.SampleSink;
import dyno.load.jmeter.JMeterProcess;
import dyno.load.jmeter.JmxPlan;
import dyno.load.jmeter.ThreadSchedule;
import dyno.load.run.internal.JvmCsv;
import dyno.load.run.internal.RunInfo;
import dyno.load.run.internal.RunRecorder;

/**
 * A run folder under a runs root: {@code run.json} (plan, properties, engines, watched target label, started,
 * ended, outcome), the effective plan, {@code results.jtl}, {@code jmeter.log}, {@code console.txt},
 * {@code jvm-<role>.csv} (epoch ms + {@link dyno.jvm.Metric} columns) and {@code summary.json}
 * ({@link AggregateTable#toJson()}). Everything is written as it happens: a crash leaves a readable run.
 * A LoadRun is a snapshot of {@code run.json} when it was opened; open it again to see later changes.
 */
public final class LoadRun {

	public static final String RUN_JSON = RunRecorder.RUN_JSON, JTL = "results.jtl",
			EFFECTIVE_PLAN = JMeterProcess.EFFECTIVE_PLAN, JMETER_LOG = "jmeter.log", CONSOLE = RunRecorder.CONSOLE,
			SUMMARY = RunRecorder.SUMMARY;
	/** Where {@code ./dyno load} writes runs unless told otherwise; the tuning history looks there too. */
	public static final Path CLI_RUNS = Path.of(System.getProperty("user.home"), ".dyno", "runs");

	/**
	 * Where the workbench's "JMeter Load Test" launches write runs unless told otherwise: {@code load-runs} in its
	 * {@code workspace} folder, or {@code ~/dyno-load-runs} when it has none (null). The tuning history looks there
	 * too, so both read it here rather than one UI bundle asking the other.
	 */
	public static Path workbenchRuns(Path workspace) {
		return workspace != null ? workspace.resolve("load-runs") : Path.of(System.getProperty("user.home"), "dyno-load-runs");
	}
	/** Roles of the JVM traces: the watched target and JMeter's own JVM. */
	public static final String TARGET = "target", JMETER = "jmeter";

	private final Path dir;
	private final RunInfo info;

	LoadRun(Path dir, RunInfo info) {
		this.dir = dir;
		this.info = info;
	}

	/** Reads the run in {@code dir}; the message names what is missing or malformed. */
	public static LoadRun open(Path dir) throws IOException {
		Path abs = dir.toAbsolutePath().normalize();
		Path json = abs.resolve(RUN_JSON);
		if (!Files.isRegularFile(json)) {
			throw new IOException(abs + " is not a Dyno load run: it has no " + RUN_JSON);
		}
		return new LoadRun(abs, RunInfo.read(json));
	}

	/** The runs under {@code runsRoot}, newest first; folders that are not readable runs are skipped. */
	public static List<LoadRun> list(Path runsRoot) throws IOException {
		if (!Files.isDirectory(runsRoot)) {
			return List.of();
		}
		List<LoadRun> runs = new ArrayList<>();
		try (Stream<Path> dirs = Files.list(runsRoot)) {
			for (Path d : dirs.filter(Files::isDirectory).toList()) {
				try {
					runs.add(open(d));
				} catch (IOException e) {
					// Not a run (or a broken one): the list shows what can be opened.
				}
			}
		}
		runs.sort(Comparator.comparingLong(LoadRun::started).reversed().thenComparing(LoadRun::name));
		return runs;
	}

	public Path dir() {
		return dir;
	}

	public Path jtl() {
		return dir.resolve(JTL);
	}

	/** The folder name, e.g. {@code 20261123-170512-checkout}. */
	public String name() {
		return dir.getFileName().toString();
	}

	/** Epoch ms. */
	public long started() {
		return info.started();
	}

	/** Epoch ms; 0 while running or when the run never ended cleanly. */
	public long ended() {
		return info.ended();
	}

	/**
	 * How the run ended; RUNNING while it goes on. A run whose Dyno died with it still marked RUNNING but whose
	 * JMeter is gone is reported ABORTED.
	 */
	public JMeterProcess.Outcome outcome() {
		if (info.outcome() == JMeterProcess.Outcome.RUNNING && info.jmeterPid() > 0
				&& ProcessHandle.of(info.jmeterPid()).map(p -> !p.isAlive()).orElse(true)) {
			return JMeterProcess.Outcome.ABORTED;
		}
		return info.outcome();
	}

	/** The plan as the user gave it. */
	public Path plan() {
		return Path.of(info.plan());
	}

	/** The {@code -J} properties of the launch, in order. */
	public Map<String, String> properties() {
		return info.properties();
	}

	/** {@code host:port} of the remote engines, empty for a local run. */
	public List<String> engines() {
		return info.engines();
	}

	/** The label of the watched target, empty when none was watched. */
	public Optional<String> watchedLabel() {
		return Optional.ofNullable(info.watched());
	}

	/** JMeter's version that ran the plan. */
	public String jmeterVersion() {
		return info.jmeterVersion();
	}

	/** The warnings at the end of the run (statistics, think time, load generator); empty while running. */
	public List<LoadWarning> warnings() {
		return info.warnings();
	}

	/**
	 * What the thread groups' own schedules planned (threads, or arrivals per second), as the run's effective plan
	 * and properties say; empty when no group's schedule is known or the plan is gone.
	 */
	public List<ThreadSchedule> schedules() {
		try {
			return JmxPlan.read(dir.resolve(EFFECTIVE_PLAN)).schedules(properties());
		} catch (IOException e) {
			return List.of();
		}
	}

	/** The final Aggregate Report, once the run ended. */
	public Optional<AggregateTable> summary() throws IOException {
		Path file = dir.resolve(SUMMARY);
		if (!Files.isRegularFile(file)) {
			return Optional.empty();
		}
		try {
			return Optional.of(AggregateTable.fromJson(Files.readString(file, StandardCharsets.UTF_8)));
		} catch (RuntimeException e) {
			throw new IOException(file + " is not a valid summary: " + e.getMessage(), e);
		}
	}

	/** The Aggregate Report recomputed from the JTL (e.g. with other percentiles, or for a run without summary). */
	public AggregateTable recompute(double... percentiles) throws IOException {
		AggregateStats stats = percentiles.length == 0 ? new AggregateStats() : new AggregateStats(percentiles);
		readJtl(stats);
		return stats.table();
	}

	/** The over-time series of the run, from the JTL (for a dashboard of a run that is over). */
	public LoadTimeline timeline() throws IOException {
		LoadTimeline timeline = new LoadTimeline();
		readJtl(timeline);
		return timeline;
	}

	/** Delivers every sample of the JTL to {@code sink} (none when JMeter never wrote the file). */
	public void readJtl(SampleSink sink) throws IOException {
		if (Files.exists(jtl())) {
			try (JtlReader reader = JtlReader.open(jtl())) {
				reader.readAll(sink);
			}
		}
	}

	/** Role ({@value #TARGET}, {@value #JMETER}) to its samples. */
	public Map<String, JvmTrace> jvmTraces() throws IOException {
		Map<String, JvmTrace> traces = new LinkedHashMap<>();
		try (Stream<Path> files = Files.list(dir)) {
			for (Path f : files.sorted().toList()) {
				String n = f.getFileName().toString();
				if (n.startsWith(JvmCsv.PREFIX) && n.endsWith(JvmCsv.SUFFIX)) {
					String role = n.substring(JvmCsv.PREFIX.length(), n.length() - JvmCsv.SUFFIX.length());
					traces.put(role, new JvmTrace(info.jvms().getOrDefault(role, role), JvmCsv.read(f)));
				}
			}
		}
		return traces;
	}

	@Override
	public String toString() {
		return name() + " (" + outcome() + ")";
	}
}
