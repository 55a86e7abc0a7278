package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.tests.Fixtures;

/**
 * {@code dyno:ignore} comments in real files (JBoss 5.1's jboss-log4j.xml, run.conf and run.conf.bat): before an
 * element or a statement they silence a rule there, at the top for the whole file; they survive an edit and save
 * through the document API; the preference list is {@link RuleCatalog#without}.
 */
class SuppressionsTest {

	private static final String RUN_CONF = LinterTest.AS51 + "/bin/run.conf";
	private static final String RUN_CONF_BAT = LinterTest.AS51 + "/bin/run.conf.bat";

	@Test
	void anXmlCommentBeforeAnElementSilencesTheRuleOnThatElementOnly(@TempDir Path dir) throws IOException {
		ConfigFile log4j = FindingsWithoutNoiseTest.twoFileAppenders(dir);
		insertBefore(log4j.path(), "<appender name=\"APP\"", "<!-- dyno:ignore log.file.immediateflush -->\n   ");
		LintReport report = Linter.lint(log4j, LiveFacts.none());
		Finding flush = FindingsWithoutNoiseTest.only(report, "log.file.immediateflush");
		assertEquals(1, flush.places().size(), report.toText());
		assertTrue(flush.message().endsWith("appender FILE"), flush.message());
		assertEquals(2, FindingsWithoutNoiseTest.only(report, "log.file.bufferedio").places().size(), report.toText());
	}

	@Test
	void anXmlCommentAboveTheRootSilencesTheWholeFile(@TempDir Path dir) throws IOException {
		ConfigFile log4j = FindingsWithoutNoiseTest.twoFileAppenders(dir);
		insertBefore(log4j.path(), "<log4j:configuration",
				"<!-- dyno:ignore log.file.immediateflush, log.console_appender: we log to the console on purpose -->\n");
		Set<String> rules = rules(Linter.lint(log4j, LiveFacts.none()));
		assertFalse(rules.contains("log.file.immediateflush") || rules.contains("log.console_appender"), rules.toString());
		assertTrue(rules.contains("log.file.bufferedio"), rules.toString());
	}

	@Test
	void aShellCommentSilencesTheNextStatementOnly(@TempDir Path dir) throws IOException {
		ConfigFile conf = ConfigFile.of(Fixtures.copy(RUN_CONF, dir.resolve("run.conf")));
		assertTrue(rules(Linter.lint(conf, LiveFacts.none())).contains("jvm.heap.xms"));
		insertBefore(conf.path(), "   JAVA_OPTS=\"-Xms128m", "   # dyno:ignore jvm.heap.xms (we grow the heap on purpose)\n");
		Set<String> rules = rules(Linter.lint(conf, LiveFacts.none()));
		assertFalse(rules.contains("jvm.heap.xms"), rules.toString());
		assertTrue(rules.contains("jvm.gcdebug.verbose"), "the other rules of the line still fire: " + rules);
	}

	@Test
	void aShellCommentAfterTheLastStatementSilencesNothing(@TempDir Path dir) throws IOException {
		ConfigFile conf = ConfigFile.of(Fixtures.copy(RUN_CONF, dir.resolve("run.conf")));
		Files.writeString(conf.path(), Files.readString(conf.path()) + "\n# dyno:ignore jvm.heap.xms\n");
		assertTrue(rules(Linter.lint(conf, LiveFacts.none())).contains("jvm.heap.xms"));
	}

	@Test
	void aShellCommentAtTheTopSilencesTheWholeFile(@TempDir Path dir) throws IOException {
		ConfigFile conf = ConfigFile.of(Fixtures.copy(RUN_CONF, dir.resolve("run.conf")));
		Files.writeString(conf.path(), "# dyno:ignore jvm.heap.xms jvm.oom.heapdump\n" + Files.readString(conf.path()));
		Set<String> rules = rules(Linter.lint(conf, LiveFacts.none()));
		assertFalse(rules.contains("jvm.heap.xms") || rules.contains("jvm.oom.heapdump"), rules.toString());
		assertTrue(rules.contains("jvm.gcdebug.verbose"), rules.toString());
	}

