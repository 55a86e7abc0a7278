package dyno.cli.internal.profile;

import dyno.cli.internal.AnalysisCommand;
import dyno.core.analysis.Parameter;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;

/**
 * {@code ./dyno jfr-summary <rec.jfr>}: the {@link JfrSummaryAnalysis}, what the Recording editor shows of a
 * recording (hot methods, allocation by class with the allocating method, locks by total wait, JMC's rule results
 * worth a look), as text, CSV, JSON or an HTML report.
 */
public final class JfrSummaryCommand extends AnalysisCommand<JfrSummaryResult> {

	/** @param analysis the registry's */
	public JfrSummaryCommand(JfrSummaryAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which recording? give a .jfr file";
	}
}
