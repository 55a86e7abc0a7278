package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.heap.SnapshotStore;
import dyno.heap.ui.internal.snapshots.ImportSnapshots;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;

/**
 * Importing class histograms into the Snapshots view (the view's Import Histogram… past its file chooser, which
 * is the system's): a real JDK 6 {@code jmap -histo} file becomes a snapshot; a file of other text is refused with
 * a message naming the file and the line.
 */
class HeapImportTest {

	@TempDir
	static Path store;

	@BeforeAll
	static void setUp() {
		Jemmy.setUp();
		System.setProperty(SnapshotStore.PROPERTY, store.toString());
	}

	@AfterAll
	static void tearDown() {
		System.clearProperty(SnapshotStore.PROPERTY);
	}

	@Test
	void importsAJmapHistogramAndRefusesOtherText(@TempDir Path dir) throws Exception {
		Path histogram = Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt");
		importFiles(List.of(histogram));
		String series = DynoWindow.find().snapshots().waitForSeries("histogram_sun_jdk6_18_x64.txt");
		assertTrue(series.equals("histogram_sun_jdk6_18_x64.txt (imported)  (1 snapshot)"), series);

		Path notes = Files.writeString(dir.resolve("notes.txt"), "Dear diary,\ntoday the heap grew.\n");
		importFiles(List.of(notes));
		DialogPage error = DialogPage.waitFor("Importing class histograms");
		String said = String.join(" ", error.labels());
		assertTrue(said.contains("Not a class histogram") && said.contains(notes.toString()), said);
		error.click("OK");
	}

	private static void importFiles(List<Path> files) {
		Display.getDefault().asyncExec(() -> ImportSnapshots
				.importHistograms(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell(), files));
	}
}
