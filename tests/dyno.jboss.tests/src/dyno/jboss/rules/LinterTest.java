package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.tests.Fixtures;

/** The linter over whole real servers, every fixture file, and broken files. */
class LinterTest {

	static final String AS51 = "jboss-as-5/5.1.0.GA";

	@Test
	void lintsTheAllProfileOf51() throws IOException {
		Server all = ServerLayout.detect(Fixtures.get(AS51), "all");
		LintReport report = Linter.lint(all, LiveFacts.none());
		assertEquals(all.files().size(), report.filesChecked());
		assertTrue(report.filesChecked() > 5, "files of the all profile: " + all.files());
		List<String> ids = report.findings().stream().map(f -> f.rule().id()).toList();
		assertTrue(ids.contains("jvm.heap.xms"), ids.toString());
		assertTrue(ids.contains("jboss.profile_trim"), ids.toString());
		assertFalse(ids.contains(Linter.RULE_FAILURE.id()), report.toText());
		assertFalse(ids.contains(Linter.SYNTAX.id()), report.toText());
		List<Finding> sorted = new ArrayList<>(report.findings());
		sorted.sort(Comparator.comparing((Finding f) -> f.file().path().toString())
				.thenComparingInt(Finding::line));
		assertEquals(sorted.stream().map(f -> f.file().path() + ":" + f.line()).toList(),
				report.findings().stream().map(f -> f.file().path() + ":" + f.line()).toList());
	}

	@Test
	void everyFixtureFileLintsWithoutARuleFailureOrSyntaxError() throws IOException {
		List<String> problems = new ArrayList<>();
		int linted = 0;
		for (Path p : Fixtures.serverConfigFiles()) {
			byte[] head = Files.readAllBytes(p);
			Optional<FileKind> kind = FileKind.of(p, Arrays.copyOf(head, Math.min(head.length, 8192)));
			if (kind.isEmpty()) {
				continue;
			}
			linted++;
			for (Finding f : Linter.lint(new ConfigFile(p, kind.get()), LiveFacts.none()).findings()) {
				if (f.rule() == Linter.RULE_FAILURE || f.rule() == Linter.SYNTAX) {
					problems.add(Fixtures.root().relativize(p) + ": " + f.message());
				}
			}
		}
		assertTrue(linted > 80, linted + " files linted");
		assertEquals(List.of(), problems);
	}

	@Test
	void aTruncatedFileIsAnErrorWithLineAndColumnAndStaysUntouched(@TempDir Path tmp) throws IOException {
		byte[] original = Files.readAllBytes(Fixtures.get(AS51 + "/server/default/conf/jboss-service.xml"));
		Path broken = tmp.resolve("jboss-service.xml");
		byte[] truncated = Arrays.copyOf(original, original.length / 2);
		Files.write(broken, truncated);
		LintReport report = Linter.lint(new ConfigFile(broken, FileKind.JBOSS_SERVICE), LiveFacts.none());
		assertEquals(1, report.findings().size(), report.toText());
		Finding f = report.findings().get(0);
		assertEquals(Linter.SYNTAX, f.rule());
		assertEquals(Severity.ERROR, f.severity());
		assertTrue(f.line() > 1 && f.column() > 0, f.toString());
		assertTrue(f.message().contains("jboss-service.xml"), f.message());
		assertTrue(report.fails(Severity.ERROR));
		assertArrayEquals(truncated, Files.readAllBytes(broken));
	}

	@Test
	void binaryGarbageIsAnErrorNamingTheFile(@TempDir Path tmp) throws IOException {
		Path garbage = tmp.resolve("run.conf");
		byte[] bytes = new byte[512];
		new Random(4).nextBytes(bytes);
		bytes[10] = 0;
		Files.write(garbage, bytes);
		LintReport report = Linter.lint(new ConfigFile(garbage, FileKind.RUN_CONF), LiveFacts.none());
		assertEquals(List.of(Linter.SYNTAX), report.findings().stream().map(Finding::rule).toList(), report.toText());
		assertTrue(report.findings().get(0).message().contains("run.conf"), report.toText());
	}

	@Test
	void liveFactsReachTheRules() throws IOException {
		Server server = ServerLayout.detect(Fixtures.get(AS51), "default");
		LiveFacts floor = LiveFacts.none().with(LiveInput.OLD_GEN_FLOOR_BYTES, 500L << 20);
		assertTrue(ids(Linter.lint(server, floor)).contains("jvm.heap.old_floor"));
		assertFalse(ids(Linter.lint(server, LiveFacts.none())).contains("jvm.heap.old_floor"));
	}

	private static List<String> ids(LintReport r) {
		return r.findings().stream().map(f -> f.rule().id()).toList();
	}
}