	@Test
	void aRemCommentSilencesTheNextBatchStatement(@TempDir Path dir) throws IOException {
		ConfigFile bat = ConfigFile.of(Fixtures.copy(RUN_CONF_BAT, dir.resolve("run.conf.bat")));
		assertTrue(rules(Linter.lint(bat, LiveFacts.none())).contains("jvm.heap.xms"));
		insertBefore(bat.path(), "set \"JAVA_OPTS=-Xms128M", "rem dyno:ignore jvm.heap.xms\n");
		assertFalse(rules(Linter.lint(bat, LiveFacts.none())).contains("jvm.heap.xms"));
	}

	/** No fixture ships a jmx-console-users.properties: a minimal one, written, as the security rules' test does. */
	@Test
	void aPropertiesCommentSilencesTheNextEntry(@TempDir Path dir) throws IOException {
		Path users = Files.createDirectories(dir.resolve("props")).resolve("jmx-console-users.properties");
		Files.writeString(users, "# A sample users.properties file for use with the UsersRolesLoginModule\nadmin=admin\n");
		assertTrue(rules(Linter.lint(ConfigFile.of(users), LiveFacts.none())).contains("security.console.default_credentials"));
		Files.writeString(users, "# A sample users.properties file for use with the UsersRolesLoginModule\nguest=Qh7wT2mZ9rK4pX8v\n"
				+ "! dyno:ignore security.console.default_credentials: a test box\nadmin=admin\n");
		assertFalse(rules(Linter.lint(ConfigFile.of(users), LiveFacts.none()))
				.contains("security.console.default_credentials"));
	}

	@Test
	void theCommentSurvivesAnEditAndASave(@TempDir Path dir) throws IOException {
		ConfigFile conf = ConfigFile.of(Fixtures.copy(RUN_CONF, dir.resolve("run.conf")));
		insertBefore(conf.path(), "   JAVA_OPTS=\"-Xms128m", "   # dyno:ignore jvm.heap.xms\n");
		ConfigDocument doc = ConfigFiles.read(conf);
		Fix.setJavaOpt("-Xmx", "2048m").apply(doc); // -Xms still differs from -Xmx: the rule would fire
		ConfigFiles.save(conf, doc);
		String saved = Files.readString(conf.path());
		assertTrue(saved.contains("   # dyno:ignore jvm.heap.xms\n   JAVA_OPTS=\"-Xms128m -Xmx2048m"), saved);
		assertFalse(rules(Linter.lint(conf, LiveFacts.none())).contains("jvm.heap.xms"));
	}

	@Test
	void thePreferenceListIsTheCatalogueWithoutThoseRules() throws IOException {
		ConfigFile conf = ConfigFile.of(Fixtures.get(RUN_CONF));
		RuleCatalog without = RuleCatalog.standard().without(List.of("jvm.heap.xms", "no.such.rule"));
		assertEquals(RuleCatalog.standard().rules().size() - 1, without.rules().size());
		Set<String> rules = rules(Linter.lint(conf, LiveFacts.none(), without));
		assertFalse(rules.contains("jvm.heap.xms"), rules.toString());
		assertTrue(rules.contains("jvm.gcdebug.verbose"), rules.toString());
	}

	private static void insertBefore(Path file, String anchor, String text) throws IOException {
		String content = Files.readString(file, StandardCharsets.ISO_8859_1);
		int at = content.indexOf(anchor);
		assertTrue(at >= 0, anchor + " not in " + file);
		Files.writeString(file, content.substring(0, at) + text + content.substring(at), StandardCharsets.ISO_8859_1);
	}

	private static Set<String> rules(LintReport report) {
		return Set.copyOf(report.findings().stream().map(f -> f.rule().id()).toList());
	}
}
