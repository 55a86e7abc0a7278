package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.RuleReference;
import dyno.jboss.analysis.RuleReferenceAnalysis;
import dyno.jboss.tests.Fixtures;

/**
 * An organisation's rules from a folder of jars, in the OSGi framework the tests run in: the example rule of
 * {@code rules-example}, compiled and jarred by the test, loaded through {@link RuleFolder} (a class loader whose
 * parent is dyno.jboss's) and {@code ServiceLoader}, lints JBoss 5.1 beside the standard catalogue and is listed by
 * the rule reference.
 */
class RuleFolderTest {

	/** The folder with the example's jar, built once (javac takes a few seconds). */
	private static Path folder;

	@BeforeAll
	static void buildTheExample(@TempDir Path dir) throws IOException {
		folder = ExampleRulesJar.build(dir.resolve("rules")).getParent();
	}

	@Test
	void theExampleRuleOfAJarLintsBesideTheStandardOnes() throws IOException {
		List<Rule> rules = RuleFolder.load(folder);
		assertEquals(List.of(ExampleRulesJar.RULE), rules.stream().map(Rule::id).toList());
		// Only the jar has the provider: the bundle and this fragment do not see it.
		assertThrows(ClassNotFoundException.class, () -> Class.forName("org.example.dyno.rules.ExampleRules"));
		Server server = ServerLayout.detect(Fixtures.get(LinterTest.AS51), "default");
		LintReport report = Linter.lint(server, LiveFacts.none(), RuleCatalog.standard().with(rules));
		List<Finding> found = report.findings().stream().filter(f -> f.rule().id().equals(ExampleRulesJar.RULE))
				.toList();
		// run.conf has -Xmx512m; run.conf.bat (another kind) and the profile's XML files are not its files.
		assertEquals(1, found.size(), report.toText());
		assertTrue(found.get(0).file().path().endsWith("bin/run.conf"), found.toString());
		assertEquals("the heap is below the 1 GB our servers get: -Xmx512m", found.get(0).message());
		assertTrue(report.findings().stream().anyMatch(f -> f.rule().id().equals("jvm.heap.xms")), report.toText());
	}

	@Test
	void theLintAndTheRuleReferenceTakeTheFolder() throws Exception {
		LintAnalysis lint = new LintAnalysis();
		var result = lint.run(Arguments.of(lint).with(LintAnalysis.TARGET, Fixtures.get(LinterTest.AS51 + "/bin/run.conf"))
				.with(LintAnalysis.RULES, folder).build(), Progress.NONE);
		assertTrue(result.lint().findings().stream().anyMatch(f -> f.rule().id().equals(ExampleRulesJar.RULE)),
				result.text());
		RuleReferenceAnalysis reference = new RuleReferenceAnalysis();
		RuleReference listed = reference.run(Arguments.of(reference).with(LintAnalysis.RULES, folder).build(),
				Progress.NONE);
		RuleReference.Entry entry = listed.rules().get(listed.rules().size() - 1);
		assertEquals(ExampleRulesJar.RULE, entry.id());
		assertEquals(RuleReference.ORGANISATION, entry.origin());
		assertEquals("-Xmx in JAVA_OPTS against 1 GB", entry.checks());
		assertEquals(List.of(), entry.referenceRows());
	}

	@Test
	void aJarWhoseProviderIsMissingFailsNamingTheFolder(@TempDir Path dir) throws IOException {
		Path folder = Files.createDirectories(dir.resolve("broken"));
		try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(folder.resolve("broken.jar")))) {
			jar.putNextEntry(new JarEntry("META-INF/services/" + RuleProvider.class.getName()));
			jar.write("org.example.NoSuchRules\n".getBytes());
			jar.closeEntry();
		}
		IOException e = assertThrows(IOException.class, () -> RuleFolder.load(folder));
		assertTrue(e.getMessage().contains(folder.toString()) && e.getMessage().contains("NoSuchRules"), e.getMessage());
		LintAnalysis lint = new LintAnalysis();
		AnalysisException failed = assertThrows(AnalysisException.class, () -> lint.run(Arguments.of(lint)
				.with(LintAnalysis.TARGET, Fixtures.get(LinterTest.AS51)).with(LintAnalysis.RULES, folder).build(),
				Progress.NONE));
		assertTrue(failed.getMessage().contains("NoSuchRules"), failed.getMessage());
	}

	@Test
	void aRuleWhoseIdIsTakenIsRefused() throws IOException {
		List<Rule> rules = RuleFolder.load(folder);
		RuleCatalog with = RuleCatalog.standard().with(rules);
		assertThrows(IllegalStateException.class, () -> with.with(rules));
	}
}
