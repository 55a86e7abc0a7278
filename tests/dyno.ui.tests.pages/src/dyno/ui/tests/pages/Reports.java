package dyno.ui.tests.pages;

import java.nio.file.Files;
import java.nio.file.Path;

import dyno.samples.Waits;

/** The reports File &gt; Export Report&hellip; writes. */
public final class Reports {

	private Reports() {
	}

	/** The report once its job wrote it (the export runs in a job: the UI does not wait for the disk). */
	public static String written(Path file) throws Exception {
		// A file not there yet throws: "not yet". The probe's value is the whole text, so a timeout shows what was read.
		return Waits.value("the whole report (ending in </html>) written to " + file, () -> Files.readString(file),
				text -> text.endsWith("</html>\n"));
	}
}
