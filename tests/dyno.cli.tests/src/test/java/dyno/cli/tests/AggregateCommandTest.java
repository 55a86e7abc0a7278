package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./dyno aggregate} on the real JMeter result files of the fixtures: formats, percentiles, bad input. */
class AggregateCommandTest {

	static final Path RESULTS = LintCommandTest.FIXTURES.resolve("jmeter/results");
	static final String HTML_REPORT = RESULTS.resolve("apache__jmeter/HTMLReportTestFile.csv").toString();

	@Test
	void csvIsJMetersSaveTableData() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", HTML_REPORT, "--format", "csv");
		assertEquals(0, r.exitCode(), r.err());
		assertEquals("""
				Label,# Samples,Average,Median,90% Line,95% Line,99% Line,Min,Max,Error %,Throughput,Received KB/sec,Sent KB/sec
				JR-OK,252,235,232,337,339,352,101,353,0.000%,4.18709,0.07,0.03
				JR-KO,3,199,170,329,329,329,100,329,100.000%,.07922,0.00,0.00
				TOTAL,255,235,232,337,339,352,100,353,1.176%,4.23694,0.07,0.03
				""", r.out());
		assertEquals("", r.err());
	}

	@Test
	void textWithChosenPercentilesAndWarnings() throws Exception {
		// relative to the folder ./dyno runs in, several files aggregated together (XML and CSV)
		Dyno.Result r = Dyno.run("aggregate", "../shared/fixtures/jmeter/results/apache__jmeter/sample_log1c.jtl",
				HTML_REPORT, "--percentiles=50,99.9");
		assertEquals(0, r.exitCode(), r.err());
		List<String> lines = r.out().lines().toList();
		assertTrue(lines.get(0).matches("Label +# Samples +Average +Median +50% Line +99\\.9% Line +Min +Max .*"),
				lines.get(0));
		assertTrue(lines.get(5).matches("TOTAL +2255 .*"), r.out());
		assertTrue(r.out().contains("warning: JR-KO: 100.00% of 3 samples failed (3)"), r.out());
		assertTrue(r.out().contains("info: JR-OK: 252 samples are too few for the 99.9% Line (needs 1000)"), r.out());
	}

	@Test
	void jsonForScripts() throws Exception {
		Dyno.Result r = Dyno.run("aggregate", RESULTS.resolve("jenkinsci__performance-plugin/JMeterResults.jtl")
				.toString(), "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals(List.of("percentiles", "rows", "total"), List.copyOf(json.keySet()), r.out());
		assertEquals("[90,95,99]", json.get("percentiles").toString());
		JsonObject total = json.getAsJsonObject("total");
		assertEquals("TOTAL", total.get("label").getAsString());
		assertEquals(8, total.get("count").getAsLong());
	}

	@Test
	void htmlReportIsOneFileThatOpensOffline(@TempDir Path tmp) throws Exception {
		Path report = tmp.resolve("aggregate.html");
		Dyno.Result r = Dyno.run("aggregate", HTML_REPORT, "--format", "html", "-o", report.toString());
		assertEquals(0, r.exitCode(), r.err());
		assertEquals("", r.out(), "the report goes to the file");
		String html = Files.readString(report);
		assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<h1>Aggregate Report</h1>"), html);
		assertTrue(html.contains("<td>JR-KO</td><td class=\"num\" data-v=\"3\">3</td>"), html);
		assertTrue(html.contains("<td class=\"num\" data-v=\"1.0\">100.00%</td>"), "Error % as the table shows it");
		assertTrue(html.contains("<svg") && html.contains("<table class=\"sortable\">"), html);
		assertTrue(html.contains("warning: JR-KO: 100.00% of 3 samples failed (3)"), html);
		assertFalse(html.contains("http"), "nothing is fetched: no http reference at all");
	}

	@Test
	void damagedRowsAreReportedAndSkipped(@TempDir Path tmp) throws Exception {
		List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(HTML_REPORT)));
		lines.set(3, lines.get(3).substring(0, 30));
		Path damaged = Files.write(tmp.resolve("damaged.csv"), lines);
		Dyno.Result r = Dyno.run("aggregate", damaged.toString(), "--format", "csv");
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(r.out().contains("\nTOTAL,254,"), r.out());
		assertTrue(r.err().contains("damaged.csv: 1 row skipped"), r.err());
		assertTrue(r.err().contains("line 4: expected 17 fields, found 5"), r.err());
	}

	@Test
	void aFileThatIsNoJtlFailsNamingFileAndCause(@TempDir Path tmp) throws Exception {
		Path plan = LintCommandTest.FIXTURES.resolve("jboss-as-5/5.1.0.GA/server/default/conf/jboss-service.xml");
		Dyno.Result r = Dyno.run("aggregate", HTML_REPORT, plan.toString());
		assertEquals(1, r.exitCode(), r.out());
		assertEquals("dyno aggregate: " + plan + ": not a JTL: the XML starts with <server>, not <testResults>\n",
				r.err());
		Dyno.Result missing = Dyno.run("aggregate", tmp.resolve("none.jtl").toString());
		assertEquals(1, missing.exitCode());
		assertEquals("dyno aggregate: " + tmp.resolve("none.jtl") + ": no such file\n", missing.err());
	}

	@Test
	void wrongCommandLineExitsWithTwo() throws Exception {
		Dyno.Result none = Dyno.run("aggregate");
		assertEquals(2, none.exitCode());
		assertTrue(none.err().contains("which results?"), none.err());
		Dyno.Result p = Dyno.run("aggregate", HTML_REPORT, "--percentiles", "90,101");
		assertEquals(2, p.exitCode());
		assertTrue(p.err().contains("--percentiles '90,101': give numbers from 0 to 100"), p.err());
		Dyno.Result f = Dyno.run("aggregate", HTML_REPORT, "--format", "xml");
		assertEquals(2, f.exitCode());
		assertTrue(f.err().contains("use text, csv, json or html"), f.err());
	}
}
