package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Reading a JTL in parts on several threads gives what reading it on one gives: the same Aggregate Report (labels
 * in first-seen order, exact percentiles) and the same problems with their file line numbers, also when a cut
 * falls inside a quoted multi-line field.
 */
class JtlPartsTest {

	@ParameterizedTest(name = "{0}")
	@MethodSource("dyno.load.JtlReaderTest#fixtures")
	void everyFixtureAddsUpToTheWholeReport(Jtls.Expected fixture) throws IOException {
		AggregateTable whole = Jtls.aggregate(fixture.file());
		for (int threads = 2; threads <= 5; threads++) {
			assertEquals(whole.toJson(), inParts(fixture.file(), threads).toJson(), fixture + " in " + threads + " parts");
		}
	}

	@Test
	void problemsKeepTheirFileLineNumbers(@TempDir Path dir) throws IOException {
		StringBuilder b = new StringBuilder("timeStamp,elapsed,label,responseCode,success\n");
		for (int i = 0; i < 400; i++) {
			if (i % 97 == 5) {
				b.append("garbled row ").append(i).append('\n');
			} else {
				b.append(1_700_000_000_000L + i).append(',').append(i % 50).append(",L").append(i % 7).append(",200,true\n");
			}
		}
		Path jtl = Files.writeString(dir.resolve("garbled.csv"), b);
		List<JtlProblem> expected;
		try (JtlReader r = JtlReader.open(jtl)) {
			r.readAll(s -> {
			});
			expected = r.problems().first();
		}
		assertEquals(5, expected.size());
		assertEquals(7, expected.get(0).line()); // header is line 1, row i is line i + 2
		try (JtlReader r = JtlReader.open(jtl)) {
			List<AggregateStats> parts = r.readAllInParts(4, 1024, AggregateStats::new);
			assertEquals(4, parts.size());
			assertEquals(expected, r.problems().first());
		}
	}

	@Test
	void aCutInsideAQuotedLineBreakReadsTheFileAgainOnOneThread(@TempDir Path dir) throws IOException {
		StringBuilder b = new StringBuilder("timeStamp,elapsed,label,responseCode,success,failureMessage\n");
		for (int i = 0; i < 300; i++) {
			// Every row's message spans many lines, so the cut near the middle falls inside one.
			String message = i % 2 == 0 ? "" : "\"line one\n" + "more\n".repeat(20) + "last\"";
			b.append(1_700_000_000_000L + i).append(',').append(i).append(",L,500,false,").append(message).append('\n');
		}
		Path jtl = Files.writeString(dir.resolve("multiline.csv"), b, StandardCharsets.UTF_8);
		try (JtlReader r = JtlReader.open(jtl)) {
			List<AggregateStats> parts = r.readAllInParts(2, 1024, AggregateStats::new);
			assertEquals(1, parts.size(), "read again whole");
			assertEquals(0, r.problems().count(), r.problems().summary());
			assertEquals(Jtls.aggregate(jtl).toJson(), parts.get(0).table().toJson());
			assertEquals(300, parts.get(0).count());
		}
	}

	@Test
	void differentPercentileLinesDoNotAddUp() {
		AggregateStats a = new AggregateStats(90);
		assertTrue(assertThrows(IllegalArgumentException.class, () -> a.addAll(new AggregateStats(99))).getMessage()
				.contains("percentile"));
	}

	private static AggregateTable inParts(Path jtl, int threads) throws IOException {
		AggregateStats sum = new AggregateStats();
		try (JtlReader r = JtlReader.open(jtl)) {
			for (AggregateStats part : r.readAllInParts(threads, 256, AggregateStats::new)) {
				sum.addAll(part);
			}
		}
		return sum.table();
	}
}
