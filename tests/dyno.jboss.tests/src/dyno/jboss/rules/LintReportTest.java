package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.tests.Fixtures;

/** The report's text, JSON and SARIF forms of a real server's findings, and its exit threshold. */
class LintReportTest {

	private static LintReport report;

	@BeforeAll
	static void lint() throws IOException {
		Server server = ServerLayout.detect(Fixtures.get(LinterTest.AS51), "default");
		report = Linter.lint(server, LiveFacts.none());
		assertTrue(report.findings().size() > 10, report.toText());
	}

	@Test
	void textHasOneLinePerFindingAndASummary() {
		List<String> lines = report.toText().lines().filter(l -> !l.startsWith("    fix: ")).toList();
		assertEquals(report.findings().size() + 1, lines.size());
		assertTrue(lines.get(0).matches("[^/:][^:]*(:\\d+(:\\d+)?)?: (info|warning|error) \\[[a-z0-9_.]+\\] .+"),
				lines.get(0));
		assertTrue(lines.stream().anyMatch(l -> l.startsWith("bin/run.conf:") && l.contains("[jvm.heap.xms]")),
				report.toText());
		assertTrue(lines.get(lines.size() - 1).matches("\\d+ findings? \\(\\d+ errors?, \\d+ warnings?, \\d+ infos?\\) in \\d+ files?"),
				lines.get(lines.size() - 1));
	}

	@Test
	void jsonListsEveryFinding() {
		JsonObject json = JsonParser.parseString(report.toJson()).getAsJsonObject();
		JsonArray findings = json.getAsJsonArray("findings");
		assertEquals(report.findings().size(), findings.size());
		assertEquals(report.filesChecked(), json.get("filesChecked").getAsInt());
		JsonObject first = findings.get(0).getAsJsonObject();
		assertEquals(Set.of("file", "line", "column", "severity", "rule", "message", "fix", "places"), first.keySet());
		assertEquals(report.findings().get(0).rule().id(), first.get("rule").getAsString());
	}

	@Test
	void sarifIsAValid210LogWhoseResultsPointAtTheirRules() {
		JsonObject sarif = JsonParser.parseString(report.toSarif()).getAsJsonObject();
		assertEquals("2.1.0", sarif.get("version").getAsString());
		JsonArray runs = sarif.getAsJsonArray("runs");
		assertEquals(1, runs.size());
		JsonObject run = runs.get(0).getAsJsonObject();
		JsonObject driver = run.getAsJsonObject("tool").getAsJsonObject("driver");
		assertEquals("Dyno", driver.get("name").getAsString());
		JsonArray rules = driver.getAsJsonArray("rules");
		JsonArray results = run.getAsJsonArray("results");
		assertEquals(report.findings().size(), results.size());
		assertEquals(report.findings().stream().map(f -> f.rule().id()).collect(Collectors.toSet()).size(), rules.size());
		for (JsonElement e : results) {
			JsonObject r = e.getAsJsonObject();
			int index = r.get("ruleIndex").getAsInt();
			assertEquals(rules.get(index).getAsJsonObject().get("id"), r.get("ruleId"));
			assertTrue(Set.of("note", "warning", "error").contains(r.get("level").getAsString()), r.toString());
			JsonObject physical = r.getAsJsonArray("locations").get(0).getAsJsonObject()
					.getAsJsonObject("physicalLocation");
			String uri = physical.getAsJsonObject("artifactLocation").get("uri").getAsString();
			assertFalse(uri.startsWith("/") || uri.contains("\\"), uri);
			JsonObject region = physical.getAsJsonObject("region");
			if (region != null) {
				assertTrue(region.get("startLine").getAsLong() >= 1, region.toString());
			}
		}
		String base = run.getAsJsonObject("originalUriBaseIds").getAsJsonObject("SRCROOT").get("uri").getAsString();
		assertTrue(base.startsWith("file:") && base.endsWith("/"));
	}

	@Test
	void failsAtOrAboveTheThreshold() {
		assertTrue(report.fails(Severity.INFO));
		assertEquals(report.count(Severity.WARNING) + report.count(Severity.ERROR) > 0, report.fails(Severity.WARNING));
		assertEquals(report.count(Severity.ERROR) > 0, report.fails(Severity.ERROR));
	}

	@Test
	void mergingProfilesReportsTheSharedRunConfOnce() throws IOException {
		List<Server> servers = ServerLayout.detect(Fixtures.get(LinterTest.AS51));
		assertTrue(servers.size() >= 2, servers.toString());
		LintReport merged = LintReport.merge(Fixtures.get(LinterTest.AS51),
				servers.stream().map(s -> Linter.lint(s, LiveFacts.none())).toList());
		long xms = merged.findings().stream().filter(f -> f.rule().id().equals("jvm.heap.xms")
				&& f.file().path().endsWith("bin/run.conf")).count();
		assertEquals(1, xms, merged.toText());
	}
}
