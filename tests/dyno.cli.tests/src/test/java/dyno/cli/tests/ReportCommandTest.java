package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code ./dyno report} on the real JMeter result files of the fixtures: the HTML file, its tables, a baseline. */
class ReportCommandTest {

	private static final String HTML_REPORT = AggregateCommandTest.HTML_REPORT;
	private static final String FALSE_TEST = AggregateCommandTest.RESULTS
			.resolve("apache__jmeter/HTMLReportFalseTestFile.csv").toString();

	@TempDir
	Path dir;

	@Test
	void writesOneSelfContainedHtmlFileByDefault() throws Exception {
		Path html = dir.resolve("report.html");
		Dyno.Result r = Dyno.run("report", HTML_REPORT, "-o", html.toString());
		assertEquals(0, r.exitCode(), r.err());
		assertEquals("", r.out() + r.err());
		String page = Files.readString(html);
		assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("<h1>Load Report HTMLReportTestFile.csv</h1>"));
		for (String section : List.of("Response times over time", "Throughput over time", "Errors over time",
				"Response codes per second", "Active threads", "Latency and connect time", "<h2>Aggregate Report</h2>",
				"<h2>APDEX (satisfied up to 500 ms, tolerated up to 1500 ms)</h2>", "<h2>Top errors", "<svg")) {
			assertTrue(page.contains(section), section);
		}
		assertFalse(page.contains("http"), "the file fetches nothing");
	}

	@Test
	void textHasTheTablesWithTheApdexThresholdsGiven() throws Exception {
		Dyno.Result r = Dyno.run("report", HTML_REPORT, "--format", "text", "--apdex-satisfied", "150",
				"--apdex-tolerated", "300");
		assertEquals(0, r.exitCode(), r.err());
		List<String> lines = r.out().lines().toList();
		assertTrue(lines.get(0).startsWith("255 samples, 1.18% failed, from 2019-03-05 "), r.out());
		assertTrue(r.out().contains("APDEX (satisfied up to 150 ms, tolerated up to 300 ms)"), r.out());
		// the Aggregate Report's rows are those of dyno aggregate
		Dyno.Result aggregate = Dyno.run("aggregate", HTML_REPORT);
		for (String row : aggregate.out().lines().filter(l -> l.startsWith("JR-") || l.startsWith("TOTAL")).toList()) {
			assertTrue(r.out().contains(row), row + "\n" + r.out());
		}
		assertTrue(lines.stream().anyMatch(l -> l.matches("JR-KO +400 +Bad request +3 +100\\.00% +1\\.18% .*")),
				r.out());
	}

	@Test
	void jsonAndABaselineSideBySide() throws Exception {
		Dyno.Result r = Dyno.run("report", HTML_REPORT, "--baseline", FALSE_TEST, "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals(255, json.getAsJsonObject("table").getAsJsonObject("total").get("count").getAsLong());
		assertEquals("HTMLReportFalseTestFile.csv", json.getAsJsonObject("baseline").get("name").getAsString());
		assertTrue(json.getAsJsonObject("comparison").getAsJsonArray("changes").size() > 0, r.out());

		Path html = dir.resolve("both.html");
		assertEquals(0, Dyno.run("report", HTML_REPORT, "--baseline", FALSE_TEST, "-o", html.toString()).exitCode());
		String page = Files.readString(html);
		assertTrue(page.contains("<h1>Load Report HTMLReportFalseTestFile.csv → HTMLReportTestFile.csv</h1>"));
		assertTrue(page.contains("<h2>Changes from the baseline</h2>"));
	}

	@Test
	void rulesGateTheReportAndBadInputIsNamed() throws Exception {
		Dyno.Result broken = Dyno.run("report", HTML_REPORT, "--format", "text", "--fail-on", "errors>1%");
		assertEquals(1, broken.exitCode(), broken.err());
		assertTrue(broken.err().contains("broken: "), broken.err());
		Dyno.Result missing = Dyno.run("report", dir.resolve("none.jtl").toString());
		assertEquals(1, missing.exitCode());
		assertTrue(missing.err().contains("none.jtl: no such file"), missing.err());
		Dyno.Result usage = Dyno.run("report");
		assertEquals(2, usage.exitCode());
		assertTrue(usage.err().contains("which run?"), usage.err());
	}
}
