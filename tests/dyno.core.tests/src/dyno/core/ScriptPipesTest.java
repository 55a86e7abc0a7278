package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The project's scripts run under {@code set -o pipefail} (or are sourced by one that does): a pipe into
 * {@code grep -q} there fails now and then although grep matched, because grep leaves at the first match and its
 * writer dies of SIGPIPE. That made a fresh run report a present library (libXtst) as missing. A script reads the
 * output whole instead.
 */
class ScriptPipesTest {

	private static final Pattern PIPE_INTO_QUIET_GREP = Pattern.compile("\\|\\s*grep\\s+-[A-Za-z]*q");

	@Test
	void noScriptPipesIntoAGrepThatLeavesEarly() throws IOException {
		Path root = BundleSources.BUNDLES.getParent();
		List<Path> scripts = new ArrayList<>(List.of(root.resolve("dyno"), root.resolve(".ci/run")));
		try (Stream<Path> files = Files.walk(root.resolve("releng"))) {
			files.filter(f -> f.toString().endsWith(".sh") && !f.toString().contains("/target/")).forEach(scripts::add);
		}
		assertTrue(scripts.contains(root.resolve("releng/system-deps.sh")), scripts.toString());
		List<String> offenders = new ArrayList<>();
		for (Path script : scripts) {
			List<String> lines = Files.readAllLines(script);
			for (int i = 0; i < lines.size(); i++) {
				if (PIPE_INTO_QUIET_GREP.matcher(lines.get(i)).find()) {
					offenders.add(root.relativize(script) + ":" + (i + 1) + ": " + lines.get(i).strip());
				}
			}
		}
		assertEquals(List.of(), offenders);
	}

	@Test
	void theRuleSeesThePipe() {
		assertTrue(PIPE_INTO_QUIET_GREP.matcher("{ ldconfig -p; } | grep -q \"libXtst.so.6\" || echo x").find());
		assertTrue(PIPE_INTO_QUIET_GREP.matcher("ps aux |grep -Fq java").find());
		assertTrue(!PIPE_INTO_QUIET_GREP.matcher("grep -q '^[0-9]' \"$file\" && break").find());
	}
}
