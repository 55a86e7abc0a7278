package dyno.load.analysis;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;

/** The load engine's analyses: the Aggregate Report of a JTL, a run's summary and report, two runs compared. */
public final class LoadAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new AggregateAnalysis(),
				new LoadSummaryAnalysis(),
				new LoadComparisonAnalysis(),
				new LoadReportAnalysis());
	}
}
