package dyno.app.ui.tests.registry;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;

/** This test bundle's analyses, named in its META-INF/services as an engine bundle names its own. */
public final class TestAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new WordCountAnalysis());
	}
}
