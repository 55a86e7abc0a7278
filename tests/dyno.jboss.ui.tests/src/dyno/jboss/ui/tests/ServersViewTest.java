package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.history.TuningChange;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.history.UnifiedDiff;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.ui.LinkedFiles;
import dyno.jboss.ui.internal.history.TuningHistoryView;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.samples.Fixtures;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * The architect's round on a copy of a real JBoss AS 5.1.0.GA home (its bin/ and server/default/ as distributed):
 * add the home, see its version, profile and files; lint it into markers (as many as the engine finds); preview the
 * safe fixes and apply them (the files change exactly as the preview said, nothing else changes); the tuning history
 * records each saved file between a load run before and one after, and compares the two; a file opens in an editor.
 */
@ExtendWith(CleanWorkbench.class)
class ServersViewTest {

	private static final long MINUTE = 60_000;

	@TempDir
	static Path dir;
	private static Path history;
	private static Path runs;
	private static Path home;
	/** The build's history folder (pom.xml), put back after the test. */
	private static String buildHistory;

	@BeforeAll
	static void setUp() throws IOException {
		Jemmy.setUp();
		history = dir.resolve("history");
		buildHistory = System.getProperty(TuningHistory.PROPERTY);
		runs = Files.createDirectories(dir.resolve("runs"));
		System.setProperty(TuningHistory.PROPERTY, history.toString());
		System.setProperty("dyno.history.runs", runs.toString());
		home = dir.resolve("jboss-5.1.0.GA");
		for (String part : List.of("bin", "server/default")) {
			Fixtures.copyTree("jboss-as-5/5.1.0.GA/" + part, home.resolve(part), StandardCopyOption.COPY_ATTRIBUTES);
		}
	}

	@AfterAll
	static void tearDown() {
		if (buildHistory == null) {
			System.clearProperty(TuningHistory.PROPERTY);
		} else {
			System.setProperty(TuningHistory.PROPERTY, buildHistory);
		}
		System.clearProperty("dyno.history.runs");
		DynoWindow window = DynoWindow.find();
		window.hideView(TuningHistoryView.ID);
		window.hideView(ServersView.ID);
		window.hideView("org.eclipse.ui.views.ProblemView");
		DynoWindow.closeEditors();
	}

