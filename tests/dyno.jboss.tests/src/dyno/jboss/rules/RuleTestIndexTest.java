package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dyno.jboss.analysis.RuleReferenceAnalysis;

/**
 * Keeps {@code rule-tests.tsv}, the index of the tests that name each rule id (which {@code dyno rules} lists), in
 * step with the test sources: a product has no tests folder to scan, so the index is a resource of dyno.jboss. When
 * it is stale this test writes the current one into the source tree and fails: rebuild and commit it.
 */
class RuleTestIndexTest {

	private static final String HEADER = "# The test classes (module:Class) whose sources name each rule id in quotes; written by RuleTestIndexTest.\n";

	@Test
	void theIndexOfRuleTestsIsCurrent() throws IOException {
		Path repository = ExampleRulesJar.repository();
		Path index = repository.resolve("bundles/dyno.jboss/src" + RuleReferenceAnalysis.TESTS_INDEX);
		String current = index(repository.resolve("tests"));
		String written = Files.exists(index) ? Files.readString(index, StandardCharsets.UTF_8) : "";
		if (!current.equals(written)) {
			Files.writeString(index, current, StandardCharsets.UTF_8);
		}
		assertEquals(current, written, index + " was stale and is now rewritten: rebuild dyno.jboss and commit it");
	}

	/** For each rule of the standard catalogue that a test names, the test classes that do. */
	static String index(Path tests) throws IOException {
		Map<String, String> sources = new LinkedHashMap<>();
		try (Stream<Path> files = Files.walk(tests)) {
			for (Path f : files.filter(p -> p.toString().endsWith(".java") && !p.toString().contains("/target/"))
					.sorted().toList()) {
				String module = tests.relativize(f).getName(0).toString();
				String name = f.getFileName().toString();
				sources.put(module + ":" + name.substring(0, name.length() - ".java".length()),
						Files.readString(f, StandardCharsets.UTF_8));
			}
		}
		StringBuilder out = new StringBuilder(HEADER);
		for (Rule r : RuleCatalog.standard().rules()) {
			List<String> naming = new ArrayList<>(new TreeSet<>(sources.entrySet().stream()
					.filter(e -> e.getValue().contains("\"" + r.id() + "\"")).map(Map.Entry::getKey).toList()));
			if (!naming.isEmpty()) {
				out.append(r.id()).append('\t').append(String.join(", ", naming)).append('\n');
			}
		}
		return out.toString();
	}
}
