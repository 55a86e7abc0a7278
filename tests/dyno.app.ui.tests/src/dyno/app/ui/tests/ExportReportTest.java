package dyno.app.ui.tests;

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
import dyno.core.analysis.Faces;
import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.load.analysis.LoadReportAnalysis;
import dyno.load.run.LoadRun;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.samples.Fixtures;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapEditorPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.Reports;
import dyno.ui.tests.pages.SampleRecordings;
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
		String report = Reports.written(html);
		assertTrue(report.startsWith("<!DOCTYPE html>"), report);
		assertTrue(report.contains("<h1>JFR recording profiled.jfr</h1>"), report);
		assertTrue(report.contains(escape(hot.get(0).get(0))), "the hottest method of the Execution page: " + hot.get(0));
		assertTrue(report.contains("<tr><td>recording</td><td>" + escape(jfr.toString()) + "</td></tr>"),
				"the arguments under the heading: " + report);
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
		// The view opens on the analysis' defaults, in its order: the file is what dyno diff --format html writes,
		// its arguments (the files, mode, measure) under the heading.
		Arguments asked = arguments.build();
		String report = Reports.written(html);
		assertEquals(Format.HTML.render(analysis.run(asked, Progress.NONE), asked), report);
		assertTrue(report.contains("<tr><td>mode</td><td>delta</td></tr>"), report);
	}

	/**
	 * A saved load run's dashboard exports the whole run ({@code dyno report <run-folder>}): the Aggregate Report,
	 * APDEX, top errors, the charts over time and the watched JVM; headless Chromium renders it for a person to look at.
	 */
	@Test
	void aLoadRunsReportIsTheWholeRunAsDynoReportWritesIt() throws Exception {
		Path run = Files.createDirectories(dir.resolve("20190305-112027-shop"));
		long start = 1551783627191L;
		Files.copy(Fixtures.get("jmeter/results/apache__jmeter/HTMLReportTestFile.csv"), run.resolve(LoadRun.JTL));
		Files.writeString(run.resolve(LoadRun.RUN_JSON), Faces.json(Map.of("plan", "/plans/shop.jmx", "jmeterVersion",
				"5.6.3", "started", start, "ended", start + 60_000, "outcome", "COMPLETED", "watched", "pid 4711",
				"jvms", Map.of(LoadRun.TARGET, "pid 4711"))));
		StringBuilder jvm = new StringBuilder("time,EDEN_USED,SURVIVORS_USED,OLD_USED,OLD_FLOOR,GC_PAUSE_PERCENT,"
				+ "LIVE_THREADS\n");
		for (int i = 0; i < 12; i++) {
			jvm.append(start + i * 5_000L).append(',').append(50_000_000 + i * 4_000_000).append(",1000000,")
					.append(80_000_000 + i * 2_000_000).append(",70000000,").append(i % 3).append(',').append(40 + i)
					.append('\n');
		}
		Files.writeString(run.resolve("jvm-target.csv"), jvm);

		DynoWindow window = DynoWindow.find();
		Ui.get(() -> {
			Dashboards.openSaved(run);
			return null;
		});
		LoadDashboardPage dashboard = window.loadDashboard();
		dashboard.waitForState("255 samples");
		assertTrue(window.menuItemEnabled("File", EXPORT));
		Path html = dir.resolve("shop.html");
		window.executeCommand("dyno.ui.exportReport", Map.of("dyno.ui.exportReport.file", html.toString()));
		String report = Reports.written(html);
		for (String section : List.of("<h1>Load Report 20190305-112027-shop</h1>", "Response times over time",
				"Throughput over time", "Errors over time", "Response codes per second", "Latency and connect time",
				"The watched JVM (pid 4711)", "<h2>Aggregate Report</h2>", "<h2>APDEX", "<h2>Top errors",
				"<td>Bad request</td>")) {
			assertTrue(report.contains(section), section);
		}
		assertFalse(report.contains("http"), "nothing is fetched: no http reference at all");
		LoadReportAnalysis analysis = new LoadReportAnalysis();
		Arguments asked = Arguments.of(analysis).with(LoadReportAnalysis.INPUTS, run).build();
		assertEquals(Format.HTML.render(analysis.run(asked, Progress.NONE), asked), report,
				"what dyno report writes for the run's folder, with its arguments: the preferences' are the defaults");
		dashboard.close();

		// As a reader's browser shows it: headless Chromium, offline (releng/screenshot-html.sh).
		Path root = Path.of("").toAbsolutePath();
		while (!Files.isRegularFile(root.resolve("releng/screenshot-html.sh"))) {
			root = root.getParent();
		}
		Path png = Path.of(System.getProperty("dyno.screenshots", "target/screenshots")).toAbsolutePath()
				.resolve("load-report-html.png");
		Files.createDirectories(png.getParent());
		Process chromium = new ProcessBuilder(root.resolve("releng/screenshot-html.sh").toString(), html.toString(),
				png.toString(), "1280,2600").redirectErrorStream(true).start();
		String said = new String(chromium.getInputStream().readAllBytes());
		assertEquals(0, chromium.waitFor(), said);
		assertTrue(Files.size(png) > 10_000, "a picture of the report: " + png);
	}

	private static String escape(String s) {
		return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
				.replace("'", "&#39;");
	}
}
