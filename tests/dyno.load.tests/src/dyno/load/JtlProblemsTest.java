package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Fixtures;

/** Damaged copies of real JTLs: each bad row is counted, reported with its line and cause, and skipped; the rest reads. */
class JtlProblemsTest {

	@TempDir
	Path tmp;

	@Test
	void csvRowsCutGarbledOrWithAnOpenQuoteAreSkippedAndReported() throws IOException {
		List<String> lines = new ArrayList<>(Files.readAllLines(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv")));
		assertEquals(256, lines.size());
		List<String> original = List.copyOf(lines);
		// file line numbers are index + 1; edits from the bottom up keep the indexes above valid
		String last = lines.get(255);
		lines.set(255, last.substring(0, last.length() / 2)); // the writer died mid-row: no line end either
		lines.set(200, lines.get(200).replaceFirst(",\\d+,JR-", ",12x,JR-")); // elapsed garbled
		String quoted = lines.get(150);
		assertEquals(original.get(150), quoted);
		lines.set(150, quoted.replace(",JR-OK,", ",\"JR-OK,")); // a quote that never closes
		lines.add(100, "\u0001\u0002 garbage %%% ###"); // inserted line 101
		String cut = lines.get(10);
		lines.set(10, cut.substring(0, cut.length() / 2)); // cut in half, line 11
		Path damaged = tmp.resolve("damaged.csv");
		Files.writeString(damaged, String.join("\n", lines), StandardCharsets.UTF_8);

		List<Sample> read = new ArrayList<>();
		try (JtlReader r = JtlReader.open(damaged)) {
			r.readAll(s -> read.add(s.copy()));
			JtlProblems p = r.problems();
			assertEquals(5, p.count(), p.summary());
			List<JtlProblem> first = p.first();
			assertEquals(11, first.get(0).line());
			assertEquals("expected 17 fields, found 6", first.get(0).cause());
			assertEquals(101, first.get(1).line());
			assertEquals("expected 17 fields, found 1", first.get(1).cause());
			assertEquals(152, first.get(2).line());
			assertEquals("unclosed quote at the end of the file", first.get(2).cause());
			assertEquals(quoted.replace(",JR-OK,", ",\"JR-OK,"), first.get(2).text());
			assertEquals(202, first.get(3).line());
			assertEquals("elapsed is not a number of ms: '12x'", first.get(3).cause());
			assertEquals(257, first.get(4).line());
			assertTrue(p.summary().startsWith("damaged.csv: 5 rows skipped"), p.summary());
			assertTrue(p.summary().contains("line 202: elapsed is not a number of ms: '12x'"), p.summary());
		}
		assertEquals(255 - 4, read.size(), "every row but the four damaged ones");
		// the rows after the open quote are all there (the quote did not swallow them)
		assertEquals(Long.parseLong(original.get(254).split(",")[0]), read.get(read.size() - 1).start());
	}

	@Test
	void xmlTornTagsStrayTextAndACutOffEndAreSkippedAndReported() throws IOException {
		List<String> lines = new ArrayList<>(Files.readAllLines(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl")));
		assertEquals("</testResults>", lines.get(lines.size() - 1));
		// cut the file in the middle of the last result: no closing tags
		lines.remove(lines.size() - 1);
		lines.remove(lines.size() - 1);
		String lastResult = lines.remove(lines.size() - 1);
		lines.add(lastResult.substring(0, 40));
		// a result torn in half and the next one written right after it (line 501)
		String torn = lines.get(500);
		lines.set(500, torn.substring(0, torn.length() / 2) + lines.get(501));
		lines.remove(501);
		// stray text between results (line 1001)
		lines.add(1000, "this is not XML");
		Path damaged = tmp.resolve("damaged.jtl");
		Files.writeString(damaged, String.join("\n", lines), StandardCharsets.UTF_8);

		try (JtlReader r = JtlReader.open(damaged)) {
			long n = r.readAll(s -> {
			});
			JtlProblems p = r.problems();
			assertEquals(3, p.count(), p.summary());
			assertEquals(501, p.first().get(0).line());
			assertEquals("torn tag", p.first().get(0).cause());
			assertEquals(1001, p.first().get(1).line());
			assertEquals("text outside a result", p.first().get(1).cause());
			assertEquals("cut off at the end of the file", p.first().get(2).cause());
			assertEquals(2000 - 2, n, "all but the torn and the cut-off result");
		}
	}

	@Test
	void onlyTheFirstTwentyAreKeptButAllCounted() throws IOException {
		List<String> lines = new ArrayList<>(Files.readAllLines(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv")));
		for (int i = 1; i <= 30; i++) {
			lines.set(i, lines.get(i).replace(",true,", ",maybe,"));
		}
		Path f = Files.write(tmp.resolve("maybe.csv"), lines);
		try (JtlReader r = JtlReader.open(f)) {
			assertEquals(255 - 30, r.readAll(s -> {
			}));
			assertEquals(30, r.problems().count());
			assertEquals(20, r.problems().first().size());
			assertEquals("success is neither true nor false: 'maybe'", r.problems().first().get(0).cause());
			assertTrue(r.problems().summary().endsWith("… and 10 more"), r.problems().summary());
		}
	}
}
