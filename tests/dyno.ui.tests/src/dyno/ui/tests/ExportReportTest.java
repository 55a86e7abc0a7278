package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.heap.analysis.DiffAnalysis;
import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapEditorPage;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.Ui;

/**
 * File &gt; Export Report&hellip;: an editor's result as the self-contained HTML file {@code --format html} writes,
 * enabled only where a part shows a result.
 */
@ExtendWith(CleanWorkbench.class)
class ExportReportTest {

	private static final String EXPORT = "Export Report...";

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
	void aRecordingsReportHasWhatItsPagesShow() throws Exception {
		Path jfr = SampleRecordings.profiled(dir.resolve("profiled.jfr"));
		DynoWindow window = DynoWindow.find();
		window.showView("dyno.jvm.ui.jvmExplorer"); // a part without a result is active: nothing to export
		assertFalse(window.menuItemEnabled("File", EXPORT), "enabled without a result: " + window.menuItems("File"));

		RecordingPage.open(jfr);
		RecordingPage recording = RecordingPage.find(window);
		recording.waitLoaded();
		List<List<String>> hot = recording.waitForRows("execution.hotMethods", r -> !r.isEmpty());
		assertTrue(window.menuItemEnabled("File", EXPORT));

		Path html = dir.resolve("profiled.html");
		window.executeCommand("dyno.ui.exportReport", Map.of("dyno.ui.exportReport.file", html.toString()));
		String report = written(html);
		assertTrue(report.startsWith("<!DOCTYPE html>"), report);
		assertTrue(report.contains("<h1>JFR recording profiled.jfr</h1>"), report);
		assertTrue(report.contains(escape(hot.get(0).get(0))), "the hottest method of the Execution page: " + hot.get(0));
		assertFalse(report.contains("http"), "nothing is fetched: no http reference at all");
		assertEquals(-1, report.indexOf("<link"), "no stylesheet to fetch");
	}

	@Test
	void aDiffsReportIsTheOneDynoDiffWrites() throws Exception {
		List<Path> histograms = List.of(Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt"),
				Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt"));
		DynoWindow window = DynoWindow.find();
		Ui.get(() -> {
			SnapshotDiffEditor.open(histograms);
			return null;
		});
		HeapEditorPage diff = window.snapshotDiff();
		diff.waitForRows("diff.table", r -> r.size() > 100);
		assertTrue(window.menuItemEnabled("File", EXPORT));

		Path html = dir.resolve("diff.html");
		window.executeCommand("dyno.ui.exportReport", Map.of("dyno.ui.exportReport.file", html.toString()));
		DiffAnalysis analysis = new DiffAnalysis();
		Arguments.Builder arguments = Arguments.of(analysis);
		histograms.forEach(h -> arguments.with(DiffAnalysis.SNAPSHOTS, h));
		// The view opens on the analysis' defaults, in its order: the file is what dyno diff --format html writes.
		assertEquals(Format.HTML.render(analysis.run(arguments.build(), Progress.NONE)), written(html));
	}

	/** The report once its job wrote it (the export runs in a job: the UI does not wait for the disk). */
	static String written(Path file) throws Exception {
		long end = System.nanoTime() + 30_000_000_000L;
		while (System.nanoTime() < end) {
			if (Files.isRegularFile(file) && Files.readString(file).endsWith("</html>\n")) {
				return Files.readString(file);
			}
			Thread.sleep(100);
		}
		throw new AssertionError("no report written to " + file + " within 30 s");
	}

	private static String escape(String s) {
		return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
				.replace("'", "&#39;");
	}
}
