package dyno.heap.ui.internal.diff;

import java.util.List;

import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;
import dyno.heap.Snapshot;
import dyno.heap.analysis.DiffAnalysis;
import dyno.heap.analysis.DiffResult;

/**
 * What the Snapshot Diff editor shows: the {@link DiffAnalysis} of its snapshots with the mode, measure and filter
 * chosen, which start at the analysis' defaults. No SWT, so that a test without a display checks that the editor and
 * {@code dyno diff} agree.
 */
public final class DiffModel {

	private Mode mode = DiffAnalysis.MODE.defaultValue();
	private Measure measure = DiffAnalysis.MEASURE.defaultValue();
	private String filter = DiffAnalysis.FILTER.defaultValue();

	public Mode mode() {
		return mode;
	}

	public void mode(Mode chosen) {
		mode = chosen;
	}

	public Measure measure() {
		return measure;
	}

	public void measure(Measure chosen) {
		measure = chosen;
	}

	/** @param text a package prefix or /regex/; empty for every class */
	public void filter(String text) {
		filter = text.strip();
	}

	/**
	 * @throws IllegalArgumentException when the filter is a regular expression that does not compile
	 */
	public DiffResult diff(List<Snapshot> snapshots) {
		return DiffAnalysis.diff(snapshots, mode, measure, filter);
	}
}
