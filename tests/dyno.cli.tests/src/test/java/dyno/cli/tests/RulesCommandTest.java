package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code ./dyno rules} (the rule reference in text, JSON and HTML), lint's {@code --min-severity} and
 * {@code --ignore}, and an organisation's rules: the example of tests/dyno.jboss.tests/rules-example compiled
 * with the JDK's javac against the product's dyno.jboss jar and packed with its jar tool into a rules folder that
 * {@code --rules} reads on the plain class path.
 */
class RulesCommandTest {

	private static final String EXAMPLE_RULE = "example.jvm.heap_at_least_1g";

	@Test
	void listsEveryRuleAsJsonWithItsTests() throws Exception {
		Dyno.Result r = Dyno.run("rules", "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		JsonArray rules = json.getAsJsonArray("rules");
		assertTrue(rules.size() > 150, "rules: " + rules.size());
		JsonObject console = rules.asList().stream().map(e -> e.getAsJsonObject())
				.filter(e -> e.get("id").getAsString().equals("log.console_appender")).findFirst().orElseThrow();
		assertEquals("warning", console.get("severity").getAsString());
		assertTrue(console.get("why").getAsString().contains("218.1"), console.toString());
		assertTrue(console.getAsJsonArray("tests").toString().contains("LoggingRulesTest"), console.toString());
		assertTrue(json.has("notChecked"), r.out());
	}

	@Test
	void textAndHtml(@TempDir Path tmp) throws Exception {
		Dyno.Result text = Dyno.run("rules");
		assertEquals(0, text.exitCode(), text.err());
		assertTrue(text.out().contains("log.console_appender (warning)\n  files: "), text.out());
		assertTrue(text.out().lines().reduce((a, b) -> b).orElse("").matches("\\d+ rules \\(\\d+ live-aware\\), \\d+ "
				+ "reference rows not checked"), text.out());
		Path html = tmp.resolve("rules.html");
		Dyno.Result page = Dyno.run("rules", "--format", "html", "-o", html.toString());
		assertEquals(0, page.exitCode(), page.err());
		String content = Files.readString(html);
		assertTrue(content.contains("jvm.heap.xms") && content.contains("<table"), content);
		// Reference rows name Apache httpd: what must not be there is a link to fetch.
		assertFalse(content.contains("http:") || content.contains("https:"), "no http reference in the page");
	}

	@Test
	void minSeverityAndIgnoreOnLint() throws Exception {
		Dyno.Result warnings = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--min-severity",
				"warning");
		assertEquals(0, warnings.exitCode(), warnings.err());
		assertFalse(warnings.out().contains(": info ["), warnings.out());
		assertTrue(warnings.out().contains("warning [log.console_appender]"), warnings.out());
		assertTrue(warnings.out().contains("(0 errors, ") && warnings.out().contains(" warnings, 0 infos)"),
				warnings.out());
		Dyno.Result ignored = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--ignore",
				"log.console_appender", "--ignore", "jvm.heap.xms");
		assertEquals(0, ignored.exitCode(), ignored.err());
		assertFalse(ignored.out().contains("[log.console_appender]") || ignored.out().contains("[jvm.heap.xms]"),
				ignored.out());
		assertTrue(ignored.out().contains("[jvm.gcdebug.verbose]"), ignored.out());
		Dyno.Result wrong = Dyno.run("lint", LintCommandTest.AS51, "--min-severity", "loud");
		assertEquals(2, wrong.exitCode(), wrong.err());
	}

	@Test
	void anOrganisationsRulesFolderOnTheClassPath(@TempDir Path tmp) throws Exception {
		Path folder = exampleJarFolder(tmp);
		Dyno.Result lint = Dyno.run("lint", LintCommandTest.AS51 + "/bin/run.conf", "--rules", folder.toString());
		assertEquals(0, lint.exitCode(), lint.err());
		assertTrue(lint.out().contains("run.conf:45: warning [" + EXAMPLE_RULE + "] the heap is below the 1 GB our "
				+ "servers get: -Xmx512m"), lint.out());
		Dyno.Result quiet = Dyno.run("lint", LintCommandTest.AS51 + "/bin/run.conf.bat", "--rules", folder.toString());
		assertFalse(quiet.out().contains(EXAMPLE_RULE), quiet.out());
		Dyno.Result listed = Dyno.run("rules", "--rules", folder.toString());
		assertTrue(listed.out().contains(EXAMPLE_RULE + " (warning, organisation)"), listed.out());
		Dyno.Result missing = Dyno.run("lint", LintCommandTest.AS51, "--rules", tmp.resolve("none").toString());
		assertEquals(1, missing.exitCode(), missing.err());
		assertTrue(missing.err().contains("the rules folder is not a folder"), missing.err());
	}

	/** Compiles the example rule against the product's dyno.jboss jar and packs it, as an organisation would. */
	private static Path exampleJarFolder(Path tmp) throws IOException, InterruptedException {
		Path example = Dyno.HOME.resolve("tests/dyno.jboss.tests/rules-example");
		Path plugins = Dyno.HOME.resolve("releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno/plugins");
		String classPath;
		try (Stream<Path> jars = Files.list(plugins)) {
			classPath = String.join(java.io.File.pathSeparator, jars.filter(p -> {
				String name = p.getFileName().toString();
				return name.startsWith("dyno.jboss_") || name.startsWith("dyno.core_")
						|| name.startsWith("org.eclipse.emf.ecore_") || name.startsWith("org.eclipse.emf.common_");
			}).map(Path::toString).toList());
		}
		Path classes = Files.createDirectories(tmp.resolve("classes"));
		List<String> javac = new ArrayList<>(List.of(tool("javac"), "-d", classes.toString(), "-cp", classPath,
				"--release", "21"));
		try (Stream<Path> sources = Files.walk(example.resolve("src"))) {
			javac.addAll(sources.filter(p -> p.toString().endsWith(".java")).map(Path::toString).toList());
		}
		exec(javac, tmp);
		Path folder = Files.createDirectories(tmp.resolve("rules"));
		exec(List.of(tool("jar"), "--create", "--file", folder.resolve("example-rules.jar").toString(), "-C",
				classes.toString(), ".", "-C", example.toString(), "META-INF"), tmp);
		return folder;
	}

	private static String tool(String name) {
		return Path.of(System.getProperty("java.home"), "bin", name).toString();
	}

	private static void exec(List<String> command, Path dir) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
		String out = Dyno.read(p.getInputStream());
		assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
	}
}
