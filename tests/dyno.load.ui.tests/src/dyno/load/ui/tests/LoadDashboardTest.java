package dyno.load.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;
import dyno.load.ui.DynoLoadUi;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.load.ui.internal.launch.LoadLaunchShortcut;
import dyno.load.ui.internal.prefs.LoadPreferences;
import dyno.samples.ChildJvm;
import dyno.samples.HttpService;
import dyno.samples.Waits;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Reports;
import dyno.ui.tests.pages.Ui;

/**
 * A tester's journey: Load → Run Load Test… opens the Run Configurations dialog on a JMeter Load Test, which
 * points at the sample plan, overrides its threads, duration and port, watches the sample HTTP service's JVM and
 * runs. The dashboard fills live: the Aggregate Report (JMeter's columns, a row per label and TOTAL), the
 * Aggregate Graph and the timeline in which load and the JVM's heap and threads share one time axis.
 */
@ExtendWith(CleanWorkbench.class)
class LoadDashboardTest {

	private static final List<String> LABELS = List.of("home", "search", "checkout");

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterAll
	static void restoreLayout() {
		DynoWindow.find().closeLoadTestParts();
	}

	@Test
	void runsAPlanFromALaunchConfigurationAndTheDashboardShowsReportGraphAndJvmChartsOnOneAxis(@TempDir Path runs)
			throws Exception {
		Path plan = Path.of(System.getProperty("dyno.samplePlan"));
		assertTrue(Files.isRegularFile(plan), "the sample plan " + plan);
		DynoWindow window = DynoWindow.find();
		assertEquals(List.of("Run Load Test…", "Run Test Plan…", "Run Configurations…", "Open Load Run…", "Load Test Preferences…"),
				window.menuItems("Load"));
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			long before = System.currentTimeMillis();
			launch(window, plan, HttpService.port(service), service.pid(), runs);
			LoadDashboardPage dashboard = window.loadDashboard();
			assertTrue(dashboard.waitForState("Running").startsWith("Running for"), dashboard.state());

			List<List<String>> rows = dashboard.waitForRows(r -> r.size() == 4 && counts(r).stream().allMatch(n -> n > 0));
			assertEquals(List.of("Label", "# Samples", "Average", "Median", "90% Line", "95% Line", "99% Line", "Min",
					"Max", "Error %", "Throughput", "Received KB/sec", "Sent KB/sec"), dashboard.columns());
			assertEquals(LABELS, rows.subList(0, 3).stream().map(r -> r.get(0)).toList(), "labels in first-seen order");
			assertEquals("TOTAL", rows.get(3).get(0));

			RenderedChart graph = dashboard.waitForChart("load.graph", c -> c.series("Average (ms)") != null
					&& c.series("Average (ms)").items() == 3);
			assertTrue(graph.series("Average (ms)").lastY() >= 10, "checkout waits 10 ms per request: " + graph.series("Average (ms)"));
			RenderedChart timeline = dashboard.waitForChart("load.timeline", c -> has(c, "Throughput") && has(c, "Old used")
					&& has(c, "Eden used") && has(c, "Live threads") && has(c, "GC pause time") && has(c, "90% Line"));
			long now = System.currentTimeMillis();
			for (String key : List.of("Throughput", "Old used", "Live threads")) {
				double x = timeline.series(key).lastX();
				assertTrue(x >= before - 2000 && x <= now, key + " is on the run's epoch-ms axis: " + timeline.series(key)
						+ ", run started after " + before + ", now " + now);
			}
			assertTrue(timeline.series("Live threads").lastY() >= 4, "the service runs a thread per connection at least: "
					+ timeline.series("Live threads"));

			dashboard.sortBy("Average");
			dashboard.sortBy("Average"); // the second click sorts descending
			rows = dashboard.rows();
			List<Long> averages = rows.subList(0, 3).stream().map(r -> Long.parseLong(r.get(2))).toList();
			assertEquals(averages.stream().sorted(java.util.Comparator.reverseOrder()).toList(), averages,
					"sorted by Average, largest first: " + rows);
			assertEquals("TOTAL", rows.get(3).get(0), "TOTAL stays last whatever the order");
			dashboard.chooseGraphColumn("Max");
			dashboard.waitForChart("load.graph", c -> c.series("Max (ms)") != null && c.series("Max (ms)").items() == 3);
			// Errors explained, live: checkout's failures by kind; the chosen one is marked on the timeline, read from
			// the JTL written so far and followed as the run goes on.
			List<List<String>> errors = dashboard.waitForErrorRows(r -> !r.isEmpty());
			assertTrue(errors.stream().allMatch(r -> r.get(0).equals("checkout") && r.get(1).equals("500")),
					"only checkout fails, with 500: " + errors);
			dashboard.chooseError(r -> r.get(0).equals("checkout"));
			String checkout = String.join(" ", errors.get(0).subList(0, 3));
			dashboard.waitForChart("load.timeline", c -> has(c, checkout));

			// Some seconds of curves for the person looking at the screenshot: a few points on each of its curves.
			dashboard.waitForChart("load.timeline", c -> Stream.of("Throughput", "Old used", "Live threads", "90% Line")
					.allMatch(key -> c.series(key) != null && c.series(key).items() >= 3));
			dashboard.maximize(true);
			dashboard.waitUntilDrawnToSize();
			window.screenshot("load-dashboard");
			dashboard.maximize(false);

			String ended = dashboard.waitForState("Completed");
			assertTrue(dashboard.warnings().contains("checkout"), "checkout's 5 % errors are warned about: " + dashboard.warnings());
			assertTrue(ended.startsWith("Gate broken (1 of 2 checks) — Completed"), "the gate's verdict: " + ended);
			assertTrue(dashboard.warnings().contains("Gate rule checkout:errors>0% broken: checkout errors = "),
					dashboard.warnings());
			assertTrue(!dashboard.stopEnabled(), "a finished run cannot be stopped");
			rows = dashboard.rows();
			long total = counts(rows).get(3);
			assertEquals(counts(rows).subList(0, 3).stream().mapToLong(Long::longValue).sum(), total, "TOTAL adds the labels: " + rows);
			assertTrue(ended.contains(total + " samples"), ended + " / " + rows);
			long failed = dashboard.errorRows().stream().mapToLong(r -> Long.parseLong(r.get(3))).sum();
			double errorPercent = Double.parseDouble(rows.get(3).get(9).replace("%", ""));
			assertEquals(errorPercent / 100 * total, failed, 1, "the Errors table counts TOTAL's Error %: " + dashboard.errorRows());
			Path dir = runs.resolve(dashboard.run());
			assertTrue(Files.isRegularFile(dir.resolve("results.jtl")), "the run folder in " + runs);
			assertTheAxisEndsWithTheRun(dashboard, dir);
			dashboard.pointAtTimeline();
			window.screenshot("load-workbench");
			dashboard.close();

			reopen(window, dir, rows);
			stopAndCompare(window, runs, dir.getFileName().toString());
		}
	}

	/**
	 * A second, longer run of the same configuration, stopped from its dashboard (JMeter's graceful shutdown), then
	 * compared with the first run as the baseline.
	 */
	private static void stopAndCompare(DynoWindow window, Path runs, String first) throws Exception {
		window.chooseMenu("Load", "Run Load Test…");
		DialogPage dialog = DialogPage.waitFor("Run Configurations");
		dialog.type("load.duration", "300");
		dialog.click("Run");
		dialog.waitUntilClosed();
		LoadDashboardPage second = window.loadDashboard();
		second.waitForRows(r -> r.size() == 4 && counts(r).get(3) >= 100);
		// JMeter has printed its start; from here to its process's end (its last console line is read by then) its
		// Console writes without coming over the dashboard (issue 26, point 5).
		second.assertStaysInFrontWhile(() -> {
			second.click("load.stop");
			String stopped = second.waitForState("Stopped");
			assertTrue(!second.stopEnabled(), stopped);
			waitUntilLaunchesEnd();
		});
		assertTheAxisEndsWithTheRun(second, runs.resolve(second.run()));

		second.click("load.compare");
		DialogPage pick = DialogPage.waitFor("Compare with…");
		pick.selectRow(null, cells -> cells.get(0).startsWith(first));
		pick.click("OK");
		DialogPage comparison = DialogPage.waitFor("Comparison " + first + " → " + second.run());
		String text = comparison.text("load.comparison");
		for (String label : List.of("checkout", "TOTAL", "Throughput", "99% Line")) {
			assertTrue(text.contains(label), label + " in " + text);
		}
		comparison.screenshot("load-comparison");
		comparison.click("Close");
		comparison.waitUntilClosed();
		second.close();
	}

	/**
	 * Frames drawn after the run ended (a resize draws one at once) end the time axis at the run's end, as its
	 * summary gives it, not at the clock of each frame (issue 39, point 3).
	 */
	private static void assertTheAxisEndsWithTheRun(LoadDashboardPage dashboard, Path dir) throws Exception {
		long ended = LoadRun.open(dir).ended();
		assertTrue(ended > 0, "the run's end in its summary: " + dir);
		dashboard.maximize(true);
		dashboard.waitUntilDrawnToSize();
		RenderedChart afterTheEnd = dashboard.waitForChart("load.timeline", c -> true);
		dashboard.maximize(false);
		dashboard.waitUntilDrawnToSize();
		RenderedChart later = dashboard.waitForChart("load.timeline", c -> c.frame() > afterTheEnd.frame());
		assertEquals(ended, afterTheEnd.axisEnd(), 0, "the axis ends at the run's end");
		assertEquals(ended, later.axisEnd(), 0, "a later frame's axis still ends at the run's end");
	}

	/**
	 * Waits until every load launch has ended: its process terminates after printing its last console line (the
	 * run's end, where the Console popped up). The stream's contents cannot tell: a connected console takes them.
	 */
	private static void waitUntilLaunchesEnd() throws InterruptedException {
		Waits.value("the load runs' end (the JMeter processes still running)",
				() -> Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunches())
						.flatMap(l -> Arrays.stream(l.getProcesses()))
						.filter(p -> "jmeter".equals(p.getAttribute(IProcess.ATTR_PROCESS_TYPE)) && !p.isTerminated())
						.map(IProcess::getLabel).toList(), List::isEmpty);
	}

	/** The run's folder opened again (as Load → Open Load Run… does): the same report, the JVM charts from its CSV. */
	private static void reopen(DynoWindow window, Path dir, List<List<String>> live) throws Exception {
		Ui.get(() -> {
			Dashboards.openSaved(dir);
			return null;
		});
		LoadDashboardPage saved = window.loadDashboard();
		assertTrue(saved.waitForState("Completed").contains(live.get(3).get(1) + " samples"), saved.state());
		saved.sortBy("Average");
		saved.sortBy("Average");
		assertEquals(live, saved.rows(), "the saved summary is the live report's last state");
		saved.waitForChart("load.timeline", c -> has(c, "Throughput") && has(c, "Old used") && has(c, "Live threads"));
		// File > Export Report...: the whole run, as dyno report writes it, with the Aggregate Report it shows.
		assertTrue(window.menuItemEnabled("File", "Export Report..."));
		Path html = dir.resolve("aggregate.html");
		window.executeCommand("dyno.ui.exportReport", java.util.Map.of("dyno.ui.exportReport.file", html.toString()));
		String report = Reports.written(html);
		assertTrue(report.contains("<h2>Aggregate Report</h2>") && report.contains("<td>" + live.get(0).get(0) + "</td>")
				&& report.contains("The watched JVM ("),
				report);
		saved.close();
	}

	/** It opens on the configuration launched last, else on the one saved last: it does not forget. */
	@Test
	void runConfigurationsIsInTheLoadMenuOfThisRcpAndOpensOnTheLastUsed() throws Exception {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		var type = manager.getLaunchConfigurationType(DynoLoadUi.LAUNCH_TYPE_ID);
		ILaunchConfiguration older = type.newInstance(null, manager.generateLaunchConfigurationName("Older")).doSave();
		ILaunchConfiguration newer = type.newInstance(null, manager.generateLaunchConfigurationName("Newer")).doSave();
		assertTrue(older.getLocation().toFile().setLastModified(System.currentTimeMillis() - 60_000));
		ILaunchConfiguration launched = DebugUITools.getLastLaunch(IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		String expected = launched != null && launched.exists() ? launched.getName() : newer.getName();
		DynoWindow.find().chooseMenu("Load", "Run Configurations…");
		DialogPage dialog = DialogPage.waitFor("Run Configurations");
		try {
			dialog.waitForText("Create, manage, and run configurations");
			assertEquals(List.of(expected), dialog.waitForTreeSelection());
		} finally {
			dialog.click("Close");
		}
		dialog.waitUntilClosed();
		older.delete();
		newer.delete();
	}

	@Test
	void preferencesCheckTheJMeterFolderAndThePercentileLines(@TempDir Path notJMeter) throws Exception {
		DynoWindow.find().chooseMenu("Load", "Load Test Preferences…");
		DialogPage prefs = DialogPage.waitFor("Preferences");
		try {
			prefs.type("prefs.jmeterHome", notJMeter.toString());
			// The dialog shortens long messages in the middle: their start names the folder.
			String message = prefs.waitForText("JMeter home /");
			assertTrue(message.startsWith("JMeter home /"), message);
			assertTrue(!prefs.enabled("Apply and Close"), "a folder without JMeter cannot be applied");
			prefs.screenshot("load-preferences");
			prefs.type("prefs.jmeterHome", "");
			prefs.type("prefs.percentiles", "90,101");
			String wrongLines = prefs.waitForText("Percentile lines:");
			assertEquals("Percentile lines: numbers from 0 to 100, e.g. 90,95,99.9", wrongLines.strip());
			assertTrue(!prefs.enabled("Apply"), "wrong percentile lines cannot be applied");
			prefs.screenshot("load-preferences-percentiles");
			prefs.type("prefs.percentiles", "50,99.9");
			prefs.click("Apply");
			// The click reaches the UI thread through the X server, after click() returned: wait for the store.
			Ui.waitFor("the percentile lines 50,99.9 applied", LoadPreferences::percentiles,
					p -> java.util.Arrays.equals(new double[] { 50, 99.9 }, p));
			prefs.type("prefs.percentiles", "90,95,99"); // JMeter's lines again, for the other tests
			prefs.type("prefs.plugins", notJMeter.toString());
			prefs.click("Apply");
			Ui.waitFor("a folder of more plugins applied", LoadPreferences::pluginsFolder,
					java.util.Optional.of(notJMeter)::equals);
			prefs.screenshot("load-preferences-plugins");
			prefs.type("prefs.plugins", ""); // none again, for the other tests
			prefs.click("Apply and Close");
			prefs.waitUntilClosed();
		} finally {
			if (prefs.isOpen()) {
				prefs.click("Cancel"); // a modal dialog left open would block every later test
			}
		}
		assertArrayEquals(new double[] { 90, 95, 99 }, LoadPreferences.percentiles());
		assertEquals(java.util.Optional.empty(), LoadPreferences.pluginsFolder());
	}

	/**
	 * A run of a Stepping Thread Group (JMeter Plugins, bundled) opened in the dashboard: the timeline draws the
	 * threads its schedule expects beside the active threads.
	 */
	@Test
	void theTimelineDrawsTheSteppingGroupsExpectedThreadsBesideTheActiveOnes(@TempDir Path runs) throws Exception {
		Path plan = Path.of(System.getProperty("dyno.samplePlan")).resolveSibling("plugins-stepping.jmx");
		LoadSession session = LoadSession.start(JMeterHome.bundled().orElseThrow(), LoadLaunch.of(plan),
				java.util.Optional.empty(), runs, line -> {
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
	void aFolderThatIsNotARunIsNotOpenedAndTheMessageSaysWhy(@TempDir Path notARun) {
		Ui.get(() -> {
			Dashboards.openSaved(notARun);
			return null;
		});
		DialogPage error = DialogPage.waitFor("Open Load Run");
		try {
			String message = error.waitForText("Cannot open the load run " + notARun);
			assertTrue(message.contains("run.json"), "the message names what is missing: " + message);
		} finally {
			error.click("OK");
		}
		error.waitUntilClosed();
	}

	/**
	 * Run As › JMeter Load Test on a plan file, as an explorer of the IDE hands it over (here a plain file, as this
	 * workbench's Load → Run Test Plan… does): the plan runs at once with the live dashboard, in a launch
	 * configuration named after it, and running the same plan again reuses that configuration.
	 */
	@Test
	void runAsOnAPlanRunsItInAConfigurationOfItsOwnMadeOnce(@TempDir Path dir) throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm service = ChildJvm.start(HttpService.class, "120")) {
			// Run As runs a plan as it is, without overrides: the copy's own default port is the service's, and it
			// runs for two minutes, so it is surely still running when the test stops it.
			String text = Files.readString(Path.of(System.getProperty("dyno.samplePlan")));
			String tenSeconds = "<stringProp name=\"ThreadGroup.duration\">10</stringProp>";
			assertTrue(text.contains("__P(port,8080)") && text.contains(tenSeconds), "the sample plan as this test knows it");
			Path plan = Files.writeString(dir.resolve("shop-smoke.jmx"), text
					.replace("__P(port,8080)", "__P(port," + HttpService.port(service) + ")")
					.replace(tenSeconds, tenSeconds.replace(">10<", ">120<")));

			runAs(plan);
			LoadDashboardPage first = window.loadDashboard();
			first.waitForRows(r -> r.size() == 4 && Long.parseLong(r.get(3).get(1)) > 0);
			first.click("load.stop");
			first.waitForState("Stopped");
			List<ILaunchConfiguration> configs = configsOf(plan);
			assertEquals(1, configs.size(), "one configuration for the plan");
			assertEquals("shop-smoke", configs.get(0).getName());

			first.close();
			runAs(plan);
			LoadDashboardPage second = window.loadDashboard();
			assertTrue(!second.run().equals(first.run()), "a new run: " + second.run());
			second.waitForRows(r -> r.size() == 4 && Long.parseLong(r.get(3).get(1)) > 0);
			second.click("load.stop");
			second.waitForState("Stopped");
			assertEquals(configs, configsOf(plan), "the same configuration ran again");
			second.close();
		}
	}

	private static void runAs(Path plan) {
		Ui.get(() -> {
			new LoadLaunchShortcut().launch(new StructuredSelection(plan.toFile()), ILaunchManager.RUN_MODE);
			return null;
		});
	}

	private static List<ILaunchConfiguration> configsOf(Path plan) throws Exception {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		ILaunchConfiguration[] all = manager.getLaunchConfigurations(manager.getLaunchConfigurationType(DynoLoadUi.LAUNCH_TYPE_ID));
		return Arrays.stream(all).filter(c -> {
			try {
				return plan.toString().equals(c.getAttribute(DynoLoadUi.ATTR_PLAN, ""));
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		}).toList();
	}

	/** Load → Run Load Test…, fills the Plan and Watch tabs (a wrong port first: its message shows), Run. */
	private static void launch(DynoWindow window, Path plan, int port, long pid, Path runs) throws Exception {
		window.chooseMenu("Load", "Run Load Test…");
		DialogPage dialog = DialogPage.waitFor("Run Configurations");
		dialog.tab("Plan");
		dialog.type("load.plan", plan.toString());
		dialog.type("load.port", "99999");
		dialog.waitForText("Port: '99999' is not a whole number from 1 to 65535.");
		dialog.screenshot("load-launch-plan");
		dialog.type("load.port", Integer.toString(port));
		dialog.type("load.threads", "3");
		dialog.type("load.duration", "14");
		dialog.type("load.runsRoot", runs.toString());
		dialog.type("load.gate", "errors>50%\ncheckout:errors>0%");
		dialog.tab("Watch");
		dialog.selectRow("load.watch", cells -> cells.get(0).startsWith(pid + " "));
		dialog.waitForText("Watching pid " + pid);
		dialog.screenshot("load-launch-watch");
		dialog.click("Run");
		dialog.waitUntilClosed();
	}

	private static boolean has(RenderedChart chart, String key) {
		return chart.series(key) != null && chart.series(key).items() > 0;
	}

	private static List<Long> counts(List<List<String>> rows) {
		return rows.stream().map(r -> Long.parseLong(r.get(1))).toList();
	}
}
