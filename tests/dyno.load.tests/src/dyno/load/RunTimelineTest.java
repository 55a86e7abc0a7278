package dyno.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RunTimelineTest {

	private static final double[] LINES = { 50, 90, 95, 99 };

	/** Every bucket's percentiles, per label and in total, are those of the bucket's samples sorted by hand. */
	@ParameterizedTest
	@ValueSource(strings = { "sample_log1c.jtl", "HTMLReportTestFile.csv", "BatchTestLocal.csv" })
	void percentilesOverTimeAreThoseOfTheBucketsSamplesSorted(String fixture) throws IOException {
		Path file = new Jtls.Expected(Jtls.APACHE + fixture, 0).file();
		RunTimeline timeline = new RunTimeline();
		List<Sample> samples = Jtls.read(file);
		samples.forEach(timeline::accept);
		RunTimeline.Snapshot s = timeline.snapshot(LINES);
		long width = s.widthMs();
		assertTrue(s.times().length <= RunTimeline.MAX_POINTS && s.times().length >= 1, s.times().length + " points");

		Map<String, List<List<Integer>>> byLabel = new LinkedHashMap<>();
		List<List<Integer>> all = buckets(s.times().length);
		double[] errors = new double[s.times().length];
		double[] threads = new double[s.times().length];
		java.util.Arrays.fill(threads, Double.NaN);
		for (Sample x : samples) {
			int i = (int) ((Math.floorDiv(x.end(), width) * width - s.times()[0]) / width);
			byLabel.computeIfAbsent(x.label(), l -> buckets(s.times().length)).get(i).add(x.elapsed());
			all.get(i).add(x.elapsed());
			errors[i] += x.errorCount() * 1000.0 / width;
			if (x.allThreads() >= 0) {
				threads[i] = Double.isNaN(threads[i]) ? x.allThreads() : Math.max(threads[i], x.allThreads());
			}
		}
		assertEquals(byLabel.keySet().stream().limit(RunTimeline.MAX_LABELS).toList(),
				s.labels().stream().map(RunTimeline.Series::label).toList(),
				"labels in first-seen order, up to 50 (BatchTestLocal has more: those count in the total only)");
		check(all, s.total(), width);
		for (RunTimeline.Series series : s.labels()) {
			check(byLabel.get(series.label()), series, width);
		}
		assertArrayEquals(errors, s.total().errors(), 1e-9);
		assertArrayEquals(threads, s.activeThreads());
		double codes = s.codes().values().stream().mapToDouble(v -> java.util.Arrays.stream(v).sum()).sum();
		assertEquals(samples.size() * 1000.0 / width, codes, 1e-6, "every sample has its code's count");
	}

	private static List<List<Integer>> buckets(int n) {
		List<List<Integer>> b = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			b.add(new ArrayList<>());
		}
		return b;
	}

	private static void check(List<List<Integer>> expected, RunTimeline.Series series, long width) {
		for (int i = 0; i < expected.size(); i++) {
			List<Integer> times = expected.get(i).stream().sorted().toList();
			assertEquals(times.size() * 1000.0 / width, series.throughput()[i], 1e-9, series.label() + " bucket " + i);
			for (double p : LINES) {
				double want = times.isEmpty() ? Double.NaN : nearestRank(times, p);
				assertEquals(want, series.percentiles().get(percent(p))[i], series.label() + " " + p + "% bucket " + i);
			}
		}
	}

	/** JMeter's nearest rank: the value at rank round(n * p/100), p/100 computed in float as JMeter does. */
	private static long nearestRank(List<Integer> sorted, double p) {
		long rank = Math.round(sorted.size() * (double) ((float) p / 100f));
		return sorted.get((int) Math.max(rank - 1, 0));
	}

	private static String percent(double p) {
		return (p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p)) + "%";
	}

	/** Parts read on several threads add up to the series of the whole file read at once. */
	@Test
	void partsAddUpToTheWhole() throws IOException {
		Path file = new Jtls.Expected(Jtls.APACHE + "HTMLReportTestFile.csv", 255).file();
		RunTimeline whole = new RunTimeline();
		Jtls.read(file).forEach(whole::accept);
		RunTimeline summed = new RunTimeline();
		try (JtlReader r = JtlReader.open(file)) {
			List<RunTimeline> parts = r.readAllInParts(4, 1024, RunTimeline::new);
			assertTrue(parts.size() > 1, "read in parts");
			parts.forEach(summed::addAll);
		}
		RunTimeline.Snapshot a = whole.snapshot(LINES), b = summed.snapshot(LINES);
		assertEquals(a.widthMs(), b.widthMs());
		assertArrayEquals(a.times(), b.times());
		assertArrayEquals(a.total().throughput(), b.total().throughput());
		assertEquals(a.labels().size(), b.labels().size());
		for (int i = 0; i < a.labels().size(); i++) {
			assertEquals(a.labels().get(i).label(), b.labels().get(i).label());
			for (String line : a.total().percentiles().keySet()) {
				assertArrayEquals(a.labels().get(i).percentiles().get(line), b.labels().get(i).percentiles().get(line));
			}
		}
		assertArrayEquals(a.latency(), b.latency());
		assertEquals(a.codes().keySet(), b.codes().keySet());
	}

	/**
	 * Twenty minutes of samples, read whole and in two halves added up: the buckets are merged three times as the
	 * width grows (1 s, 2 s, 10 s), their count tables moved and pre-sized, and every bucket's percentiles per label
	 * are still those of its samples sorted by hand.
	 */
	@Test
	void percentilesStayExactWhileTheWidthGrows() {
		List<Sample> samples = new ArrayList<>();
		java.util.Random random = new java.util.Random(25);
		for (long t = 0; t < 1_200_000; t += 20) {
			Sample s = new Sample();
			s.start = 1_700_000_000_000L + t;
			s.elapsed = (int) Math.round(50 * Math.exp(random.nextGaussian()));
			s.label = "label " + random.nextInt(3);
			samples.add(s);
		}
		RunTimeline whole = new RunTimeline();
		RunTimeline firstHalf = new RunTimeline();
		RunTimeline secondHalf = new RunTimeline();
		for (int i = 0; i < samples.size(); i++) {
			whole.accept(samples.get(i));
			(i < samples.size() / 2 ? firstHalf : secondHalf).accept(samples.get(i));
		}
		firstHalf.addAll(secondHalf);
		// Started at the width the run needs (what a report does with the JTL's rough span): the same buckets.
		long span = samples.get(samples.size() - 1).end() - samples.get(0).end();
		RunTimeline expecting = RunTimeline.expecting(span);
		assertEquals(10_000, expecting.width(), "no narrow buckets first");
		samples.forEach(expecting::accept);
		for (RunTimeline timeline : List.of(whole, firstHalf, expecting)) {
			RunTimeline.Snapshot snap = timeline.snapshot(LINES);
			long width = snap.widthMs();
			assertEquals(10_000, width, "20 minutes in at most 300 steps");
			Map<String, List<List<Integer>>> byLabel = new LinkedHashMap<>();
			for (Sample x : samples) {
				int i = (int) ((Math.floorDiv(x.end(), width) * width - snap.times()[0]) / width);
				byLabel.computeIfAbsent(x.label(), l -> buckets(snap.times().length)).get(i).add(x.elapsed());
			}
			for (RunTimeline.Series series : snap.labels()) {
				check(byLabel.get(series.label()), series, width);
			}
		}
	}

	/** An hour of samples: the width grows in round steps to keep at most 300 points; a given width stays. */
	@Test
	void theWidthFollowsTheRunsLength() throws IOException {
		RunTimeline automatic = new RunTimeline();
		RunTimeline fixed = new RunTimeline(5_000);
		Sample s = new Sample();
		for (long t = 0; t < 3_600_000; t += 250) {
			s.clear();
			s.start = 1_700_000_000_000L + t;
			s.elapsed = (int) (t / 1000 % 300);
			s.label = t % 1000 == 0 ? "a" : "b";
			automatic.accept(s);
			fixed.accept(s);
		}
		assertEquals(20_000, automatic.width(), "an hour in at most 300 steps: 20 s (12 s is no round step)");
		assertEquals(5_000, fixed.width());
		RunTimeline.Snapshot snap = automatic.snapshot(50);
		assertEquals(181, snap.times().length, "the hour and the bucket its last sample ends in");
		assertEquals(4.0, snap.total().throughput()[5], 1e-9, "4 samples a second");
	}

	/** A JTL's rough span, read from its two ends, is the span of its rows' ends from the first row to the last. */
	@ParameterizedTest
	@ValueSource(strings = { "HTMLReportTestFile.csv", "HTMLReportFalseTestFile.csv" })
	void roughSpanIsFromTheFirstRowsEndToTheLasts(String fixture) throws IOException {
		Path file = new Jtls.Expected(Jtls.APACHE + fixture, 0).file();
		List<Sample> samples = Jtls.read(file);
		try (JtlReader r = JtlReader.open(file)) {
			assertEquals(samples.get(samples.size() - 1).end() - samples.get(0).end(), r.roughSpan());
		}
	}
}
