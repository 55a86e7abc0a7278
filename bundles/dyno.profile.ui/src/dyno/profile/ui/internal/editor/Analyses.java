package dyno.profile.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;
import dyno.ui.MonitorProgress;

/**
 * What the editor's pages show, read in a job by the {@link JfrSummaryAnalysis} (as {@code dyno jfr-summary}
 * reads it, with every row and every rule result); or, for a file that cannot be read, why (the editor says it in
 * its own area rather than in a dialog that goes away).
 */
public record Analyses(JfrSummaryResult result, String problem) {

	/** Runs the analysis; an unreadable file gives an instance with only the problem. */
	public static Analyses load(Path file, IProgressMonitor monitor) throws InterruptedException {
		try {
			return new Analyses(new JfrSummaryAnalysis().run(arguments(file), new MonitorProgress(monitor)), null);
		} catch (AnalysisException e) {
			return new Analyses(null, e.getMessage() == null ? e.toString() : e.getMessage());
		}
	}

	/** The editor's arguments: all rows, every rule result, every frame. */
	static Arguments arguments(Path file) {
		return Arguments.of(new JfrSummaryAnalysis()).with(JfrSummaryAnalysis.FILE, file)
				.with(JfrSummaryAnalysis.TOP, Integer.MAX_VALUE).with(JfrSummaryAnalysis.MIN_SCORE, 0).build();
	}
}
