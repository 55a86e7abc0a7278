package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import dyno.core.TimeSeries;
import dyno.samples.Fixtures;

/** Per-second series of a real run, checked against buckets counted here by the samples' end times. */
class LoadTimelineTest {

	@Test
	void seriesMatchSamplesBucketedByTheirEnd() throws IOException {
		Path f = Fixtures.get(Jtls.JENKINS + "filewithtransactions.csv");
		List<Sample> samples = Jtls.read(f);
		LoadTimeline timeline = new LoadTimeline();
		samples.forEach(timeline::accept);
		Map<Long, List<Sample>> byBucket = new TreeMap<>();
		for (Sample s : samples) {
			byBucket.computeIfAbsent(s.end() / 1000 * 1000, k -> new ArrayList<>()).add(s);
		}
		TimeSeries.Window throughput = timeline.throughput();
		TimeSeries.Window p90 = timeline.responseTime(90);
		TimeSeries.Window median = timeline.responseTime(50);
		TimeSeries.Window threads = timeline.activeThreads();
		TimeSeries.Window average = timeline.averageResponseTime();
		long first = byBucket.keySet().iterator().next();
		long last = ((TreeMap<Long, List<Sample>>) byBucket).lastKey();
		assertEquals((last - first) / 1000 + 1, throughput.size(), "one bucket per second, gaps included");
		int gaps = 0;
		for (int i = 0; i < throughput.size(); i++) {
			long t = throughput.times()[i];
			assertEquals(first + i * 1000L, t);
			List<Sample> in = byBucket.get(t);
			if (in == null) {
				gaps++;
				assertEquals(0, throughput.values()[i]);
				assertTrue(Double.isNaN(p90.values()[i]));
				continue;
			}
			long[] sorted = in.stream().mapToLong(Sample::elapsed).sorted().toArray();
			assertEquals(in.size(), throughput.values()[i], "samples ended in " + t);
			assertEquals(sorted[(int) Math.max(1, Math.round(sorted.length * (double) 0.9f)) - 1], p90.values()[i]);
			assertEquals(sorted[(int) Math.max(1, Math.round(sorted.length * 0.5)) - 1], median.values()[i]);
			assertEquals(in.stream().mapToInt(Sample::allThreads).max().orElseThrow(), threads.values()[i]);
			assertEquals(in.stream().mapToLong(Sample::elapsed).average().orElseThrow(), average.values()[i], 1e-9);
		}
		assertTrue(gaps > 0, "this run has seconds in which no sample ended");
		assertEquals(0, timeline.errors().max().orElseThrow());
	}

	@Test
	void wideBucketsCountPerSecondAndErrors() throws IOException {
		LoadTimeline timeline = new LoadTimeline(Duration.ofSeconds(10));
		List<Sample> samples = Jtls.read(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv"));
		samples.forEach(timeline::accept);
		TimeSeries.Window throughput = timeline.throughput();
		double total = 0;
		for (double v : throughput.values()) {
			total += v * 10;
		}
		assertEquals(255, total, 1e-9);
		double errors = 0;
		for (double v : timeline.errors().values()) {
			errors += v * 10;
		}
		assertEquals(3, errors, 1e-9);
		assertEquals(0, throughput.times()[0] % 10_000);
		assertThrows(IllegalArgumentException.class, () -> new LoadTimeline(Duration.ZERO));
	}

	@Test
	void emptyTimelineHasEmptySeries() {
		assertEquals(0, new LoadTimeline().throughput().size());
	}
}
