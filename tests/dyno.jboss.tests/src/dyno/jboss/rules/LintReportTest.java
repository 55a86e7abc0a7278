package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dyno.core.JsonReader;

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
		assertTrue(lines.get(lines.size() - 1).matches("\\d+ findings \\(\\d+ errors, \\d+ warnings, \\d+ infos\\) in \\d+ files"),
				lines.get(lines.size() - 1));
	}

	@Test
	@SuppressWarnings("unchecked")
	void jsonListsEveryFinding() {
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(report.toJson());
		List<Map<String, Object>> findings = (List<Map<String, Object>>) json.get("findings");
		assertEquals(report.findings().size(), findings.size());
		assertEquals((long) report.filesChecked(), json.get("filesChecked"));
		Map<String, Object> first = findings.get(0);
		assertEquals(Set.of("file", "line", "column", "severity", "rule", "message", "fix"), first.keySet());
		assertEquals(report.findings().get(0).rule().id(), first.get("rule"));
	}

	@Test
	@SuppressWarnings("unchecked")
	void sarifIsAValid210LogWhoseResultsPointAtTheirRules() {
		Map<String, Object> sarif = (Map<String, Object>) JsonReader.parse(report.toSarif());
		assertEquals("2.1.0", sarif.get("version"));
		List<Map<String, Object>> runs = (List<Map<String, Object>>) sarif.get("runs");
		assertEquals(1, runs.size());
		Map<String, Object> driver = (Map<String, Object>) ((Map<String, Object>) runs.get(0).get("tool")).get("driver");
		assertEquals("Dyno", driver.get("name"));
		List<Map<String, Object>> rules = (List<Map<String, Object>>) driver.get("rules");
		List<Map<String, Object>> results = (List<Map<String, Object>>) runs.get(0).get("results");
		assertEquals(report.findings().size(), results.size());
		assertEquals(report.findings().stream().map(f -> f.rule().id()).collect(Collectors.toSet()).size(), rules.size());
		for (Map<String, Object> r : results) {
			int index = ((Long) r.get("ruleIndex")).intValue();
			assertEquals(rules.get(index).get("id"), r.get("ruleId"));
			assertTrue(Set.of("note", "warning", "error").contains(r.get("level")), r.toString());
			Map<String, Object> location = (Map<String, Object>) ((List<Object>) r.get("locations")).get(0);
			Map<String, Object> physical = (Map<String, Object>) location.get("physicalLocation");
			String uri = (String) ((Map<String, Object>) physical.get("artifactLocation")).get("uri");
			assertFalse(uri.startsWith("/") || uri.contains("\\"), uri);
			Map<String, Object> region = (Map<String, Object>) physical.get("region");
			if (region != null) {
				assertTrue((Long) region.get("startLine") >= 1, region.toString());
			}
		}
		Map<String, Object> base = (Map<String, Object>) ((Map<String, Object>) runs.get(0).get("originalUriBaseIds"))
				.get("SRCROOT");
		assertTrue(((String) base.get("uri")).startsWith("file:") && ((String) base.get("uri")).endsWith("/"));
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
