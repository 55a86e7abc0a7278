package dyno.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.load.internal.LabelCache;

/**
 * APDEX per label and in total, as JMeter's dashboard computes it: a sample is satisfied when its elapsed time is at
 * most the satisfied threshold, tolerating when at most the tolerated threshold, frustrating beyond; failed samples
 * count by their time like the others; APDEX = (satisfied + tolerating / 2) / samples. JMeter's defaults are 500 and
 * 1500 ms ({@code jmeter.reportgenerator.apdex_satisfied_threshold}, {@code ..._tolerated_threshold}). A row that
 * stands for several samples (SampleCount) counts as that many, with its mean time. Not thread-safe: one per
 * reading thread, added up with {@link #addAll}.
 */
public final class ApdexScores implements SampleSink {

	public static final long DEFAULT_SATISFIED_MS = 500, DEFAULT_TOLERATED_MS = 1500;

	/**
	 * The score of one label.
	 *
	 * @param apdex 0..1; NaN without samples
	 */
	public record Score(String label, long samples, long satisfied, long tolerating, double apdex) {
	}

	private final long satisfiedMs;
	private final long toleratedMs;
	/** Per label: samples, satisfied, tolerating. */
	private final Map<String, long[]> labels = new LinkedHashMap<>();
	private final LabelCache<long[]> cache = new LabelCache<>();

	/**
	 * @throws IllegalArgumentException when the tolerated threshold is below the satisfied one, or one is negative
	 */
	public ApdexScores(long satisfiedMs, long toleratedMs) {
		if (satisfiedMs < 0 || toleratedMs < satisfiedMs) {
			throw new IllegalArgumentException("the tolerated threshold (" + toleratedMs
					+ " ms) must be at least the satisfied one (" + satisfiedMs + " ms)");
		}
		this.satisfiedMs = satisfiedMs;
		this.toleratedMs = toleratedMs;
	}

	public long satisfiedMs() {
		return satisfiedMs;
	}

	public long toleratedMs() {
		return toleratedMs;
	}

	@Override
	public void accept(Sample s) {
		long[] c = cache.get(s.label());
		if (c == null) {
			c = labels.get(s.label());
			if (c == null) {
				c = new long[3];
				labels.put(s.label(), c);
			}
			cache.put(s.label(), c);
		}
		int n = Math.max(s.sampleCount(), 0);
		long elapsed = n > 1 ? s.elapsed() / n : s.elapsed();
		c[0] += n;
		if (elapsed <= satisfiedMs) {
			c[1] += n;
		} else if (elapsed <= toleratedMs) {
			c[2] += n;
		}
	}

	/** Adds the counts of another part of the same results; labels it saw first are appended in its order. */
	public void addAll(ApdexScores part) {
		if (part.satisfiedMs != satisfiedMs || part.toleratedMs != toleratedMs) {
			throw new IllegalArgumentException("cannot add up APDEX scores of different thresholds");
		}
		part.labels.forEach((label, theirs) -> {
			long[] c = labels.computeIfAbsent(label, l -> new long[3]);
			for (int i = 0; i < c.length; i++) {
				c[i] += theirs[i];
			}
		});
		cache.clear();
	}

	/** Every label's score in first-seen order, then the total's ({@link AggregateStats#TOTAL}). */
	public List<Score> scores() {
		List<Score> out = new ArrayList<>();
		long[] total = new long[3];
		labels.forEach((label, c) -> {
			out.add(score(label, c));
			for (int i = 0; i < c.length; i++) {
				total[i] += c[i];
			}
		});
		out.add(score(AggregateStats.TOTAL, total));
		return out;
	}

	private static Score score(String label, long[] c) {
		return new Score(label, c[0], c[1], c[2], c[0] == 0 ? Double.NaN : (c[1] + c[2] / 2.0) / c[0]);
	}
}
