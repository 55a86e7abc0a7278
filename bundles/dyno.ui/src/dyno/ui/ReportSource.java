package dyno.ui;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;

/**
 * An editor or view that shows an analysis' result, as the part itself or through its adapter: File &gt; Export
 * Report&hellip; writes that result as the self-contained HTML report that {@code ./dyno <command> --format html}
 * writes, rendered by the same renderer.
 */
public interface ReportSource {

	/** The result shown now; null while there is none yet (still reading, nothing chosen). */
	Result currentResult();

	/** The arguments the result was made with, which the HTML report names under its heading; null: not known. */
	default Arguments currentArguments() {
		return null;
	}

	/** The report file's suggested name without its extension, e.g. the recording's name. */
	String reportName();
}
