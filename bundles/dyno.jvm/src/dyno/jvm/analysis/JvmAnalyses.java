package dyno.jvm.analysis;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;

/** The JVM engine's analyses: the JVMs that can be watched and a thread dump of one. */
public final class JvmAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new JvmsAnalysis(),
				new ThreadsAnalysis(JvmAccess.connecting()));
	}
}
