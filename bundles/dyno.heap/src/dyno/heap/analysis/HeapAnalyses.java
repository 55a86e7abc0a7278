package dyno.heap.analysis;

import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisProvider;
import dyno.heap.SnapshotSchedule;
import dyno.jvm.analysis.JvmAccess;

/**
 * The heap engine's analyses: histograms and their diff, the leak finder, the holders of a class, a dump's
 * dominators and suspects.
 */
public final class HeapAnalyses implements AnalysisProvider {

	@Override
	public List<Analysis<?>> analyses() {
		return List.of(new HistoAnalysis(JvmAccess.connecting()),
				new DiffAnalysis(),
				new LeaksAnalysis(JvmAccess.connecting(), SnapshotSchedule.Listener.NONE),
				new HoldersAnalysis(),
				new DominatorsAnalysis(),
				new SuspectsAnalysis());
	}
}
