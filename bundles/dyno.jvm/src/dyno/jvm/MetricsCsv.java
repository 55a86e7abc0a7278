package dyno.jvm;

import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import dyno.core.TimeSeries;

/**
 * Every {@link Metric} of a JVM as CSV, the one GC CSV of Dyno (the Heap Generations view's export and
 * {@code dyno watch --format csv}): a header row, then one row per sample time with epoch milliseconds, the ISO
 * time and each metric's value (empty where it has none). Metric columns are named {@code <metric>_<unit>}, e.g.
 * {@code eden_used_bytes}, so a spreadsheet knows what it reads. Derived metrics (rates, pause share, old floor)
 * are those {@link GcHistory} computes, so a stream of samples gives the same rows as their history.
 */
public final class MetricsCsv {

	private static final Metric[] METRICS = Metric.values();

	private MetricsCsv() {
	}

	/** The header row, without its line break. */
	public static String header() {
		StringBuilder b = new StringBuilder("time_ms,time");
		for (Metric m : METRICS) {
			b.append(',').append(m.name().toLowerCase(Locale.ROOT)).append('_')
					.append(m.unit().name().toLowerCase(Locale.ROOT));
		}
		return b.toString();
	}

	/** Writes the header and the history's samples at or after {@code from}, a line each. */
	public static void write(GcHistory history, long from, Appendable out) throws IOException {
		out.append(header()).append('\n');
		for (Map.Entry<Long, double[]> r : rows(history, from).entrySet()) {
			out.append(line(r.getKey(), r.getValue())).append('\n');
		}
	}

	/**
	 * The rows of samples as they arrive ({@code dyno watch}): each is recorded in a history of their own, and its
	 * row is the one {@link #write} gives for it.
	 */
	public static final class Live {

		private final GcHistory history = new GcHistory();

		/** The sample's row without its line break; null for a sample the history drops (a clock step back). */
		public String row(GcSpaces sample) {
			history.record(sample);
			double[] values = rows(history, sample.time()).get(sample.time());
			return values == null ? null : line(sample.time(), values);
		}
	}

	private static Map<Long, double[]> rows(GcHistory history, long from) {
		Map<Long, double[]> rows = new TreeMap<>();
		for (int m = 0; m < METRICS.length; m++) {
			TimeSeries.Window w = history.series(METRICS[m]).since(from);
			for (int i = 0; i < w.size(); i++) {
				double[] row = rows.computeIfAbsent(w.times()[i], t -> nanRow());
				row[m] = w.values()[i];
			}
		}
		return rows;
	}

	private static String line(long time, double[] values) {
		StringBuilder b = new StringBuilder().append(time).append(',').append(Instant.ofEpochMilli(time));
		for (double v : values) {
			b.append(',');
			if (!Double.isNaN(v)) {
				b.append(v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v));
			}
		}
		return b.toString();
	}

	private static double[] nanRow() {
		double[] row = new double[METRICS.length];
		Arrays.fill(row, Double.NaN);
		return row;
	}
}
