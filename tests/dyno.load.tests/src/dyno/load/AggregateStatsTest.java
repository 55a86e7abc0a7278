package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.samples.Fixtures;

/**
 * The aggregate of every real JTL equals a straightforward computation written here (all elapsed values sorted,
 * nearest rank), and a few figures checked by hand against the files.
 */
class AggregateStatsTest {

	@TempDir
	Path tmp;

	static Stream<Jtls.Expected> fixtures() {
		return Jtls.ALL.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void everyFixtureMatchesTheReferenceComputation(Jtls.Expected fixture) throws IOException {
		double[] percentiles = { 50, 90, 95, 99, 99.9, 100 };
		AggregateTable table = Jtls.aggregate(fixture.file(), percentiles);
		List<Sample> samples = Jtls.read(fixture.file());
		Map<String, List<Sample>> byLabel = new LinkedHashMap<>();
		for (Sample s : samples) {
			byLabel.computeIfAbsent(s.label(), l -> new ArrayList<>()).add(s);
		}
		assertEquals(new ArrayList<>(byLabel.keySet()), table.rows().stream().map(AggregateRow::label).toList(),
				"rows in first-seen order");
		for (AggregateRow row : table.rows()) {
			assertRow(reference(row.label(), byLabel.get(row.label()), percentiles), row);
		}
		assertRow(reference("TOTAL", samples, percentiles), table.total());
	}

	/**
	 * The Aggregate Report computed the plain way, for files where every row stands for one sample: sort all
	 * elapsed times; the p-line is the value at rank round(n * p) (at least 1), where p is JMeter's float p/100.
	 */
	static AggregateRow reference(String label, List<Sample> samples, double[] percentiles) {
		long[] sorted = samples.stream().mapToLong(Sample::elapsed).sorted().toArray();
		int n = sorted.length;
		long[] lines = new long[percentiles.length];
		for (int i = 0; i < lines.length; i++) {
			lines[i] = rank(sorted, (float) percentiles[i] / 100f);
		}
		long firstStart = samples.stream().mapToLong(Sample::start).min().orElseThrow();
		long lastEnd = samples.stream().mapToLong(Sample::end).max().orElseThrow();
		double seconds = (lastEnd - firstStart) / 1000.0;
		long errors = samples.stream().filter(s -> !s.success()).count();
		long bytes = samples.stream().mapToLong(Sample::bytes).sum();
		long sent = samples.stream().mapToLong(Sample::sentBytes).sum();
		return new AggregateRow(label, n, Arrays.stream(sorted).sum() / (double) n, rank(sorted, 0.5), lines,
				sorted[0], sorted[n - 1], errors / (double) n, n / seconds,
				seconds > 0 ? bytes / seconds / 1024 : 0, seconds > 0 ? sent / seconds / 1024 : 0, firstStart, lastEnd);
	}

	private static long rank(long[] sorted, double p) {
		if (p >= 1) {
			return sorted[sorted.length - 1];
		}
		long r = Math.max(1, Math.round(sorted.length * p));
		return sorted[(int) r - 1];
	}

	private static void assertRow(AggregateRow expected, AggregateRow actual) {
		String l = actual.label();
		assertEquals(expected.count(), actual.count(), l);
		assertEquals(expected.average(), actual.average(), 1e-9, l);
		assertEquals(expected.median(), actual.median(), l);
		assertEquals(Arrays.toString(expected.lines()), Arrays.toString(actual.lines()), l);
		assertEquals(expected.min(), actual.min(), l);
		assertEquals(expected.max(), actual.max(), l);
		assertEquals(expected.errorRatio(), actual.errorRatio(), 1e-12, l);
		assertEquals(expected.throughput(), actual.throughput(), 1e-9, l);
		assertEquals(expected.receivedKBps(), actual.receivedKBps(), 1e-9, l);
		assertEquals(expected.sentKBps(), actual.sentKBps(), 1e-9, l);
		assertEquals(expected.firstStart(), actual.firstStart(), l);
		assertEquals(expected.lastEnd(), actual.lastEnd(), l);
	}

	@Test
	void handCheckedHtmlReportTestFile() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"), 90, 95, 99);
		AggregateRow total = t.total();
		assertEquals(255, total.count());
		assertEquals(100, total.min());
		assertEquals(353, total.max());
		// 255 rows from 1551783627191 to the last end 1551783687375: 255 / 60.184 s
		assertEquals(4.23694, total.throughput(), 5e-6);
		assertEquals(3 / 255.0, total.errorRatio(), 1e-12);
		AggregateRow ok = t.row("JR-OK");
		assertEquals(252, ok.count());
		// 252 * 0.9f = 226.8 -> rank 227 of the sorted JR-OK times; 239.4 -> 239; 249.5 -> 249
		assertEquals(337, ok.line(0));
		assertEquals(339, ok.line(1));
		assertEquals(352, ok.line(2));
		assertEquals(3, t.row("JR-KO").count());
		assertEquals(1.0, t.row("JR-KO").errorRatio());
	}

