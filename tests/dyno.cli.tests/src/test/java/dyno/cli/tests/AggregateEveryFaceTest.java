package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.load.AggregateRow;
import dyno.load.analysis.LoadSummaryAnalysis;
import dyno.load.analysis.LoadSummaryResult;
import dyno.load.run.LoadRun;

/**
 * One Aggregate Report, every face: a real JMeter result file as the JTL of a run without a saved summary (a run
 * that crashed) gives the Load Dashboard the same rows, in the same order, as {@code ./dyno aggregate --format json}
 * and {@code ./dyno load-summary --format json} write. The dashboard's side is {@link LoadSummaryAnalysis}, which
 * {@code SavedRun.load} calls to fill the dashboard's table (the SWT table itself only shows those rows).
 */
class AggregateEveryFaceTest {

	@TempDir
	Path runs;

	@ParameterizedTest
	@ValueSource(strings = { "apache__jmeter/HTMLReportTestFile.csv", "apache__jmeter/sample_log1c.jtl",
			"jenkinsci__performance-plugin/JMeterResults.jtl", "jenkinsci__performance-plugin/filewithtransactions.csv" })
	void theDashboardAndTheCommandsShowTheSameRows(String fixture) throws Exception {
		Path jtl = AggregateCommandTest.RESULTS.resolve(fixture);
		Path run = Files.createDirectories(runs.resolve("crashed"));
		// A run.json as a run writes it when it starts: the run never ended, so it has no summary.json.
		Files.writeString(run.resolve(LoadRun.RUN_JSON), """
				{"plan": "shop.jmx", "jmeterPid": 0, "started": 1763917512000, "ended": 0, "outcome": "RUNNING"}
				""");
		Files.copy(jtl, run.resolve(LoadRun.JTL));

		LoadSummaryAnalysis analysis = new LoadSummaryAnalysis();
		LoadSummaryResult workbench = analysis.run(Arguments.of(analysis).with(LoadSummaryAnalysis.RUN, run).build(),
				Progress.NONE);
		List<AggregateRow> dashboard = new ArrayList<>(workbench.table().rows());
		dashboard.add(workbench.table().total());

		Dyno.Result aggregate = Dyno.run("aggregate", jtl.toString(), "--format", "json");
		assertEquals(0, aggregate.exitCode(), aggregate.err());
		assertSameRows(dashboard, JsonParser.parseString(aggregate.out()).getAsJsonObject(), "aggregate");

		Dyno.Result summary = Dyno.run("load-summary", run.toString(), "--format", "json");
		assertEquals(0, summary.exitCode(), summary.err());
		assertSameRows(dashboard, JsonParser.parseString(summary.out()).getAsJsonObject().getAsJsonObject("table"),
				"load-summary");
	}

	private static void assertSameRows(List<AggregateRow> dashboard, JsonObject table, String command) {
		List<JsonElement> rows = new ArrayList<>(table.getAsJsonArray("rows").asList());
		rows.add(table.get("total"));
		assertTrue(dashboard.size() > 1, "a label and TOTAL at least");
		assertEquals(dashboard.size(), rows.size(), command + ": " + table);
		for (int i = 0; i < rows.size(); i++) {
			AggregateRow expected = dashboard.get(i);
			JsonObject row = rows.get(i).getAsJsonObject();
			String what = command + " row " + i + " " + expected.label();
			assertEquals(expected.label(), row.get("label").getAsString(), what);
			assertEquals(expected.count(), row.get("count").getAsLong(), what);
			assertEquals(expected.average(), row.get("average").getAsDouble(), 1e-9, what);
			assertEquals(expected.median(), row.get("median").getAsLong(), what);
			List<Long> lines = row.getAsJsonArray("lines").asList().stream().map(JsonElement::getAsLong).toList();
			assertEquals(Arrays.stream(expected.lines()).boxed().toList(), lines, what + " percentile lines");
			assertEquals(expected.min(), row.get("min").getAsLong(), what);
			assertEquals(expected.max(), row.get("max").getAsLong(), what);
			assertEquals(expected.errorRatio(), row.get("errorRatio").getAsDouble(), 1e-12, what);
			assertEquals(expected.throughput(), row.get("throughput").getAsDouble(), 1e-9, what);
		}
	}
}
