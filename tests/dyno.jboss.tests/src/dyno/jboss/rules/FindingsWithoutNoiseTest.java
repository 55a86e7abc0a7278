package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.tests.Fixtures;

/**
 * One rule on several elements of one file is one finding with its places: on JBoss 5.1's jboss-log4j.xml with its
 * FILE appender twice (a second file appender, as real servers have one per application), in text, JSON, SARIF,
 * and its fix; and {@code --min-severity}'s filter.
 */
class FindingsWithoutNoiseTest {

	static final String LOG4J = LinterTest.AS51 + "/server/default/conf/jboss-log4j.xml";

	/** The fixture's jboss-log4j.xml with a copy of its FILE appender named APP after it. */
	static ConfigFile twoFileAppenders(Path dir) throws IOException {
		Path file = Fixtures.copy(LOG4J, dir.resolve("jboss-log4j.xml"));
		String text = Files.readString(file, StandardCharsets.UTF_8);
		int start = text.indexOf("<appender name=\"FILE\"");
		int end = text.indexOf("</appender>", start) + "</appender>".length();
		String copy = text.substring(start, end).replace("name=\"FILE\"", "name=\"APP\"").replace("server.log",
				"app.log");
		Files.writeString(file, text.substring(0, end) + "\n\n   " + copy + text.substring(end), StandardCharsets.UTF_8);
		return ConfigFile.of(file);
	}

	@Test
	void oneRuleOnTwoAppendersIsOneFindingWithTwoPlaces(@TempDir Path dir) throws IOException {
		ConfigFile log4j = twoFileAppenders(dir);
		LintReport report = Linter.lint(log4j, LiveFacts.none());
		Finding flush = only(report, "log.file.immediateflush");
		assertEquals(2, flush.places().size(), report.toText());
		assertTrue(flush.places().get(0).line() < flush.places().get(1).line(), flush.places().toString());
		assertEquals(flush.places().get(0).line(), flush.line());
		assertEquals("the log file is flushed after every event (2 places: " + flush.places().get(0).line()
				+ " appender FILE; " + flush.places().get(1).line() + " appender APP)", flush.message());
		assertEquals(1, report.toText().lines().filter(l -> l.contains("[log.file.immediateflush]")).count(),
				report.toText());
		// The linter itself still reports each place: the editor's markers and quick fixes are per place.
		ConfigDocument doc = ConfigFiles.read(log4j);
		List<Finding> places = Linter.lint(new RuleContext(Linter.loneServer(log4j), log4j, doc, LiveFacts.none()),
				RuleCatalog.standard());
		assertEquals(2, places.stream().filter(f -> f.rule().id().equals("log.file.immediateflush")).count());
	}

	@Test
	void jsonAndSarifListEachPlace(@TempDir Path dir) throws IOException {
		LintReport report = Linter.lint(twoFileAppenders(dir), LiveFacts.none());
		Finding flush = only(report, "log.file.immediateflush");
		JsonArray findings = JsonParser.parseString(report.toJson()).getAsJsonObject().getAsJsonArray("findings");
		JsonObject entry = findings.asList().stream().map(e -> e.getAsJsonObject())
				.filter(e -> e.get("rule").getAsString().equals("log.file.immediateflush")).findFirst().orElseThrow();
		JsonArray places = entry.getAsJsonArray("places");
		assertEquals(2, places.size(), entry.toString());
		assertEquals(flush.places().get(1).line(), places.get(1).getAsJsonObject().get("line").getAsInt());
		assertEquals("set immediateFlush to false", places.get(1).getAsJsonObject().get("fix").getAsString());
		JsonObject run = JsonParser.parseString(report.toSarif()).getAsJsonObject().getAsJsonArray("runs").get(0)
				.getAsJsonObject();
		JsonObject result = run.getAsJsonArray("results").asList().stream().map(e -> e.getAsJsonObject())
				.filter(r -> r.get("ruleId").getAsString().equals("log.file.immediateflush")).findFirst().orElseThrow();
		assertEquals(2, result.getAsJsonArray("locations").size(), result.toString());
	}

	@Test
	void theFixOfAFindingFixesEveryPlace(@TempDir Path dir) throws IOException {
		ConfigFile log4j = twoFileAppenders(dir);
		Finding flush = only(Linter.lint(log4j, LiveFacts.none()), "log.file.immediateflush");
		Fix fix = flush.fix().orElseThrow();
		assertEquals("set immediateFlush to false at 2 places", fix.label());
		ConfigDocument doc = ConfigFiles.read(log4j);
		fix.apply(doc);
		ConfigFiles.save(log4j, doc);
		LintReport after = Linter.lint(log4j, LiveFacts.none());
		assertFalse(after.findings().stream().anyMatch(f -> f.rule().id().equals("log.file.immediateflush")),
				after.toText());
		assertEquals(2, only(after, "log.file.bufferedio").places().size(), after.toText());
	}

	@Test
	void minSeverityKeepsOnlyFindingsFromIt() throws IOException {
		Server server = ServerLayout.detect(Fixtures.get(LinterTest.AS51), "default");
		LintReport all = Linter.lint(server, LiveFacts.none());
		LintReport warnings = all.atLeast(Severity.WARNING);
		assertTrue(all.count(Severity.INFO) > 0 && all.count(Severity.WARNING) > 0, all.summary());
		assertEquals(0, warnings.count(Severity.INFO), warnings.toText());
		assertEquals(all.count(Severity.WARNING), warnings.count(Severity.WARNING));
		assertEquals(all.filesChecked(), warnings.filesChecked());
	}

	static Finding only(LintReport report, String rule) {
		List<Finding> of = report.findings().stream().filter(f -> f.rule().id().equals(rule)).toList();
		assertEquals(1, of.size(), report.toText());
		return of.get(0);
	}
}
