package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dyno.core.analysis.Faces;
import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;
import dyno.heap.analysis.DiffResult;
import dyno.samples.Fixtures;

/** The diff modes on MAT's three real histograms, taken as one series (JDK 5 x32, JDK 6 x32, JDK 6 x64). */
class HistogramDiffTest {

	private static List<Snapshot> series() throws IOException {
		String[] names = { "histogram_sun_jdk5_13_x32.txt", "histogram_sun_jdk6_18_x32.txt",
				"histogram_sun_jdk6_18_x64.txt" };
		Snapshot[] s = new Snapshot[names.length];
		for (int i = 0; i < names.length; i++) {
			s[i] = HistogramImport.read(Fixtures.get(HistogramImportTest.HISTOGRAMS + names[i]), null, 1000 * (i + 1));
		}
		return List.of(s);
	}

	private static DiffRow row(DiffTable t, String className) {
		return t.rows().stream().filter(r -> r.className().equals(className)).findFirst().orElseThrow();
	}

	@Test
	void absoluteDeltasAndRatios() throws IOException {
		List<Snapshot> series = series();
		DiffTable abs = HistogramDiff.of(series, Mode.ABSOLUTE, Measure.BYTES, ClassFilter.of(""));
		assertArrayEquals(new long[] { 4200, 7296, 33800 }, row(abs, "java.lang.String").values());
		assertEquals(29600, row(abs, "java.lang.String").growth());
		assertArrayEquals(new long[] { 0, 0, 2400 }, row(abs, "<klassKlass>").values(), "absent is 0");
		assertEquals(0, row(abs, "java.lang.String").ratios().length);

		DiffTable first = HistogramDiff.of(series, Mode.DELTA_TO_FIRST, Measure.BYTES, ClassFilter.of(""));
		assertArrayEquals(new long[] { 0, 3096, 29600 }, row(first, "java.lang.String").values());
		DiffTable previous = HistogramDiff.of(series, Mode.DELTA_TO_PREVIOUS, Measure.BYTES, ClassFilter.of(""));
		assertArrayEquals(new long[] { 0, 3096, 26504 }, row(previous, "java.lang.String").values());
		assertEquals(29600, row(previous, "java.lang.String").growth());

		DiffTable ratio = HistogramDiff.of(series, Mode.RATIO, Measure.BYTES, ClassFilter.of(""));
		DiffRow s = row(ratio, "java.lang.String");
		assertArrayEquals(new long[] { 4200, 7296, 33800 }, s.values());
		assertArrayEquals(new double[] { 1, 7296 / 4200.0, 33800 / 4200.0 }, s.ratios(), 1e-12);
		double[] klass = row(ratio, "<klassKlass>").ratios();
		assertTrue(Double.isNaN(klass[1]) && Double.isInfinite(klass[2]), java.util.Arrays.toString(klass));

		DiffTable instances = HistogramDiff.of(series, Mode.ABSOLUTE, Measure.INSTANCES, ClassFilter.of(""));
		assertArrayEquals(new long[] { 175, 304, 845 }, row(instances, "java.lang.String").values());
		int classes = abs.rows().size();
		assertTrue(classes >= 157 && classes < 140 + 151 + 157, classes + " classes: the union of the three");
	}

	@Test
	void ordersByGrowthAndByAnyColumn() throws IOException {
		DiffTable t = HistogramDiff.of(series(), Mode.ABSOLUTE, Measure.BYTES, ClassFilter.of(""));
		for (int i = 1; i < t.rows().size(); i++) {
			assertTrue(t.rows().get(i - 1).growth() >= t.rows().get(i).growth(), "largest growth first");
		}
		assertEquals("[C", t.sorted(DiffTable.byColumn(0)).rows().get(0).className(), "JDK 5's largest class");
		assertEquals("<constMethodKlass>", t.sorted(DiffTable.byColumn(2)).rows().get(0).className());
		List<DiffRow> byName = t.sorted(DiffTable.BY_NAME).rows();
		for (int i = 1; i < byName.size(); i++) {
			assertTrue(byName.get(i - 1).className().compareTo(byName.get(i).className()) < 0, "by name");
		}
	}

	@Test
	void filtersByPackagePrefixOrRegex() throws IOException {
		List<Snapshot> series = series();
		Set<String> prefix = names(HistogramDiff.of(series, Mode.ABSOLUTE, Measure.BYTES,
				ClassFilter.of("java.util.HashMap")));
		assertEquals(Set.of("java.util.HashMap", "java.util.HashMap$Entry", "[Ljava.util.HashMap$Entry;"), prefix,
				"arrays of the package's classes count");
		Set<String> two = names(HistogramDiff.of(series, Mode.ABSOLUTE, Measure.BYTES,
				ClassFilter.of("java.util.HashMap, java.lang.String")));
		assertTrue(two.containsAll(prefix) && two.contains("java.lang.String") && two.size() > prefix.size(),
				two.toString());
		Set<String> regex = names(HistogramDiff.of(series, Mode.ABSOLUTE, Measure.BYTES, ClassFilter.of("/Klass>$/")));
		assertTrue(regex.contains("<klassKlass>") && regex.contains("<constMethodKlass>"), regex.toString());
		assertTrue(regex.stream().allMatch(n -> n.endsWith("Klass>")), regex.toString());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClassFilter.of("/Hash(Map/"));
		assertTrue(e.getMessage().startsWith("filter /Hash(Map/ is not a regular expression: "), e.getMessage());
	}

	@Test
	void csvOfTheDiffReportHasOneColumnPerSnapshotLabelledByTime() throws IOException {
		DiffTable t = HistogramDiff.of(series(), Mode.RATIO, Measure.INSTANCES, ClassFilter.of("java.lang.String"))
				.inZone(ZoneOffset.UTC);
		assertEquals(List.of("00:00:01", "00:00:02", "00:00:03"), t.columns());
		List<String> lines = Faces.csv(new DiffResult(t).report()).lines().toList();
		assertEquals("class,00:00:01 instances,00:00:02 instances,00:00:03 instances,ratio 00:00:01,ratio 00:00:02,"
				+ "ratio 00:00:03", lines.get(0));
		assertTrue(lines.contains("java.lang.String,175,304,845,1.0000,1.7371,4.8286"), lines.toString());
	}

	private static Set<String> names(DiffTable t) {
		return t.rows().stream().map(DiffRow::className).collect(Collectors.toSet());
	}
}
