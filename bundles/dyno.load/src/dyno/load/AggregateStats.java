package dyno.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.load.internal.Accumulator;
import dyno.load.internal.LabelCache;

/**
 * JMeter's Aggregate Report, exactly as JMeter computes it from a results file (StatCalculator and
 * SamplingStatCalculator semantics): nearest-rank percentiles over exact counts per ms, with JMeter's float
 * percentile; an aggregated result (SampleCount n) counts as n samples of elapsed/n ms and its ErrorCount errors;
 * throughput is samples per second from the first start to the last end (infinite when that window is 0, as in
 * JMeter); a negative minimum shows as 0. Memory per label does not grow with the sample count. Thread-safe:
 * {@link #accept} from a tail thread, {@link #table()} from any thread.
 */
public final class AggregateStats implements SampleSink {

	public static final double[] DEFAULT_PERCENTILES = { 90, 95, 99 };
	/** The TOTAL row's label, as in JMeter's Aggregate Report. */
	public static final String TOTAL = "TOTAL";

	private final double[] percentiles;
	/** Median first, then the configured lines, as JMeter computes them. */
	private final double[] fractions;
	private final Map<String, Accumulator> rows = new LinkedHashMap<>();
	/** Samples counted; the TOTAL row itself is added up from the label rows when a table is made. */
	private long count;
	private final LabelCache<Accumulator> cache = new LabelCache<>();

	public AggregateStats() {
		this(DEFAULT_PERCENTILES);
	}

	/** @param percentiles in percent, e.g. 90, 99.9; each in 0..100 */
	public AggregateStats(double... percentiles) {
		this.percentiles = percentiles.clone();
		fractions = new double[percentiles.length + 1];
		fractions[0] = 0.5;
		for (int i = 0; i < percentiles.length; i++) {
			if (!(percentiles[i] >= 0 && percentiles[i] <= 100)) {
				throw new IllegalArgumentException("percentile must be within 0..100, was " + percentiles[i]);
			}
			fractions[i + 1] = fraction(percentiles[i]);
		}
	}

	/**
	 * Percentile lines as a user types them, e.g. {@code "90,95,99.9"} (JMeter's Aggregate Report settings, the
	 * CLI's {@code --percentiles}, the workbench preference).
	 *
	 * @throws IllegalArgumentException saying the expected form (the caller names the text)
	 */
	public static double[] parsePercentiles(String text) {
		String[] parts = text.split(",");
		double[] p = new double[parts.length];
		for (int i = 0; i < parts.length; i++) {
			try {
				p[i] = Double.parseDouble(parts[i].strip());
			} catch (NumberFormatException e) {
				p[i] = Double.NaN;
			}
			if (!(p[i] >= 0 && p[i] <= 100)) {
				throw new IllegalArgumentException("give numbers from 0 to 100 separated by commas, "
						+ "e.g. 90,95,99.9");
			}
		}
		return p;
	}

	/**
	 * JMeter parses the configured percentile as a float and divides it by 100 in float arithmetic, so 95 becomes
	 * 0.949999988...; with {@code Math.round(count * p)} that decides the rank for some counts (10 samples: rank 9,
	 * not 10). Reproduced for parity.
	 */
	static double fraction(double percentile) {
		return (double) ((float) percentile / 100f);
	}

	@Override
	public synchronized void accept(Sample s) {
		addUnshared(s);
	}

	/**
	 * {@link #accept} without taking this object's lock, for the one thread that fills it while nobody else reads
	 * it: a part of a file read in parts ({@link JtlReader#readAllInParts}), read by others only after its thread
	 * ended. Spares two atomic operations per row.
	 */
	public void addUnshared(Sample s) {
		Accumulator row = cache.get(s.label());
		if (row == null) {
			row = rows.get(s.label());
			if (row == null) {
				row = new Accumulator();
				rows.put(s.label(), row);
			}
			cache.put(s.label(), row);
		}
		row.add(s.start(), s.elapsed(), s.sampleCount(), s.errorCount(), s.bytes(), s.sentBytes());
		count += s.sampleCount();
	}

	/**
	 * Takes in the samples {@code later} counted, as if they had come after this one's: labels it saw first are
	 * appended in its order. For results read in parts on several threads ({@link JtlReader#readAllInParts}).
	 *
	 * @throws IllegalArgumentException when the two compute different percentile lines
	 */
	public void addAll(AggregateStats later) {
		if (!Arrays.equals(percentiles, later.percentiles)) {
			throw new IllegalArgumentException("cannot add up aggregates with different percentile lines");
		}
		synchronized (later) {
			synchronized (this) {
				later.rows.forEach((label, acc) -> rows.computeIfAbsent(label, l -> new Accumulator()).addAll(acc));
				count += later.count;
				cache.clear();
			}
		}
	}

	/** Samples counted so far (the TOTAL row's # Samples). */
	public synchronized long count() {
		return count;
	}

	/** A consistent snapshot: rows in first-seen label order, plus TOTAL. */
	public synchronized AggregateTable table() {
		List<AggregateRow> list = new ArrayList<>(rows.size());
		rows.forEach((label, acc) -> list.add(row(label, acc)));
		Accumulator total = new Accumulator();
		rows.values().forEach(total::addAll);
		return new AggregateTable(percentiles.clone(), list, row(TOTAL, total));
	}

	private AggregateRow row(String label, Accumulator a) {
		if (a.count() == 0) {
			return new AggregateRow(label, 0, 0, 0, new long[percentiles.length], 0, 0, 0, 0, 0, 0, 0, 0);
		}
		long[] p = a.percentiles(fractions);
		long[] lines = new long[percentiles.length];
		System.arraycopy(p, 1, lines, 0, lines.length);
		return new AggregateRow(label, a.count(), a.average(), p[0], lines, a.min(), a.max(), a.errorRatio(),
				a.throughput(), a.receivedKBps(), a.sentKBps(), a.firstStart(), a.lastEnd());
	}
}
