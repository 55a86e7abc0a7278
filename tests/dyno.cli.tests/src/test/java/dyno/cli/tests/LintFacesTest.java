package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.LintResult;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.LiveFacts;

/**
 * One result, every face: a server home linted the way the workbench's servers view lints it (the analysis on the
 * home alone, every profile, the facts the workbench has of it: none here) and by {@code ./dyno lint --format json}
 * gives the same findings in the same order. Before the analysis, the two were separate workflows: the command
 * line reported a home of one server unmerged, the view merged every profile.
 */
class LintFacesTest {

	@ParameterizedTest
	@ValueSource(strings = { "jboss-as-4.2/4.2.3.GA", "jboss-as-5/5.1.0.GA", "jboss-as-6/6.1.0.Final",
			"wildfly-39.0.1.Final" })
	void theWorkbenchAndTheCommandLineGiveTheSameFindingsInTheSameOrder(String fixture) throws Exception {
		Path home = LintCommandTest.FIXTURES.resolve(fixture);
		LintAnalysis workbench = new LintAnalysis(h -> LiveFacts.none());
		LintResult viewed = workbench.run(Arguments.of(workbench).with(LintAnalysis.TARGET, home).build(),
				Progress.NONE);
		LintReport report = viewed.lint();
		List<String> inView = report.findings().stream().map(f -> String.join(" | ", report.displayPath(f),
				Integer.toString(f.line()), Integer.toString(f.column()), f.severity().label(), f.rule().id(),
				f.message())).toList();

		Dyno.Result cli = Dyno.run("lint", home.toString(), "--format", "json");
		assertEquals(viewed.fails() ? 1 : 0, cli.exitCode(), cli.err());
		JsonObject json = JsonParser.parseString(cli.out()).getAsJsonObject();
		List<String> printed = json.getAsJsonArray("findings").asList().stream().map(JsonElement::getAsJsonObject)
				.map(f -> String.join(" | ", f.get("file").getAsString(), f.get("line").getAsString(),
						f.get("column").getAsString(), f.get("severity").getAsString(), f.get("rule").getAsString(),
						f.get("message").getAsString()))
				.toList();

		assertTrue(inView.size() > 5, fixture + ": " + inView);
		assertEquals(inView, printed, fixture);
		assertEquals(report.filesChecked(), json.get("filesChecked").getAsInt(), fixture);
	}

	@Test
	void theHtmlReportHasEveryFindingAndFetchesNothing() throws Exception {
		Dyno.Result json = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--format", "json");
		Dyno.Result html = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--format", "html");
		assertEquals(json.exitCode(), html.exitCode(), html.err());
		assertTrue(html.out().contains("<h2>Findings</h2>"), html.out());
		assertFalse(html.out().contains("http"), "no http reference in a self-contained report");
		for (JsonElement f : JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonArray("findings")) {
			assertTrue(html.out().contains(">" + f.getAsJsonObject().get("rule").getAsString() + "<"), f.toString());
		}
	}
}
