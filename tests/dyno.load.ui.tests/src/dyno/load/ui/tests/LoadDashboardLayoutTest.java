package dyno.load.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IPageLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.run.LoadRun;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.load.ui.internal.dashboard.LoadDashboard;
import dyno.samples.Fixtures;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Ui;

/**
 * The Load Dashboard readable where it is not maximized (issue 39): beside the views, in a big window and in a
 * small one, its timeline strips, its Aggregate Report and its Errors table keep the height they need, and the
 * dashboard scrolls where they do not fit. Screenshots at both sizes for a person to look at.
 */
@ExtendWith(CleanWorkbench.class)
class LoadDashboardLayoutTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	/** The timeline's least height for {@link LoadDashboard#MIN_STRIP_HEIGHT} a strip. */
	private static final int MIN_TIMELINE = LoadDashboard.TIMELINE_STRIPS * LoadDashboard.MIN_STRIP_HEIGHT
			+ LoadDashboard.TIMELINE_CHROME;
	/** The Errors table's header and a row at least, in pixels: shown, not squeezed away. */
	private static final int MIN_ERRORS = 50;

	/**
	 * Issue 39: the dashboard of a saved run beside the views (the Problems view below it), in a 1280×1024 window
	 * and in a 1024×768 one, keeps each timeline strip at its minimum height, the Aggregate Report showing all its
	 * rows (its labels and TOTAL) and the Errors table on the screen; where that does not fit, the dashboard scrolls.
	 */
	@Test
	void besideTheViewsAt1280x1024And1024x768TheStripsKeepTheirHeightAndTheReportAllItsRows(@TempDir Path runs)
			throws Exception {
		Path dir = Files.createDirectories(runs.resolve("20190305-112027-shop"));
		Files.copy(Fixtures.get("jmeter/results/apache__jmeter/HTMLReportTestFile.csv"),
				dir.resolve(LoadRun.JTL));
		long start = 1551783627191L;
		Files.writeString(dir.resolve(LoadRun.RUN_JSON), "{\"plan\": \"/plans/shop.jmx\", \"started\": " + start
				+ ", \"ended\": " + (start + 60_000) + ", \"outcome\": \"COMPLETED\", \"jmeterPid\": 0}\n");
		DynoWindow window = DynoWindow.find();
		Rectangle before = window.bounds();
		window.showView(IPageLayout.ID_PROBLEM_VIEW);
		try {
			Ui.get(() -> {
				Dashboards.openSaved(dir);
				return null;
			});
			LoadDashboardPage dashboard = window.loadDashboard();
			dashboard.waitForState("Completed");
			int rows = dashboard.waitForRows(r -> r.size() >= 2).size();
			for (int[] size : new int[][] { { 1280, 1024 }, { 1024, 768 } }) {
				window.setBounds(new Rectangle(0, 0, size[0], size[1]));
				String at = size[0] + "x" + size[1];
				Waits.value("the window at " + at, () -> window.bounds(), b -> b.width == size[0] && b.height == size[1]);
				Waits.value("at " + at + " the timeline at least " + MIN_TIMELINE + " px, the report's " + rows
						+ " rows shown, the Errors table at least " + MIN_ERRORS + " px (timeline, rows, errors)",
						() -> List.of(dashboard.height("load.timeline"), dashboard.rowsShown("load.report"),
								dashboard.height("load.errors")),
						l -> l.get(0) >= MIN_TIMELINE && l.get(1) == rows && l.get(2) >= MIN_ERRORS);
				dashboard.waitUntilDrawnToSize();
				int[] strips = Waits.value("the timeline's frame at " + at + " with its " + LoadDashboard.TIMELINE_STRIPS
						+ " strips", dashboard::stripHeights, h -> h.length == LoadDashboard.TIMELINE_STRIPS);
				window.screenshot("load-dashboard-beside-views-" + at);
				System.out.println("LoadDashboardLayoutTest: strips at " + at + ": " + Arrays.toString(strips));
				assertTrue(Arrays.stream(strips).allMatch(h -> h >= LoadDashboard.MIN_STRIP_HEIGHT),
						"each strip at least " + LoadDashboard.MIN_STRIP_HEIGHT + " px at " + at + ": "
								+ Arrays.toString(strips));
			}
			dashboard.close();
		} finally {
			window.setBounds(before);
			window.hideView(IPageLayout.ID_PROBLEM_VIEW);
		}
	}
}
