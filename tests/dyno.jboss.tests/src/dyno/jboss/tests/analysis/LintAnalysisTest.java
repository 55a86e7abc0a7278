package dyno.jboss.tests.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Table;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.LintResult;
import dyno.jboss.analysis.RecordingHints;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.rules.Severity;
import dyno.jboss.tests.Fixtures;

/** The lint of the real JBoss AS 5.1 fixture through the analysis every face runs. */
class LintAnalysisTest {

	private static final Path AS51 = Fixtures.get("jboss-as-5/5.1.0.GA");
	private static final Path WILDFLY39 = Fixtures.get("wildfly-39.0.1.Final");
	private static final LintAnalysis LINT = new LintAnalysis();

	private static Arguments.Builder home() {
		return Arguments.of(LINT).with(LintAnalysis.TARGET, AS51);
	}

	@Test
	void everyProfileIsLintedAndASharedFileReportsAFindingOnce() throws Exception {
		LintResult r = LINT.run(home().build(), Progress.NONE);
		List<Server> servers = ServerLayout.detect(AS51);
		assertTrue(servers.size() >= 2, servers.toString());
		LintReport expected = LintReport.merge(AS51, servers.stream().map(s -> Linter.lint(s, LiveFacts.none())).toList());
		assertEquals(expected.toText(), r.lint().toText());
		assertEquals(1, r.lint().findings().stream().filter(f -> f.rule().id().equals("jvm.heap.xms")
				&& f.file().path().endsWith("bin/run.conf")).count(), r.text());
		assertEquals(r.files().size(), r.files().stream().distinct().count(), "bin/run.conf of every profile once");
		assertNull(r.live());
		assertNull(r.recording());
	}

	/**
	 * Of a WildFly home, the configuration it runs, standalone.xml, with the JVM options of its start script: not
	 * the six other standalone*.xml nor the domain (issue 39, point 7).
	 */
	@Test
	void aWildFlyHomeIsLintedInTheConfigurationItRuns() throws Exception {
		LintResult r = LINT.run(Arguments.of(LINT).with(LintAnalysis.TARGET, WILDFLY39).build(), Progress.NONE);
		assertEquals(List.of("bin/standalone.conf", "bin/standalone.conf.bat",
				"standalone/configuration/standalone.xml"), linted(r));
		assertEquals(3, r.lint().filesChecked(), r.text());
	}

	/** --config names the configuration the server runs; --all-configs lints every one, the domain's too. */
	@Test
	void anotherConfigurationOrAllOfThem() throws Exception {
		Arguments.Builder home = Arguments.of(LINT).with(LintAnalysis.TARGET, WILDFLY39);
		assertEquals(List.of("bin/standalone.conf", "bin/standalone.conf.bat",
				"standalone/configuration/standalone-full.xml"),
				linted(LINT.run(home.with(LintAnalysis.CONFIG, "standalone-full.xml").build(), Progress.NONE)));
		List<String> all = linted(LINT.run(Arguments.of(LINT).with(LintAnalysis.TARGET, WILDFLY39)
				.with(LintAnalysis.ALL_CONFIGS, true).build(), Progress.NONE));
		assertEquals(11, all.size(), all.toString());
		assertTrue(all.contains("domain/configuration/domain.xml") && all.contains(
				"standalone/configuration/standalone-ha.xml"), all.toString());
		AnalysisException none = assertThrows(AnalysisException.class, () -> LINT.run(Arguments.of(LINT)
				.with(LintAnalysis.TARGET, WILDFLY39).with(LintAnalysis.CONFIG, "standalone-nope.xml").build(),
				Progress.NONE));
		assertTrue(none.getMessage().startsWith("no standalone-nope.xml in ") && none.getMessage().contains(
				"--all-configs lints them all"), none.getMessage());
	}

	private static List<String> linted(LintResult r) {
		return r.files().stream().map(f -> WILDFLY39.relativize(f.path()).toString()).sorted().toList();
	}

	@Test
	void theFailOnThresholdDecides() throws Exception {
		LintResult error = LINT.run(home().with(LintAnalysis.PROFILE, "default").build(), Progress.NONE);
		LintResult warning = LINT.run(home().with(LintAnalysis.PROFILE, "default")
				.with(LintAnalysis.FAIL_ON, Severity.WARNING).build(), Progress.NONE);
		assertFalse(error.fails(), error.text());
		assertTrue(warning.fails(), warning.text());
	}

