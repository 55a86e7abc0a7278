package dyno.cli.internal.heap;

import dyno.cli.internal.AnalysisCommand;
import dyno.core.analysis.Parameter;
import dyno.heap.analysis.SuspectsAnalysis;
import dyno.heap.analysis.SuspectsResult;

/**
 * {@code ./dyno suspects <hprof> [--series <folder of snapshots>]}: the {@link SuspectsAnalysis}, in every generic
 * format.
 */
public final class SuspectsCommand extends AnalysisCommand<SuspectsResult> {

	/** @param analysis the registry's */
	public SuspectsCommand(SuspectsAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "give a heap dump (.hprof or .hprof.gz), and --series a folder of snapshots for the leak finder";
	}
}
