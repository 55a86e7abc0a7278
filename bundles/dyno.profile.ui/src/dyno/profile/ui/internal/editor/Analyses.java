package dyno.profile.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.profile.RecordingTimeline;
import dyno.profile.TimeRange;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;
import dyno.ui.MonitorProgress;

/**
 * What the editor's pages show, read in a job by the {@link JfrSummaryAnalysis} (as {@code dyno jfr-summary}
 * reads it, with every row and every rule result) for the whole recording or a time range, with the whole
 * recording's timeline for the strip; or, for a file that cannot be read, why (the editor says it in its own area
 * rather than in a dialog that goes away).
 */
public record Analyses(JfrSummaryResult result, RecordingTimeline timeline, String problem) {

	/** The strip's buckets: finer than a wide editor's pixels would not show. */
	static final int BUCKETS = 400;

	/** Runs the analysis of {@code range}; an unreadable file gives an instance with only the problem. */
	public static Analyses load(Path file, TimeRange range, IProgressMonitor monitor) throws InterruptedException {
		try {
			JfrSummaryResult result = new JfrSummaryAnalysis().run(arguments(file, range), new MonitorProgress(monitor));
			return new Analyses(result, RecordingTimeline.of(result.recording(), BUCKETS), null);
		} catch (AnalysisException e) {
			return new Analyses(null, null, e.getMessage() == null ? e.toString() : e.getMessage());
		}
	}

	/** The editor's arguments: all rows, every rule result, every frame, of the range. */
	static Arguments arguments(Path file, TimeRange range) {
		return Arguments.of(new JfrSummaryAnalysis()).with(JfrSummaryAnalysis.FILE, file)
				.with(JfrSummaryAnalysis.TOP, Integer.MAX_VALUE).with(JfrSummaryAnalysis.MIN_SCORE, 0)
				.with(JfrSummaryAnalysis.RANGE, range).build();
	}
}
