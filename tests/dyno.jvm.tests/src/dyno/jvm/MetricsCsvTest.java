package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The GC CSV has a header naming every metric with its unit, and one row per sample; the Heap Generations view's
 * export (a history) and {@code dyno watch --format csv} (samples as they arrive) write the same CSV.
 */
class MetricsCsvTest {

	@Test
	void writesAHeaderAndOneRowPerSampleWithEmptyCellsForMissingValues() throws Exception {
		GcHistory history = new GcHistory();
		history.record(sample(1_000, 10 << 20, 0));
		history.record(sample(1_500, 2 << 20, 1));
		StringWriter out = new StringWriter();
		MetricsCsv.write(history, 0, out);
		List<String> lines = out.toString().lines().toList();

		assertEquals(3, lines.size(), out.toString());
		List<String> header = List.of(lines.get(0).split(","));
		assertEquals(2 + Metric.values().length, header.size());
		assertEquals(List.of("time_ms", "time", "eden_used_bytes"), header.subList(0, 3));
		assertTrue(header.contains("allocation_rate_bytes_per_second"), header.toString());

		String[] first = lines.get(1).split(",", -1);
		assertEquals("1000", first[0]);
		assertEquals("1970-01-01T00:00:01Z", first[1]);
		assertEquals(Long.toString(10 << 20), first[2]);
		int allocation = header.indexOf("allocation_rate_bytes_per_second");
		assertEquals("", first[allocation], "no rate before the second sample");
		String[] second = lines.get(2).split(",", -1);
		assertTrue(Double.parseDouble(second[allocation]) > 0, "a rate across the collection: " + lines.get(2));
		assertEquals(header.size(), first.length, "every row has a cell per column");
	}

	/** The view's export and the watch's stream: same header, same rows, for the same samples. */
	@Test
	void aStreamOfSamplesGivesTheRowsOfTheirHistory() throws Exception {
		List<GcSpaces> samples = List.of(sample(1_000, 10 << 20, 0), sample(1_500, 2 << 20, 1),
				sample(2_000, 6 << 20, 1), sample(1_900, 7 << 20, 1), sample(2_500, 1 << 20, 3));
		GcHistory history = new GcHistory();
		MetricsCsv.Live live = new MetricsCsv.Live();
		List<String> streamed = new ArrayList<>(List.of(MetricsCsv.header()));
		for (GcSpaces s : samples) {
			history.record(s);
			String row = live.row(s);
			if (row != null) {
				streamed.add(row);
			}
		}
		StringWriter exported = new StringWriter();
		MetricsCsv.write(history, Long.MIN_VALUE, exported);

		assertEquals(exported.toString().lines().toList(), streamed);
		assertEquals(5, streamed.size(), "the sample from before the one it follows is dropped alike: " + streamed);
	}

	private static GcSpaces sample(long time, long edenUsed, long youngCollections) {
		return new GcSpaces(time,
				Map.of(Space.EDEN, new SpaceUsage(edenUsed, 16 << 20, 32 << 20), Space.OLD,
						new SpaceUsage(4 << 20, 32 << 20, 64 << 20)),
				List.of(new CollectorStats("young", CollectorKind.YOUNG, youngCollections, youngCollections * 1_000_000)),
				"Allocation Failure", "No GC", List.of(), 12);
	}
}