	@Test
	void handCheckedSampleLogXml() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		AggregateRow total = t.total();
		assertEquals(2000, total.count());
		assertEquals(80, total.min());
		assertEquals(3195, total.max());
		assertEquals(220, total.line(0), "2000 * 0.9f rounds to rank 1800");
		assertEquals(11.96530, total.throughput(), 5e-6);
		assertEquals(List.of("jakarta_home", "jmeter_home"), t.rows().stream().map(AggregateRow::label).toList());
	}

	@Test
	void jmetersFloatPercentileDecidesTheRankAtTen() throws IOException {
		// Ten results: 95% is 0.95f = 0.9499999881 in JMeter, so rank round(9.4999999) = 9 (449 ms), not 10 (645 ms).
		AggregateRow total = Jtls.aggregate(Fixtures.get(Jtls.JENKINS + "JMeterResultsMultiLevel.jtl")).total();
		assertEquals(10, total.count());
		assertEquals(372, total.median());
		assertEquals(449, total.line(0));
		assertEquals(449, total.line(1));
		assertEquals(645, total.line(2));
		assertEquals(226, total.min());
		assertEquals(645, total.max());
	}

	@Test
	void configurablePercentiles() throws IOException {
		AggregateTable t = Jtls.aggregate(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"), 99.9, 75, 100);
		assertEquals("99.9% Line", t.lineTitle(0));
		assertEquals("75% Line", t.lineTitle(1));
		List<Sample> samples = Jtls.read(Fixtures.get(Jtls.APACHE + "sample_log1c.jtl"));
		long[] sorted = samples.stream().mapToLong(Sample::elapsed).sorted().toArray();
		assertEquals(sorted[1998 - 1], t.total().line(0), "2000 * 0.999f = 1998");
		assertEquals(sorted[1500 - 1], t.total().line(1));
		assertEquals(3195, t.total().line(2), "100% is the max");
		assertThrows(IllegalArgumentException.class, () -> new AggregateStats(101));
	}

	@Test
	void aggregatedResultsCountAsJMeterCountsThem() throws IOException {
		// The real rows, each declared an aggregate of 4 samples (SampleCount, ErrorCount: as JMeter's statistical
		// mode writes): JMeter reads them as StatisticalSampleResults and counts 4 samples of elapsed/4 ms each, adds
		// elapsed once to the mean's sum, and takes the errors from ErrorCount.
		List<String> lines = Files.readAllLines(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"));
		List<String> out = new ArrayList<>(List.of(lines.get(0) + ",SampleCount,ErrorCount"));
		for (String line : lines.subList(1, lines.size())) {
			out.add(line + ",4," + (line.contains(",false,") ? 4 : 0));
		}
		Path f = Files.write(tmp.resolve("aggregated.csv"), out);
		AggregateRow total = Jtls.aggregate(f).total();
		List<Sample> samples = Jtls.read(f);
		assertEquals(4, samples.get(0).sampleCount());
		assertEquals(255 * 4, total.count());
		long[] expanded = samples.stream().flatMapToLong(s -> LongStream.of(s.elapsed() / 4,
				s.elapsed() / 4, s.elapsed() / 4, s.elapsed() / 4)).sorted().toArray();
		assertEquals(expanded[0], total.min());
		assertEquals(expanded[expanded.length - 1], total.max());
		assertEquals(expanded[510 - 1], total.median(), "rank round(1020 * 0.5)");
		assertEquals(expanded[918 - 1], total.line(0), "rank round(1020 * 0.9f)");
		assertEquals(samples.stream().mapToLong(Sample::elapsed).sum() / (255.0 * 4), total.average(), 1e-9);
		assertEquals(3 * 4 / (255.0 * 4), total.errorRatio(), 1e-12);
		assertEquals(4, samples.stream().filter(s -> !s.success()).findFirst().orElseThrow().errorCount());
	}

	@Test
	void countIsTheTotalSoFar() throws IOException {
		AggregateStats stats = new AggregateStats();
		try (JtlReader r = JtlReader.open(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"))) {
			r.readAll(stats);
		}
		assertEquals(255, stats.count());
		assertTrue(stats.table().toText().contains("JR-OK"));
	}
}
