package dyno.load.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.LoadWarnings;
import dyno.load.gate.Gate;
import dyno.load.gate.ThresholdRule;
import dyno.load.run.LoadRun;

/**
 * The summary of a load run from its folder, as {@code ./dyno load} prints it at the end and the Load Dashboard
 * shows a saved run: the Aggregate Report the run saved (its {@code summary.json}), or, for a run that never ended
 * cleanly, the {@link AggregateAnalysis} of its JTL; the warnings of its end (statistics, think time, load
 * generator), or those of the statistics alone when it has none; how it ended.
 */
public final class LoadSummaryAnalysis implements Analysis<LoadSummaryResult> {

	public static final Parameter<Path> RUN = Parameter.positional("run", ValueType.FILE,
			"the folder of a load run (it holds run.json and results.jtl)");

	/** The Aggregate Report's lines when it is computed from the JTL; a saved summary has its own. */
	public static final Parameter<double[]> PERCENTILES = AggregateAnalysis.PERCENTILES;

	/** Rules the run's Aggregate Report must keep ({@link AggregateAnalysis#FAIL_ON}). */
	public static final Parameter<ThresholdRule> FAIL_ON = AggregateAnalysis.FAIL_ON;

	private final AggregateAnalysis aggregate = new AggregateAnalysis();

	@Override
	public String name() {
		return "load-summary";
	}

	@Override
	public String title() {
		return "Load Run Summary";
	}

	@Override
	public String summary() {
		return "the Aggregate Report, warnings and outcome of a saved load run";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(RUN, PERCENTILES, FAIL_ON);
	}

	@Override
	public LoadSummaryResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		LoadRun run;
		Optional<AggregateTable> saved;
		try {
			run = LoadRun.open(arguments.get(RUN));
			saved = run.summary();
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
		AggregateTable table;
		List<String> problems = List.of();
		if (saved.isPresent()) {
			table = saved.get();
		} else if (hasResults(run)) {
			AggregateResult recomputed;
			try {
				recomputed = aggregate.run(Arguments.of(aggregate).with(AggregateAnalysis.FILES, run.jtl())
						.with(AggregateAnalysis.PERCENTILES, lines(arguments)).build(), progress);
			} catch (AnalysisException e) {
				// A run that died before its first sample still has a summary: empty, saying why.
				recomputed = new AggregateResult(empty(arguments), List.of(), List.of(e.getMessage()));
			}
			table = recomputed.table();
			problems = recomputed.skipped();
		} else {
			table = empty(arguments);
		}
		// A run's final warnings are saved when it ends; one that never ended has those of its statistics.
		List<LoadWarning> warnings = run.ended() > 0 ? run.warnings() : LoadWarnings.fromStats(table);
		return new LoadSummaryResult(run.name(), run.dir(), run.plan(), run.properties(), run.engines(),
				run.jmeterVersion(), run.started(), run.ended(), run.outcome(), table, warnings, problems,
				Gate.evaluate(arguments.all(FAIL_ON), table));
	}

	private static AggregateTable empty(Arguments arguments) {
		return new AggregateStats(lines(arguments)).table();
	}

	/** The percentile lines to compute, with those the rules name (a saved summary has the lines it was saved with). */
	private static double[] lines(Arguments arguments) {
		return Gate.linesFor(arguments.get(PERCENTILES), arguments.all(FAIL_ON));
	}

	private static boolean hasResults(LoadRun run) {
		try {
			return Files.size(run.jtl()) > 0;
		} catch (IOException e) {
			return false; // no JTL: JMeter never wrote a sample
		}
	}
}
