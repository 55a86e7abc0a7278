package dyno.heap.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.heap.SnapshotStore;
import dyno.heap.ui.internal.snapshots.ImportSnapshots;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;

/**
 * Snapshots from files (the Snapshots view's Import Histogram… and Open Heap Dump… past their file choosers, which
 * are the system's): a real JDK 6 {@code jmap -histo} file and a real JDK 6 heap dump become snapshots; a file of
 * other text is refused with a message naming the cause. The Heap menu reaches the views and the commands.
 */
@ExtendWith(CleanWorkbench.class)
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
		onUi(shell -> ImportSnapshots.importHistograms(shell, List.of(histogram)));
		String series = DynoWindow.find().snapshots().waitForSeries("histogram_sun_jdk6_18_x64.txt");
		assertTrue(series.equals("histogram_sun_jdk6_18_x64.txt (imported)  (1 snapshot)"), series);

		Path notes = Files.writeString(dir.resolve("notes.txt"), "Dear diary,\ntoday the heap grew.\n");
		onUi(shell -> ImportSnapshots.importHistograms(shell, List.of(notes)));
		DialogPage error = DialogPage.waitFor("Importing class histograms");
		String said = String.join(" ", error.labels());
		assertTrue(said.contains("Not a class histogram") && said.contains(notes.toString()), said);
		error.click("OK");
	}

	@Test
	void heapMenuReachesTheViewsAndTheCommands() {
		List<String> items = DynoWindow.find().menuItems("Heap");
		assertEquals(List.of("Snapshots", "Holders", "Take Class Histogram Snapshot", "Find Leaks…", "Import Histogram…",
				"Open Heap Dump…", "Open Dominator Tree…"), items);
	}

	@Test
	void takesTheHistogramOfAHeapDumpAndRefusesOtherFiles(@TempDir Path dir) throws Exception {
		Path hprof = Fixtures.get("jvm/hprof/eclipse-mat__mat/sun_jdk6_18_x64.hprof");
		onUi(shell -> ImportSnapshots.importHeapDump(shell, hprof));
		String series = DynoWindow.find().snapshots().waitForSeries("sun_jdk6_18_x64.hprof");
		assertTrue(series.endsWith("(1 snapshot)"), series);

		Path text = Files.writeString(dir.resolve("not-a-dump.hprof"), "JAVA? no, just text\n");
		onUi(shell -> ImportSnapshots.importHeapDump(shell, text));
		DialogPage error = DialogPage.waitFor("Reading the heap dump not-a-dump.hprof");
		String said = String.join(" ", error.labels());
		assertTrue(said.contains("Cannot do that: " + text + " is not an HPROF heap dump"), said);
		error.click("OK");
	}

	/** Runs {@code action} with the workbench window's shell, later on the UI thread (it may open a dialog). */
	private static void onUi(Consumer<Shell> action) {
		Display.getDefault().asyncExec(() -> action.accept(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell()));
	}
}
