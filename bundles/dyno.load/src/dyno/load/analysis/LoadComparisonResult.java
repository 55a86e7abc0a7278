package dyno.load.analysis;

import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.load.RunComparison;

/**
 * What {@link LoadComparisonAnalysis} found.
 *
 * @param baseline   the baseline run's name
 * @param run        the other run's name
 * @param comparison every column's change per label and in TOTAL, and the labels of one run only
 */
public record LoadComparisonResult(String baseline, String run, RunComparison comparison) implements Result {

	@Override
	public Report report() {
		return new Report("Comparison " + baseline + " → " + run, comparison.report().sections());
	}
}
