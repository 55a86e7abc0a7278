package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.CollectorKind;
import dyno.jvm.CollectorStats;
import dyno.jvm.GcHistory;
import dyno.jvm.GcSpaces;
import dyno.jvm.Metric;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;
import dyno.jvm.ui.internal.MetricsCsv;

/** The CSV export has a header naming every metric with its unit, and one row per sample. */
@ExtendWith(CleanWorkbench.class)
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

	private static GcSpaces sample(long time, long edenUsed, long youngCollections) {
		return new GcSpaces(time,
				Map.of(Space.EDEN, new SpaceUsage(edenUsed, 16 << 20, 32 << 20), Space.OLD,
						new SpaceUsage(4 << 20, 32 << 20, 64 << 20)),
				List.of(new CollectorStats("young", CollectorKind.YOUNG, youngCollections, youngCollections * 1_000_000)),
				"Allocation Failure", "No GC", List.of(), 12);
	}
}