	@Test
	void theFactsTheFaceAlreadyHasAreWeighed() throws Exception {
		// 10 of 10 system threads busy: the rule of the thread pool's size fires only with this fact.
		LiveFacts busy = LiveFacts.none().with(LiveInput.BUSY_THREADS_PEAK, "jboss.system:service=ThreadPool", 10);
		LintAnalysis withFacts = new LintAnalysis(home -> home.equals(AS51) ? busy : LiveFacts.none());
		Arguments args = home().with(LintAnalysis.PROFILE, "default").build();
		String rule = "systhreadpool.maximumpoolsize";
		assertTrue(withFacts.run(args, Progress.NONE).lint().findings().stream()
				.anyMatch(f -> f.rule().id().equals(rule)));
		assertFalse(LINT.run(args, Progress.NONE).lint().findings().stream().anyMatch(f -> f.rule().id().equals(rule)));
	}

	@Test
	void theReportHasARowPerFindingInTheSameOrderAsJson() throws Exception {
		LintResult r = LINT.run(home().with(LintAnalysis.PROFILE, "default").build(), Progress.NONE);
		Table findings = (Table) r.report().sections().get(0);
		assertEquals(r.lint().findings().size(), findings.rows().size());
		@SuppressWarnings("unchecked")
		List<Map<String, Object>> json = (List<Map<String, Object>>) Faces.fromJson(Faces.json(r.data()), Map.class)
				.get("findings");
		for (int i = 0; i < json.size(); i++) {
			assertEquals(json.get(i).get("file"), findings.rows().get(i).get(0));
			assertEquals(json.get(i).get("rule"), findings.rows().get(i).get(4));
			assertEquals(json.get(i).get("message"), findings.rows().get(i).get(5));
		}
		String html = Faces.html(r.report());
		assertFalse(html.contains("http"), "the report fetches nothing");
		assertTrue(html.contains("bin/run.conf") && html.contains("jvm.heap.xms"));
	}

	@Test
	void aRecordingsWarningHintFailsAtWarning() throws Exception {
		Path jfr = Path.of("server.jfr");
		LintAnalysis withHints = new LintAnalysis(t -> {
			throw new IllegalStateException("no --live here");
		}, home -> LiveFacts.none(), file -> List.of(new RecordingHints.Hint("GcPressure", "GC Pressure", 80,
				"warning", "much time in GC", "")));
		Arguments.Builder file = Arguments.of(withHints).with(LintAnalysis.TARGET, AS51.resolve("bin/run.conf"))
				.with(LintAnalysis.RECORDING, jfr);
		LintResult r = withHints.run(file.with(LintAnalysis.FAIL_ON, Severity.WARNING).build(), Progress.NONE);
		assertFalse(r.lint().fails(Severity.WARNING), "the file alone passes: " + r.text());
		assertTrue(r.fails());
		assertTrue(r.text().contains("server.jfr: warning [GcPressure] GC Pressure: much time in GC"), r.text());
		assertEquals(1, r.lint().filesChecked());
		assertThrows(AnalysisException.class, () -> LINT.run(Arguments.of(LINT).with(LintAnalysis.TARGET, AS51)
				.with(LintAnalysis.RECORDING, jfr).build(), Progress.NONE), "the default reads no recordings");
	}

	@Test
	void wrongInputIsSaidInOneSentence() throws IOException {
		assertEquals("no such file or folder: /no/such/jboss", assertThrows(AnalysisException.class, () -> LINT.run(
				Arguments.of(LINT).with(LintAnalysis.TARGET, Path.of("/no/such/jboss")).build(), Progress.NONE))
				.getMessage());
		String profile = assertThrows(AnalysisException.class, () -> LINT.run(home().with(LintAnalysis.PROFILE,
				"production").build(), Progress.NONE)).getMessage();
		assertTrue(profile.startsWith("no profile 'production' in ") && profile.contains("default"), profile);
		assertEquals("--for and --user go with --live", assertThrows(IllegalArgumentException.class,
				() -> LintAnalysis.liveTarget(home().with(LintAnalysis.USER, "admin").build())).getMessage());
	}
}
