package dyno.load.analysis;

import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.load.RunComparison;

/**
 * Two load runs compared, as the Load Dashboard's "Compare with…" shows them: each run's summary
 * ({@link LoadSummaryAnalysis}; a baseline without a saved one is computed with the other run's percentile lines,
 * so that they compare), then every column's change per label and in TOTAL ({@link RunComparison}).
 */
public final class LoadComparisonAnalysis implements Analysis<LoadComparisonResult> {

	public static final Parameter<Path> BASELINE = Parameter.positional("baseline", ValueType.FILE,
			"the folder of the run compared with (the baseline)");
	public static final Parameter<Path> RUN = Parameter.positional("run", ValueType.FILE,
			"the folder of the run whose changes are shown");

	private final LoadSummaryAnalysis summary = new LoadSummaryAnalysis();

	@Override
	public String name() {
		return "load-compare";
	}

	@Override
	public String title() {
		return "Run Comparison";
	}

	@Override
	public String summary() {
		return "the change of every Aggregate Report column per label between two saved load runs";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(BASELINE, RUN);
	}

	@Override
	public LoadComparisonResult run(Arguments arguments, Progress progress) throws AnalysisException,
			InterruptedException {
		LoadSummaryResult after = summary.run(Arguments.of(summary).with(LoadSummaryAnalysis.RUN, arguments.get(RUN))
				.build(), progress);
		LoadSummaryResult before = summary.run(Arguments.of(summary).with(LoadSummaryAnalysis.RUN,
				arguments.get(BASELINE)).with(LoadSummaryAnalysis.PERCENTILES, after.table().percentiles()).build(),
				progress);
		return new LoadComparisonResult(before.name(), after.name(), RunComparison.of(before.table(), after.table()));
	}
}
