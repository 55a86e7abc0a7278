package dyno.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TieredTimeSeriesTest {

	@Test
	void keepsRecentSamplesAtFullResolution() {
		TieredTimeSeries s = new TieredTimeSeries("eden", 5, 1000, 10);
		for (int i = 0; i < 5; i++) {
			s.add(i * 100L, i);
		}
		assertArrayEquals(new long[] { 0, 100, 200, 300, 400 }, s.window().times());
		assertEquals(4, s.latest().getAsDouble());
	}

	@Test
	void foldsSamplesLeavingTheRecentWindowIntoBucketMeans() {
		// 100 ms samples, 3 recent, 1 s buckets: samples 0..9 (t = 0..900) fill bucket 0, 10..19 bucket 1000.
		TieredTimeSeries s = new TieredTimeSeries("old", 3, 1000, 10);
		for (int i = 0; i < 23; i++) {
			s.add(i * 100L, i);
		}
		TimeSeries.Window w = s.window();
		// Recent: samples 20..22. Folded: 0..19 → closed bucket 0 (mean of 0..9 = 4.5) and the open bucket
		// 1000 (mean of 10..19 = 14.5), which closes when the first sample of bucket 2000 leaves the window.
		assertArrayEquals(new long[] { 0, 1000, 2000, 2100, 2200 }, w.times());
		assertArrayEquals(new double[] { 4.5, 14.5, 20, 21, 22 }, w.values());
		assertEquals(23, s.added());
	}

	@Test
	void sinceSkipsOlderBucketsAndSamples() {
		TieredTimeSeries s = new TieredTimeSeries("old", 3, 1000, 10);
		for (int i = 0; i < 23; i++) {
			s.add(i * 100L, i);
		}
		assertArrayEquals(new long[] { 2100, 2200 }, s.since(2050).times());
		assertArrayEquals(new long[] { 1000, 2000, 2100, 2200 }, s.since(1000).times());
	}

	@Test
	void aBucketOfOnlyMissingValuesStaysMissingButValuesAreNotDiluted() {
		TieredTimeSeries s = new TieredTimeSeries("survivors", 1, 1000, 10);
		s.add(0, Double.NaN);
		s.add(100, Double.NaN);
		s.add(1000, 8);
		s.add(1100, Double.NaN);
		s.add(2000, 1);
		s.add(3000, 2); // closes bucket 1000 (8 and NaN) and leaves bucket 2000 open
		double[] v = s.window().values();
		assertTrue(Double.isNaN(v[0]), "bucket 0 had no value");
		assertEquals(8, v[1], "NaN is 'no data', not zero");
		assertEquals(1, v[2]);
		assertEquals(2, v[3]);
	}

	@Test
	void memoryIsBoundedOverAnyNumberOfSamples() {
		TieredTimeSeries s = new TieredTimeSeries("eden", 3_000, 10_000, 4_320);
		// 24 hours at 100 ms: 864,000 samples.
		for (long i = 0; i < 864_000; i++) {
			s.add(i * 100, i % 1000);
		}
		TimeSeries.Window w = s.window();
		assertEquals(3_000, s.recentSize());
		assertTrue(w.size() <= 3_000 + 4_320 + 1, "held " + w.size());
		// The oldest held bucket is 12 hours of 10 s buckets before the recent window.
		long newest = 863_999 * 100L;
		assertTrue(newest - w.times()[0] <= 12 * 3600_000L + 3_000 * 100L + 10_000, "oldest " + w.times()[0]);
		assertEquals(999, w.values()[w.size() - 1]);
	}
}
