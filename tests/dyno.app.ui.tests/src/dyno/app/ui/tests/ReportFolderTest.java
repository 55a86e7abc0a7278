package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

import dyno.ui.internal.ReportFolder;

/**
 * Where File &gt; Export Report&hellip; opens its file dialog (issue 39, point 5): in the user's home at first, not
 * in the working directory (the product's install folder); then in the folder the last report went to, across
 * sessions, while that folder exists.
 */
class ReportFolderTest {

	private final Preferences node = InstanceScope.INSTANCE.getNode("dyno.app.ui.tests").node("reportFolder");

	@AfterEach
	void forget() throws BackingStoreException {
		node.removeNode();
	}

	@Test
	void theHomeFirstThenTheLastReportsFolderWhileItExists(@TempDir Path tmp) throws Exception {
		Path home = Path.of(System.getProperty("user.home"));
		assertEquals(home, new ReportFolder(node).start());

		Path reports = Files.createDirectory(tmp.resolve("reports"));
		new ReportFolder(node).used(reports.resolve("heap.html"));
		assertEquals(reports, new ReportFolder(node).start(), "kept for the next dialog");

		Files.delete(reports);
		assertEquals(home, new ReportFolder(node).start(), "a folder since removed is no place to open in");
	}
}
