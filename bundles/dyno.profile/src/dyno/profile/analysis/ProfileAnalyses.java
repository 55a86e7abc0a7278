package dyno.profile.analysis;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;
import dyno.jvm.analysis.JvmAccess;

/**
 * The profiler's analyses: a JFR recording taken of a JVM, a recording's summary and its flame graph.
 */
public final class ProfileAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new ProfileAnalysis(JvmAccess.connecting(), recording -> {
				}),
				new JfrSummaryAnalysis(),
				new FlameAnalysis());
	}
}