	@Test
	void addLintApplySafeFixesAndSeeTheHistory() throws Exception {
		DynoWindow window = DynoWindow.find();
		run("before-tuning", System.currentTimeMillis() - 10 * MINUTE, System.currentTimeMillis() - 5 * MINUTE);
		ServersView view = (ServersView) window.showView(ServersView.ID);
		Ui.get(() -> {
			view.addHome(home);
			return null;
		});
		ServersPage servers = new ServersPage(window);
		String label = servers.waitForHome(home.toString());
		assertTrue(label.startsWith("JBoss AS 5.1.0.GA  — "), label);

		List<Server> detected = ServerLayout.detect(home);
		List<String> tree = servers.expandAll();
		assertTrue(tree.contains("  default  (" + detected.get(0).files().size() + " files)"), tree.toString());
		assertTrue(tree.contains("      server.xml  — server/default/deploy/jbossweb.sar"), tree.toString());
		assertTrue(tree.contains("      run.conf  — bin"), tree.toString());
		window.maximizeView(ServersView.ID, true);
		window.screenshot("servers-tree");
		window.maximizeView(ServersView.ID, false);

		servers.select("JBoss AS 5.1.0.GA");
		window.clickToolItem("Lint Server");
		List<LintReport> reports = new ArrayList<>();
		for (Server s : detected) {
			reports.add(Linter.lint(s, LiveFacts.none()));
		}
		int expected = LintReport.merge(home, reports).findings().size();
		assertTrue(expected > 0, "the distribution's defaults have findings");
		// A finding of one rule on several elements of a file has its places; the Problems view gets one marker each,
		// and the server's line says how many places, so that the two counts add up.
		int places = LintReport.merge(home, reports).findings().stream().mapToInt(f -> f.places().size()).sum();
		assertTrue(places > expected, "the distribution's defaults have a finding at several places");
		String linted = servers.waitForHome("places (");
		assertTrue(linted.contains("· " + expected + " findings at " + places + " places ("), linted);
		assertEquals(places, markersUnder(home).size(), "one marker per place of each finding, on the server's files");
		IMarker any = markersUnder(home).get(0);
		assertTrue(any.getAttribute(Markers.RULE, "").contains("."), "markers carry their rule id");
		window.screenshot("servers-lint");

		Map<Path, byte[]> original = contents(home);
		window.clickToolItem("Safe Fixes…");
		DialogPage preview = DialogPage.waitFor("Apply Safe Fixes");
		List<List<String>> fixes = preview.tableRows();
		assertFalse(fixes.isEmpty(), "the 5.1.0.GA defaults have fixes that only set numbers");
		String diff = preview.text("safeFixes.diff");
		assertTrue(diff.startsWith("--- a/"), diff);
		window.screenshot("servers-safe-fixes");
		preview.click("Apply");

		List<String> changedFiles = diff.lines().filter(l -> l.startsWith("--- a/")).map(l -> l.substring(6)).toList();
		TuningHistory store = new TuningHistory(history);
		Waits.value("each of the " + changedFiles.size() + " saved files recorded in the tuning history",
				() -> store.list().size(), n -> n >= changedFiles.size());
		StringBuilder actual = new StringBuilder();
		for (String f : changedFiles) {
			Path p = home.resolve(f);
			actual.append(UnifiedDiff.of(f, original.get(p), Files.readAllBytes(p)));
		}
		assertEquals(diff, actual.toString(), "the files changed exactly as the preview showed");
		for (Map.Entry<Path, byte[]> e : contents(home).entrySet()) {
			if (!changedFiles.contains(home.relativize(e.getKey()).toString()) && original.containsKey(e.getKey())) {
				assertArrayEquals(original.get(e.getKey()), e.getValue(), "untouched: " + e.getKey());
			}
		}
		List<TuningChange> changes = store.list();
		assertEquals(changedFiles.size(), changes.size());

		run("after-tuning", System.currentTimeMillis() + 1_000, System.currentTimeMillis() + 2 * MINUTE);
		TuningHistoryView historyView = (TuningHistoryView) window.showView(TuningHistoryView.ID);
		Ui.get(() -> {
			historyView.refresh();
			return null;
		});
		List<List<String>> rows = waitForRows(window, changes.size());
		for (List<String> row : rows) {
			assertEquals("before-tuning", row.get(3), row.toString());
			assertEquals("after-tuning", row.get(4), row.toString());
		}
		assertEquals(changes.get(0).changedLines(), rows.get(0).get(2));
		ServersPage.selectHistoryRow(window, 0);
		Waits.until("a change with runs on both sides can be compared (Compare Runs enabled)",
				() -> window.toolItemEnabled("Compare Runs"));
		window.screenshot("tuning-history");
		window.clickToolItem("Compare Runs");
		DialogPage comparison = DialogPage.waitFor("Effect of the change of " + changes.get(0).file().getFileName()
				+ ": before-tuning → after-tuning");
		assertTrue(comparison.text("history.comparison").contains("TOTAL"), comparison.text("history.comparison"));
		window.screenshot("tuning-history-comparison");
		comparison.click("Close");

		window.showView(ServersView.ID);
		servers.select("server.xml  — ");
		servers.openSelected();
		Path serverXml = home.resolve("server/default/deploy/jbossweb.sar/server.xml");
		IFile expectedInput = LinkedFiles.fileFor(serverXml);
		try {
			record Editors(String open, IFile active) {
			}
			Waits.value("server.xml opens in the active editor",
					() -> Ui.get(() -> new Editors(java.util.Arrays.toString(PlatformUI.getWorkbench()
							.getWorkbenchWindows()[0].getActivePage().getEditorReferences()), activeEditorFile())),
					seen -> expectedInput.equals(seen.active()));
		} catch (AssertionError e) {
			window.screenshot("servers-editor-missing");
			throw e;
		}
		window.screenshot("servers-editor");

		// the editor area squeezes the left column until the Remove button moves into the chevron
		DynoWindow.closeEditors();
		window.showView(ServersView.ID);
		servers.select("JBoss AS 5.1.0.GA");
		window.clickToolItem("Remove");
		record Left(List<String> homes, int markers) {
		}
		Waits.value("the removed home leaves the view and the Problems view",
				() -> new Left(servers.homes().stream().filter(h -> h.contains(home.toString())).toList(),
						markersUnder(home).size()),
				left -> left.homes().isEmpty() && left.markers() == 0);
	}

	/** Waits until the history shows {@code n} changes, each with a run after it, and returns the rows. */
	private static List<List<String>> waitForRows(DynoWindow window, int n) throws InterruptedException {
		return Waits.value("the history's " + n + " rows, each with a run after the change",
				() -> ServersPage.historyRows(window), rows -> rows.size() == n && rows.stream().allMatch(r -> !r.get(4).equals("—")));
	}

	private static IFile activeEditorFile() {
		IEditorPart e = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().getActiveEditor();
		return e != null && e.getEditorInput() instanceof IFileEditorInput in ? in.getFile() : null;
	}

	private static List<IMarker> markersUnder(Path root) throws Exception {
		List<IMarker> out = new ArrayList<>();
		for (IMarker m : ResourcesPlugin.getWorkspace().getRoot().findMarkers(Markers.TYPE, false, IResource.DEPTH_INFINITE)) {
			if (m.getResource().getLocation().toPath().startsWith(root)) {
				out.add(m);
			}
		}
		return out;
	}

	/** A finished load run as dyno.load writes it, with a real JMeter JTL. */
	private static void run(String name, long started, long ended) throws IOException {
		Path d = Files.createDirectories(runs.resolve(name));
		Files.copy(Fixtures.get("jmeter/results/apache__jmeter/sample_log1c.jtl"), d.resolve("results.jtl"));
		Files.writeString(d.resolve("run.json"), "{\"plan\": \"/plans/shop.jmx\", \"started\": " + started + ", \"ended\": "
				+ ended + ", \"outcome\": \"COMPLETED\", \"jmeterPid\": 0}\n", StandardCharsets.UTF_8);
	}

	private static Map<Path, byte[]> contents(Path root) throws IOException {
		Map<Path, byte[]> out = new LinkedHashMap<>();
		try (Stream<Path> files = Files.walk(root)) {
			for (Path f : files.filter(Files::isRegularFile).toList()) {
				out.put(f, Files.readAllBytes(f));
			}
		}
		return out;
	}
}
