package dyno.load.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.ApdexScores;
import dyno.load.JtlReader;
import dyno.load.LoadErrors;
import dyno.load.LoadWarnings;
import dyno.load.RunComparison;
import dyno.load.RunTimeline;
import dyno.load.Sample;
import dyno.load.SampleSink;
import dyno.load.gate.Gate;
import dyno.load.gate.ThresholdRule;
import dyno.load.run.JvmTrace;
import dyno.load.run.LoadRun;

/**
 * The HTML load report of a whole run (issue 25): the exact Aggregate Report, APDEX per label, the most frequent
 * errors, and over time per-label response-time percentiles, throughput, errors, response codes, active threads,
 * latency and connect time, with the watched JVM's heap, GC pauses and threads on the same time axis when the input
 * is a run folder; with a baseline, both runs side by side and every column's change. One pass over each JTL, read in
 * parts on every core; memory depends on the run's length and labels, not on its row count.
 */
public final class LoadReportAnalysis implements Analysis<LoadReportResult> {

	public static final Parameter<Path> INPUTS = Parameter.positionals("run-or-jtl", ValueType.FILE,
			"a load run's folder (it holds run.json and results.jtl), or JTL result files (CSV or XML) read together");

	public static final Parameter<double[]> PERCENTILES = AggregateAnalysis.PERCENTILES;

	public static final Parameter<Integer> APDEX_SATISFIED = Parameter.option("apdex-satisfied",
			ValueType.wholeNumber(0), (int) ApdexScores.DEFAULT_SATISFIED_MS,
			"APDEX: a sample is satisfied up to this time, ms (JMeter's default)");

	public static final Parameter<Integer> APDEX_TOLERATED = Parameter.option("apdex-tolerated",
			ValueType.wholeNumber(0), (int) ApdexScores.DEFAULT_TOLERATED_MS,
			"APDEX: a sample is tolerated up to this time, ms (JMeter's default); frustrated beyond");

	public static final Parameter<Integer> GRANULARITY = Parameter.option("granularity", ValueType.wholeNumber(0), 0,
			"the time step of the charts, ms; 0 picks a round one from the run's length (at most "
					+ RunTimeline.MAX_POINTS + " points)");

	public static final Parameter<Path> BASELINE = Parameter.optional("baseline", ValueType.FILE,
			"a run folder or JTL file to show side by side, with every Aggregate Report column's change");

	public static final Parameter<ThresholdRule> FAIL_ON = AggregateAnalysis.FAIL_ON;

	/** How many error groups the report lists. */
	static final int TOP_ERRORS = 25;

	private static final int THREADS = Runtime.getRuntime().availableProcessors();

	@Override
	public String name() {
		return "report";
	}

	@Override
	public String title() {
		return "Load Report";
	}

	@Override
	public String summary() {
		return "the whole load run as one self-contained HTML file: Aggregate Report, APDEX, top errors, "
				+ "the run over time and the watched JVM";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(INPUTS, PERCENTILES, APDEX_SATISFIED, APDEX_TOLERATED, GRANULARITY, BASELINE, FAIL_ON);
	}

	@Override
	public LoadReportResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		List<ThresholdRule> rules = arguments.all(FAIL_ON);
		double[] percentiles = Gate.linesFor(arguments.get(PERCENTILES), rules);
		int satisfied = arguments.get(APDEX_SATISFIED);
		int tolerated = arguments.get(APDEX_TOLERATED);
		if (tolerated < satisfied) {
			throw new AnalysisException("--apdex-tolerated " + tolerated + " is below --apdex-satisfied " + satisfied
					+ ": a tolerated time is at least a satisfied one");
		}
		Settings settings = new Settings(percentiles, satisfied, tolerated, arguments.get(GRANULARITY));
		LoadReportResult run = report(arguments.all(INPUTS), settings, rules, progress);
		Path baseline = arguments.get(BASELINE);
		if (baseline == null) {
			return run;
		}
		LoadReportResult before = report(List.of(baseline), settings, List.of(), progress);
		return run.comparedWith(before, RunComparison.of(before.table(), run.table()));
	}

	private record Settings(double[] percentiles, long satisfied, long tolerated, long granularity) {
	}

	/** What one reading thread counts: every figure of the report, added up part by part. */
	private static final class Part implements SampleSink {

		final AggregateStats stats;
		final RunTimeline timeline;
		final LoadErrors errors = new LoadErrors();
		final ApdexScores apdex;

		/** @param spanMs about how long the results span (what the timeline's first width is chosen for) */
		Part(Settings s, long spanMs) {
			stats = new AggregateStats(s.percentiles);
			timeline = s.granularity == 0 ? RunTimeline.expecting(spanMs) : new RunTimeline(s.granularity);
			apdex = new ApdexScores(s.satisfied, s.tolerated);
		}

		@Override
		public void accept(Sample s) {
			stats.addUnshared(s);
			timeline.accept(s);
			errors.accept(s);
			apdex.accept(s);
		}

		void addAll(Part later) {
			stats.addAll(later.stats);
			timeline.addAll(later.timeline);
			errors.addAll(later.errors);
			apdex.addAll(later.apdex);
		}
	}

	private static LoadReportResult report(List<Path> inputs, Settings settings, List<ThresholdRule> rules,
			Progress progress) throws AnalysisException, InterruptedException {
		String name;
		List<Path> jtls;
		JvmTrace jvm = null;
		if (inputs.size() == 1 && Files.isDirectory(inputs.get(0))) {
			try {
				LoadRun run = LoadRun.open(inputs.get(0));
				name = run.name();
				jtls = List.of(run.jtl());
				jvm = run.jvmTraces().get(LoadRun.TARGET);
			} catch (IOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
		} else {
			jtls = inputs;
			String first = inputs.get(0).getFileName().toString();
			name = inputs.size() == 1 ? first : first + " and " + (inputs.size() - 1) + " more";
		}
		Part all = new Part(settings, 0);
		List<String> skipped = new ArrayList<>();
		progress.begin("Reading " + name, jtls.size());
		for (Path file : jtls) {
			progress.checkCancelled();
			try (JtlReader reader = JtlReader.open(file)) {
				long before = all.stats.count();
				long span = reader.roughSpan();
				for (Part part : reader.readAllInParts(THREADS, () -> new Part(settings, span))) {
					all.addAll(part);
				}
				if (reader.problems().count() > 0) {
					skipped.add(reader.problems().summary());
				}
				if (all.stats.count() == before) {
					throw new AnalysisException(file + ": no readable results");
				}
			} catch (IOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
			progress.worked(1);
		}
		AggregateTable table = all.stats.table();
		return new LoadReportResult(name, inputs, table, LoadWarnings.fromStats(table), skipped,
				settings.satisfied, settings.tolerated, all.apdex.scores(), all.errors.failed(),
				all.errors.top(TOP_ERRORS), all.timeline.snapshot(percentiles(settings)), jvm, null, null,
				Gate.evaluate(rules, table));
	}

	/** The median, then the Aggregate Report's lines: the percentiles charted over time. */
	private static double[] percentiles(Settings settings) {
		double[] lines = new double[settings.percentiles.length + 1];
		lines[0] = 50;
		System.arraycopy(settings.percentiles, 0, lines, 1, settings.percentiles.length);
		return lines;
	}
}
