package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -o FILE} without {@code --format}: the file's extension picks the format, as far as the command writes it. */
class OutputExtensionTest {

	private static final String JTL = AggregateCommandTest.HTML_REPORT;

	@Test
	void jsonExtensionWritesWhatFormatJsonPrints(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("aggregate.json");
		Dyno.Result r = Dyno.run("aggregate", JTL, "-o", file.toString());
		assertEquals(0, r.exitCode(), r.err());
		assertEquals("", r.out(), "the result goes to the file");
		assertEquals(Dyno.run("aggregate", JTL, "--format", "json").out(), Files.readString(file));
	}

	@Test
	void htmlExtensionWritesTheReport(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("Aggregate.HTML");
		Dyno.Result r = Dyno.run("aggregate", JTL, "-o", file.toString());
		assertEquals(0, r.exitCode(), r.err());
		String html = Files.readString(file);
		assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<h1>Aggregate Report</h1>"), html);
	}

	@Test
	void aCommandsOwnFormatHasItsExtensionToo(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("lint.sarif");
		Dyno.Result r = Dyno.run("lint", LintCommandTest.AS51, "--profile", "default", "--output=" + file);
		assertEquals(0, r.exitCode(), r.err());
		assertTrue(Files.readString(file).contains("\"version\": \"2.1.0\""), Files.readString(file));
	}

	@Test
	void anExtensionThatNamesNoFormatKeepsTheDefault(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("aggregate.out");
		Dyno.Result r = Dyno.run("aggregate", JTL, "-o", file.toString());
		assertEquals(0, r.exitCode(), r.err());
		assertEquals(Dyno.run("aggregate", JTL).out(), Files.readString(file), "text, the default");
	}

	@Test
	void aFormatThatDisagreesWithTheExtensionIsAWrongCommandLine(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("x.html");
		Dyno.Result r = Dyno.run("aggregate", JTL, "--format", "json", "-o", file.toString());
		assertEquals(2, r.exitCode(), r.err());
		assertTrue(r.err().startsWith("dyno aggregate: --format json conflicts with -o x.html (.html is html)"),
				r.err());
		assertFalse(Files.exists(file), "nothing is written");
		Dyno.Result agreeing = Dyno.run("aggregate", JTL, "--format", "html", "-o", file.toString());
		assertEquals(0, agreeing.exitCode(), agreeing.err());
	}

	@Test
	void anExtensionTheCommandCannotWriteNamesWhatItWrites(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("x.sarif");
		Dyno.Result r = Dyno.run("aggregate", JTL, "-o", file.toString());
		assertEquals(2, r.exitCode(), r.err());
		assertTrue(r.err().startsWith("dyno aggregate: -o x.sarif: .sarif is sarif, which aggregate does not write; "
				+ "it writes text, csv, json or html"), r.err());
		assertFalse(Files.exists(file), "nothing is written");
	}
}
