package dyno.load.ui.internal.dashboard;

import java.nio.file.Path;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.load.analysis.LoadReportAnalysis;
import dyno.load.analysis.LoadReportResult;
import dyno.load.ui.internal.prefs.LoadPreferences;

/**
 * The full load report of a run folder ({@link LoadReportAnalysis}, as {@code ./dyno report <run>} writes it), with
 * a baseline run beside it for a comparison. It is computed when it is first rendered: an export renders in its
 * job, so reading the JTL never holds up the UI thread; a live run's report holds what its JTL has so far.
 */
final class RunReport implements Result {

	private final Arguments arguments;
	private LoadReportResult result;

	/** @param baseline the run compared with; null for none */
	RunReport(Path run, Path baseline) {
		LoadReportAnalysis analysis = new LoadReportAnalysis();
		// The report's percentile lines and APDEX thresholds are the Load Tests preferences', as the dashboard's.
		Arguments.Builder b = Arguments.of(analysis).with(LoadReportAnalysis.INPUTS, run)
				.with(LoadReportAnalysis.PERCENTILES, LoadPreferences.percentiles())
				.with(LoadReportAnalysis.APDEX_SATISFIED, LoadPreferences.apdexSatisfied())
				.with(LoadReportAnalysis.APDEX_TOLERATED, LoadPreferences.apdexTolerated());
		if (baseline != null) {
			b.with(LoadReportAnalysis.BASELINE, baseline);
		}
		arguments = b.build();
	}

	/** What the report is made with: the run, the baseline, the preferences' percentiles and APDEX thresholds. */
	Arguments arguments() {
		return arguments;
	}

	/** @throws IllegalStateException with the analysis' one-sentence cause when the run cannot be read */
	synchronized LoadReportResult result() {
		if (result == null) {
			try {
				result = new LoadReportAnalysis().run(arguments, Progress.NONE);
			} catch (AnalysisException e) {
				throw new IllegalStateException(e.getMessage(), e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException("reading the run was interrupted", e);
			}
		}
		return result;
	}

	@Override
	public Report report() {
		return result().report();
	}

	@Override
	public Object data() {
		return result().data();
	}

	@Override
	public String html() {
		return result().html();
	}
}
