package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.Ui;

/**
 * The shell an Eclipse RCP user expects: File, Edit, the tools' menus, Run, Window and Help with the platform's
 * standard entries; About that says what Dyno is and which versions it runs with; Reset Perspective that puts the
 * views back without harming the open editors.
 */
@ExtendWith(CleanWorkbench.class)
class WorkbenchShellTest {

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
	}

	@Test
	void theStandardMenusAreThereInTheirUsualPlaces() {
		DynoWindow window = DynoWindow.find();
		List<String> bar = window.menuBar();
		assertEquals(List.of("File", "Edit"), bar.subList(0, 2), "File and Edit first: " + bar);
		assertEquals(List.of("Run", "Window", "Help"), bar.subList(bar.size() - 3, bar.size()), "then last: " + bar);
		assertTrue(bar.containsAll(List.of("Heap", "Servers", "Load", "Profile")), "the tools between them: " + bar);

		assertTrue(window.menuItems("File").containsAll(List.of("Open File...", "Close Editor", "Close All Editors", "Save",
				"Save All", "Revert", "Export Report...", "Exit")), window.menuItems("File").toString());
		assertTrue(window.menuItems("Edit").containsAll(List.of("Cut", "Copy", "Paste", "Delete", "Select All",
				"Find/Replace...")), window.menuItems("Edit").toString());
		assertTrue(window.menuItems("Run").containsAll(List.of("Run Load Test…", "Run Test Plan…",
				"Run Configurations…")), window.menuItems("Run").toString());
		assertTrue(window.menuItems("Window").containsAll(List.of("Show View", "Save Perspective As...",
				"Reset Perspective...", "Preferences...")), window.menuItems("Window").toString());
		assertEquals(List.of("Dyno Guide", "Show Active Keybindings...", "Tuning Rules", "About Dyno"),
				window.menuItems("Help"));

		window.chooseMenu("Window", "Preferences...");
		DialogPage preferences = DialogPage.waitFor("Preferences");
		preferences.click("Cancel");
		preferences.waitUntilClosed();
	}

	@Test
	void aboutSaysWhatDynoIsAndWhichVersionsItRunsWith() {
		DynoWindow window = DynoWindow.find();
		window.chooseMenu("Help", "About Dyno");
		DialogPage about = DialogPage.waitFor("About Dyno");
		try {
			String text = about.waitForText("Dyno 0.1.0");
			for (String fact : List.of("Build: ", "Java: " + System.getProperty("java.runtime.version"), "JMeter: 5.6.3",
					"org.openjdk.jmc.flightrecorder: 9.1.2", "org.openjdk.jmc.flightrecorder.rules.jdk: 9.1.2")) {
				assertTrue(text.contains(fact), fact + " in " + text);
			}
		} finally {
			about.click("OK");
		}
		about.waitUntilClosed();
	}

	/**
	 * Reset Perspective with a configuration file, a recording and a histogram diff open: each editor still shows
	 * its content (not "No editor descriptor for id …emptyEditorTab"), and the JVM Explorer is back.
	 */
	@Test
	void resetPerspectiveKeepsEveryOpenEditorWorking() throws Exception {
		DynoWindow window = DynoWindow.find();
		Path serverXml = dir.resolve("server.xml");
		Files.copy(Fixtures.get("tomcat/9.0.98/conf/server.xml"), serverXml);
		ConfigEditorPage.open(serverXml);
		RecordingPage.open(SampleRecordings.profiled(dir.resolve("profiled.jfr")));
		RecordingPage.find(window).waitLoaded();
		Ui.get(() -> {
			SnapshotDiffEditor.open(List.of(
					Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt"),
					Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt")));
			return null;
		});
		// The diff names its JVMs in its tab once it has read the histograms (in a job): compare after that.
		window.snapshotDiff().waitForRows("diff.table", rows -> !rows.isEmpty());
		List<String> before = editors();
		assertEquals(3, before.size(), before.toString());

		window.hideView("dyno.jvm.ui.jvmExplorer");
		window.chooseMenu("Window", "Reset Perspective...");
		DialogPage confirm = DialogPage.waitFor("Reset Perspective");
		confirm.click("Reset Perspective");
		confirm.waitUntilClosed();

		assertEquals(before, editors(), "the same editors, each with its own part");
		assertTrue(Ui.get(() -> page().findView("dyno.jvm.ui.jvmExplorer") != null), "the JVM Explorer is back");
		assertTrue(Ui.get(() -> page().isEditorAreaVisible()), "the editors are shown");
		RecordingPage.find(window).waitLoaded();
		window.screenshot("reset-perspective");
	}

	/** "title: part class" of each open editor, restored: an editor that failed to come back is an ErrorEditorPart. */
	private static List<String> editors() {
		return Ui.get(() -> {
			List<String> out = new java.util.ArrayList<>();
			for (IEditorReference ref : page().getEditorReferences()) {
				IEditorPart part = ref.getEditor(true);
				assertFalse(part == null || part.getClass().getName().contains("ErrorEditorPart"),
						ref.getTitle() + " did not come back: " + part);
				out.add(ref.getTitle() + ": " + part.getClass().getSimpleName());
			}
			return out;
		});
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
