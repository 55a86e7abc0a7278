package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.load.ui.internal.prefs.LoadPreferences;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Ui;

/**
 * A run of a Stepping Thread Group (JMeter Plugins, bundled) opened in the Load Dashboard: the timeline draws the
 * threads its schedule expects beside the active threads; and the plugins folder of the preferences.
 */
@ExtendWith(CleanWorkbench.class)
class PluginScheduleDashboardTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterAll
	static void restoreLayout() {
		DynoWindow.find().closeLoadTestParts();
	}

	@Test
	void theTimelineDrawsTheSteppingGroupsExpectedThreadsBesideTheActiveOnes(@TempDir Path runs) throws Exception {
		Path plan = Path.of(System.getProperty("dyno.samplePlan")).resolveSibling("plugins-stepping.jmx");
		JMeterHome home = JMeterHome.bundled().orElseThrow();
		LoadSession session = LoadSession.start(home, LoadLaunch.of(plan), Optional.empty(), runs, line -> {
		});
		LoadRun run = session.finished().get(180, TimeUnit.SECONDS);
		assertEquals(Outcome.COMPLETED, run.outcome());
		Ui.get(() -> {
			Dashboards.openSaved(run.dir());
			return null;
		});
		DynoWindow window = DynoWindow.find();
		LoadDashboardPage dashboard = window.loadDashboard();
		dashboard.waitForState("Completed");
		RenderedChart timeline = dashboard.waitForChart("load.timeline",
				c -> c.series("Expected threads") != null && c.series("Active threads") != null);
		RenderedChart.Series expected = timeline.series("Expected threads");
		assertTrue(expected.items() >= 8, "2, 4 and 6 threads, each a step: " + expected);
		assertEquals(0, expected.lastY(), "all threads end at 6 s: " + expected);
		assertTrue(expected.lastX() >= timeline.series("Active threads").lastX() - 2_000,
				"the schedule ends with the samples: " + expected + " " + timeline.series("Active threads"));
		dashboard.maximize(true);
		window.screenshot("load-dashboard-stepping");
		dashboard.maximize(false);
		dashboard.close();
	}

	@Test
	void thePreferencesKeepAPluginsFolder(@TempDir Path plugins) throws Exception {
		DynoWindow.find().chooseMenu("Load", "Load Test Preferences…");
		DialogPage prefs = DialogPage.waitFor("Preferences");
		try {
			prefs.type("prefs.plugins", plugins.toString());
			prefs.click("Apply");
			assertEquals(Optional.of(plugins), LoadPreferences.pluginsFolder());
			prefs.screenshot("load-preferences-plugins");
			prefs.type("prefs.plugins", ""); // none again, for the other tests
			prefs.click("Apply and Close");
			prefs.waitUntilClosed();
		} finally {
			if (prefs.isOpen()) {
				prefs.click("Cancel"); // a modal dialog left open would block every later test
			}
		}
		assertEquals(Optional.empty(), LoadPreferences.pluginsFolder());
	}
}
