package dyno.load.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.samples.Fixtures;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.Ui;

/**
 * Errors explained: a saved run's dashboard lists its failures by label, response code and message with their
 * counts, share and first and last time seen; choosing one marks only its failures on the timeline's Errors strip,
 * "All samples" goes back. The run is JMeter's own HTML report test file (252 JR-OK, 3 JR-KO "400 Bad request")
 * with every 50th row turned into a second kind of failure, a JR-OK "500 Internal Server Error", so that the
 * filter has something to leave out.
 */
@ExtendWith(CleanWorkbench.class)
class LoadErrorsDashboardTest {

	private static final String FIXTURE = "jmeter/results/apache__jmeter/HTMLReportTestFile.csv";
	/** timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,… */
	private static final int TIME = 0, ELAPSED = 1, LABEL = 2, CODE = 3, MESSAGE = 4, SUCCESS = 7;
	private static final String BAD_REQUEST = "JR-KO 400 Bad request", SERVER_ERROR = "JR-OK 500 Internal Server Error";

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterAll
	static void restoreLayout() {
		DynoWindow.find().closeLoadTestParts();
	}

	@Test
	void theErrorsTableListsFailuresByKindAndAChosenOneIsMarkedAloneOnTheTimeline(@TempDir Path runs) throws Exception {
		List<String[]> rows = new ArrayList<>();
		List<String> lines = Files.readAllLines(Fixtures.get(FIXTURE), StandardCharsets.UTF_8);
		for (int i = 1; i < lines.size(); i++) {
			String[] cells = lines.get(i).split(",", -1);
			if (i % 50 == 0 && cells[LABEL].equals("JR-OK")) {
				cells[CODE] = "500";
				cells[MESSAGE] = "Internal Server Error";
				cells[SUCCESS] = "false";
			}
			rows.add(cells);
		}
		Path dir = run(runs.resolve("20190305-110027-errors"), lines.get(0), rows);
		long firstSample = Long.parseLong(rows.get(0)[TIME]);

		DynoWindow window = DynoWindow.find();
		LoadDashboardPage dashboard = open(window, dir);
		dashboard.maximize(true); // at once: its first frames are drawn without the CPU budget's wait
		dashboard.waitUntilDrawnToSize();
		List<List<String>> errors = dashboard.waitForErrorRows(r -> r.size() == 2);
		assertEquals(List.of(List.of("JR-OK", "500", "Internal Server Error", "5", "62.50%", "11 s", "58 s"),
				List.of("JR-KO", "400", "Bad request", "3", "37.50%", "9 s", "47 s")), errors,
				"most frequent first; seen since the run's first sample at " + firstSample + ", as the report counts");
		assertTrue(dashboard.errorsSummary().startsWith("8 failed samples in 2 kinds"), dashboard.errorsSummary());
		RenderedChart all = dashboard.waitForChart("load.timeline", c -> c.series("Errors") != null);
		assertTrue(all.series().stream().noneMatch(s -> s.key().startsWith("JR-")),
				"no error is marked before one is chosen: " + all);

		dashboard.chooseError(r -> r.get(0).equals("JR-KO"));
		dashboard.waitForErrorsSummary("The timeline's Errors strip marks " + BAD_REQUEST);
		// One mark per second with a 400 Bad request of JR-KO, none for the 500s (a frame drawn while the results
		// were still being read may have fewer).
		long badSeconds = seconds(rows, r -> r[LABEL].equals("JR-KO"));
		RenderedChart marked = dashboard.waitForChart("load.timeline", c -> c.series(BAD_REQUEST) != null
				&& c.series(BAD_REQUEST).items() == badSeconds);
		assertEquals(lastSecond(rows, r -> r[LABEL].equals("JR-KO")), marked.series(BAD_REQUEST).lastX(), 0,
				"the last mark is the second the last 400 ended in: " + marked);
		assertEquals(1, marked.series(BAD_REQUEST).lastY(), 0, "one failure in that second");
		assertNull(marked.series(SERVER_ERROR), "only the chosen error is marked");
		assertEquals(1, dashboard.chosenError());
		dashboard.pointAtTimeline();
		window.screenshot("load-errors");

		long serverErrorSeconds = seconds(rows, r -> r[CODE].equals("500"));
		dashboard.chooseError(r -> r.get(1).equals("500"));
		dashboard.waitForChart("load.timeline", c -> c.series(SERVER_ERROR) != null
				&& c.series(SERVER_ERROR).items() == serverErrorSeconds && c.series(BAD_REQUEST) == null);

		dashboard.click("load.errors.all");
		dashboard.waitForChart("load.timeline", c -> c.series("Errors") != null && c.series(SERVER_ERROR) == null);
		assertEquals(-1, dashboard.chosenError(), "All samples: no error chosen");
		assertTrue(dashboard.errorsSummary().startsWith("8 failed samples"), dashboard.errorsSummary());
		dashboard.maximize(false);
		dashboard.close();

		// A run without failures says so.
		Path clean = run(runs.resolve("20190305-110027-clean"), lines.get(0),
				rows.stream().filter(r -> r[SUCCESS].equals("true")).toList());
		LoadDashboardPage cleanDashboard = open(window, clean);
		assertEquals(List.of(), cleanDashboard.errorRows());
		assertEquals("No failed samples", cleanDashboard.errorsSummary());
		cleanDashboard.close();
	}

	private static LoadDashboardPage open(DynoWindow window, Path dir) {
		Ui.get(() -> {
			Dashboards.openSaved(dir);
			return null;
		});
		LoadDashboardPage dashboard = window.loadDashboard();
		dashboard.waitForState("Completed");
		return dashboard;
	}

	/**
	 * A run folder as a finished run leaves it: run.json from JMeter's launch, 5 s before the first sample's start (its
	 * start-up), to the last's end; the JTL.
	 */
	private static Path run(Path dir, String header, List<String[]> rows) throws IOException {
		Files.createDirectories(dir);
		long started = Long.parseLong(rows.get(0)[TIME]) - 5_000;
		long ended = rows.stream().mapToLong(r -> Long.parseLong(r[TIME]) + Long.parseLong(r[ELAPSED])).max().orElseThrow();
		Files.writeString(dir.resolve("run.json"), "{\"plan\": \"/plans/report.jmx\", \"started\": " + started
				+ ", \"ended\": " + ended + ", \"outcome\": \"COMPLETED\", \"jmeterPid\": 0}\n", StandardCharsets.UTF_8);
		List<String> jtl = new ArrayList<>(List.of(header));
		rows.forEach(r -> jtl.add(String.join(",", r)));
		Files.write(dir.resolve("results.jtl"), jtl, StandardCharsets.UTF_8);
		return dir;
	}

	/** In how many distinct seconds the failed rows that {@code which} accepts ended (the timeline's buckets). */
	private static long seconds(List<String[]> rows, Predicate<String[]> which) {
		return failed(rows, which).distinct().count();
	}

	private static double lastSecond(List<String[]> rows, Predicate<String[]> which) {
		return failed(rows, which).max().orElseThrow() * 1000.0;
	}

	private static java.util.stream.LongStream failed(List<String[]> rows, Predicate<String[]> which) {
		return rows.stream().filter(r -> r[SUCCESS].equals("false") && which.test(r))
				.mapToLong(r -> (Long.parseLong(r[TIME]) + Long.parseLong(r[ELAPSED])) / 1000);
	}
}
