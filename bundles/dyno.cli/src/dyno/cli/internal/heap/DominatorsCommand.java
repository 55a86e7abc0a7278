package dyno.cli.internal.heap;

import dyno.cli.internal.AnalysisCommand;
import dyno.core.analysis.Parameter;
import dyno.heap.analysis.DominatorsAnalysis;
import dyno.heap.analysis.DominatorsResult;

/**
 * {@code ./dyno dominators <hprof> [--top N] [--by object|class|package|loader] [--baseline <earlier.hprof>]}: the
 * {@link DominatorsAnalysis}, in every generic format.
 */
public final class DominatorsCommand extends AnalysisCommand<DominatorsResult> {

	/** @param analysis the registry's */
	public DominatorsCommand(DominatorsAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "give a heap dump (.hprof or .hprof.gz)";
	}
}
