package dyno.heap.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.heap.SnapshotStore;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.snapshots.TakeSnapshot;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Leaky;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapEditorPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.SnapshotsPage;

/**
 * Snapshots, the leak finder and the snapshot diff on a real leaking JVM ({@link Leaky}: a static map of sessions
 * that only grows): a snapshot from the explorer's context menu shows up in the Snapshots view; Find Leaks… takes
 * a short series and ranks {@code Leaky$Session} first as a leak; the diff of the series shows it growing, filters
 * by package and says why a bad regex is bad. A jstatd JVM and an ended JVM get messages naming the cause.
 */
@ExtendWith(CleanWorkbench.class)
class HeapLeakFinderTest {

	private static final String SESSION = Leaky.Session.class.getName();
	private static final int SERIES = 5;

	@TempDir
	static Path store;

	@BeforeAll
	static void setUp() {
		Jemmy.setUp();
		System.setProperty(SnapshotStore.PROPERTY, store.toString()); // read at each use: no user's snapshots
	}

	@AfterAll
	static void tearDown() {
		System.clearProperty(SnapshotStore.PROPERTY);
		DynoWindow window = DynoWindow.find();
		window.closeLoadTestParts(); // the editors, and the editor area hidden again
		window.hideView(DynoHeapUi.HOLDERS_VIEW_ID);
	}

	@Test
	void ranksTheLeakingSessionsFirstAndDiffsTheSeries() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseG1GC", "-Xmx256m"), Leaky.class)) {
			explorer.waitForRow(child.pid());
			List<String> menu = explorer.contextMenu(child.pid());
			assertTrue(menu.contains("Take Class Histogram Snapshot") && menu.contains("Find Leaks…"), menu.toString());

			explorer.chooseFromContextMenu(child.pid(), "Take Class Histogram Snapshot");
			SnapshotsPage snapshots = window.snapshots();
			String series = snapshots.waitForSeries("(1 snapshot)");
			assertTrue(series.startsWith(Leaky.class.getName() + ", pid " + child.pid() + " on localhost, started "), series);
			// The answer to the command (issue 26, point 7): the Snapshots view in front with the new snapshot selected.
			List<String> selected = snapshots.waitForSelectedSnapshot();
			assertEquals(series, selected.get(1), "the new snapshot is selected under its JVM: " + selected);

			explorer.chooseFromContextMenu(child.pid(), "Find Leaks…");
			DialogPage dialog = DialogPage.waitFor("Find Leaks in pid " + child.pid());
			dialog.type("leaks.every", "1s").type("leaks.count", String.valueOf(SERIES));
			assertTrue(dialog.labels().stream().anyMatch(l -> l.contains("about 4 s")), dialog.labels().toString());
			dialog.press("Start");

			snapshots.waitForSeries("(" + (SERIES + 1) + " snapshots)");
			HeapEditorPage leaks = window.leakFinder();
			List<List<String>> suspects = leaks.waitForRows("leaks.table", r -> !r.isEmpty());
			List<String> first = suspects.get(0);
			assertEquals(SESSION, first.get(0), "the leak ranked first: " + suspects);
			assertEquals("leak", first.get(1), first.toString());
			assertTrue(Double.parseDouble(first.get(2).replace(",", "")) > 0, "growth in KB/min: " + first);
			String floor = leaks.label("leaks.floor");
			assertFalse(floor.isBlank() || floor.startsWith("Ranking") || floor.startsWith("Cannot"), floor);
			assertTrue(leaks.label("leaks.summary").startsWith(SERIES + " snapshots over"), leaks.label("leaks.summary"));
			assertFalse(leaks.enabled("leaks.holders"), "holders need a suspect");
			leaks.selectRow("leaks.table", 0);
			assertTrue(leaks.enabled("leaks.holders"));
			leaks.maximize(true);
			window.screenshot("leak-finder");
			leaks.maximize(false);
			window.screenshot("heap-workbench");

			leaks.press("leaks.compare");
			HeapEditorPage diff = window.snapshotDiff();
			diff.waitForRows("diff.table", r -> r.size() > 100);
			diff.choose("diff.mode", "Delta to first");
			diff.type("diff.filter", "dyno.samples.");
			List<List<String>> rows = diff.waitForRows("diff.table",
					r -> !r.isEmpty() && r.stream().allMatch(c -> c.get(0).startsWith("dyno.samples.")));
			assertEquals(SESSION, rows.get(0).get(0), "the largest growth first: " + rows);
			assertEquals(SERIES + 1, rows.get(0).size(), "a column per snapshot: " + rows.get(0));
			assertEquals("0", rows.get(0).get(1), "delta of the first to itself");
			assertTrue(rows.get(0).get(SERIES).startsWith("+"), "sessions grew: " + rows.get(0));
			diff.type("diff.filter", "/[/");
			String bad = diff.waitForLabel("diff.status", s -> s.startsWith("Filter:"));
			assertTrue(bad.length() > "Filter: ".length(), bad);
			diff.type("diff.filter", "");
			diff.waitForLabel("diff.status", s -> s.contains("classes in " + SERIES + " snapshots; delta to first of bytes"));
			diff.maximize(true);
			window.screenshot("heap-diff");
			diff.maximize(false);

			window.activateEditor("Leaks: ");
			leaks.press("leaks.holders");
			DialogPage.waitFor("Find Holders of Leaky$Session").press("Take a Heap Dump Now");
			HeapEditorPage holders = window.holders();
			List<String> holder = holders.waitForTreeItem("holders.tree", "Leaky.SESSIONS");
			assertTrue(holder.get(0).contains("static dyno.samples.Leaky.SESSIONS"), holder.toString());
			// Thousands of sessions, one shape of path (issue 26, point 10): one row with the count, not a row per path.
			List<List<String>> shapes = holders.treeChildren("holders.tree", "Leaky.SESSIONS");
			assertEquals(1, shapes.size(), "the map's paths differ only in the entries they pass: " + shapes);
			assertTrue(shapes.get(0).get(0).contains("alike") && shapes.get(0).get(1).equals(holder.get(1)),
					"the shape stands for all of the group's paths: " + shapes + " / " + holder);
			String summary = holders.label("holders.summary");
			assertTrue(summary.startsWith(SESSION + ": ") && summary.contains(".hprof"), summary);
			window.maximizeView(DynoHeapUi.HOLDERS_VIEW_ID, true);
			window.screenshot("heap-holders");
			window.maximizeView(DynoHeapUi.HOLDERS_VIEW_ID, false);
		}
	}

	@Test
	void saysWhyNoSnapshotOfAJstatdOrAnEndedJvm() throws Exception {
		takeSnapshotOf(new Target.Jstatd("127.0.0.1", Target.JSTATD_DEFAULT_PORT, 1));
		DialogPage jstatd = DialogPage.waitFor("Take Class Histogram Snapshot");
		String said = String.join(" ", jstatd.labels());
		assertTrue(said.contains("jstatd") && said.contains("Open the JVM locally or over JMX"), said);
		jstatd.click("OK");

		long pid;
		try (ChildJvm child = ChildJvm.start(Leaky.class)) {
			pid = child.pid();
		}
		takeSnapshotOf(new Target.Local(pid));
		DialogPage ended = DialogPage.waitFor("Taking a class histogram snapshot of pid " + pid);
		String why = String.join(" ", ended.labels());
		assertTrue(why.contains("pid " + pid + " is not connected"), why);
		ended.click("OK");
	}

	private static void takeSnapshotOf(Target target) {
		Display.getDefault().asyncExec(() -> {
			Shell shell = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell();
			TakeSnapshot.startAll(shell, List.of(target));
		});
	}
}
