package dyno.jboss.analysis;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;

/** The server engine's analyses: the lint of a server's configuration and the reference of its rules. */
public final class ServerAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new LintAnalysis(),
				new RuleReferenceAnalysis());
	}
}
