package dyno.heap.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Progress;
import dyno.heap.DiffRow;
import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;
import dyno.samples.Fixtures;

/** The snapshot diff on MAT's real histograms: its one default, its JSON, and a file it cannot read. */
class DiffAnalysisTest {

	private static final Path JDK5 = Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt");
	private static final Path JDK6 = Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x32.txt");

	@Test
	void aDiffShowsTheChangeSinceTheFirstSnapshotByDefault() throws Exception {
		DiffAnalysis diff = new DiffAnalysis();
		DiffResult result = diff.run(Arguments.of(diff).with(DiffAnalysis.SNAPSHOTS, JDK5)
				.with(DiffAnalysis.SNAPSHOTS, JDK6).build(), Progress.NONE);
		assertEquals(Mode.DELTA_TO_FIRST, result.table().mode());
		assertEquals(Measure.BYTES, result.table().measure());
		DiffRow first = result.table().rows().get(0);
		assertEquals(0, first.values()[0], "the first snapshot against itself");
		assertEquals(first.growth(), first.values()[1], "the largest growth first: " + first.className());
	}

	@Test
	void ratiosOfAClassNewInTheLastSnapshotAreNullInJson() throws Exception {
		DiffAnalysis diff = new DiffAnalysis();
		DiffResult result = diff.run(Arguments.of(diff).with(DiffAnalysis.SNAPSHOTS, JDK5)
				.with(DiffAnalysis.SNAPSHOTS, JDK6).with(DiffAnalysis.MODE, Mode.RATIO).build(), Progress.NONE);
		DiffRow fresh = result.table().rows().stream().filter(r -> r.values()[0] == 0).findFirst().orElseThrow();
		assertTrue(Double.isInfinite(fresh.ratios()[1]), fresh.className());

		String json = Faces.json(result.data());
		JsonObject root = JsonParser.parseString(json).getAsJsonObject();
		assertEquals("RATIO", root.get("mode").getAsString());
		JsonObject row = null;
		for (var r : root.getAsJsonArray("rows")) {
			if (r.getAsJsonObject().get("className").getAsString().equals(fresh.className())) {
				row = r.getAsJsonObject();
			}
		}
		JsonArray ratios = row.getAsJsonArray("ratios");
		assertTrue(ratios.get(0).isJsonNull() && ratios.get(1).isJsonNull(), row.toString());
		DiffResult.Data back = Faces.fromJson(json, DiffResult.Data.class);
		assertEquals(result.table().rows().size(), back.rows().size());
		assertEquals(List.of("RATIO", "BYTES"), List.of(back.mode(), back.measure()));
	}

	@Test
	void aFileThatCannotBeReadIsNamedWithItsLine(@TempDir Path tmp) throws Exception {
		Path bad = Files.writeString(tmp.resolve("bad.histo"), "dyno-snapshot 1\ntime: 2026-11-23T20:00:00Z\n\n"
				+ "12\tlots\tjava.lang.String\t\n");
		DiffAnalysis diff = new DiffAnalysis();
		AnalysisException e = assertThrows(AnalysisException.class, () -> diff.run(Arguments.of(diff)
				.with(DiffAnalysis.SNAPSHOTS, JDK5).with(DiffAnalysis.SNAPSHOTS, bad).build(), Progress.NONE));
		assertTrue(e.getMessage().startsWith(bad + ", line 4: "), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> DiffAnalysis.FILTER.parse("/(/"));
	}
}
