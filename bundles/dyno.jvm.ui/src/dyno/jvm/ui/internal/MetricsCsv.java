package dyno.jvm.ui.internal;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import dyno.core.TimeSeries;
import dyno.jvm.GcHistory;
import dyno.jvm.Metric;

/**
 * Every {@link Metric} of a history as CSV: a header row, then one row per sample time with epoch milliseconds,
 * the ISO time and each metric's value (empty where it has none). Metric columns are named
 * {@code <metric>_<unit>}, e.g. {@code eden_used_bytes}, so a spreadsheet knows what it reads.
 */
public final class MetricsCsv {

	private MetricsCsv() {
	}

	/** Writes the samples at or after {@code from}. */
	public static void write(GcHistory history, long from, Writer out) throws IOException {
		Metric[] metrics = Metric.values();
		Map<Long, double[]> rows = new TreeMap<>();
		for (int m = 0; m < metrics.length; m++) {
			TimeSeries.Window w = history.series(metrics[m]).since(from);
			for (int i = 0; i < w.size(); i++) {
				double[] row = rows.computeIfAbsent(w.times()[i], t -> nanRow(metrics.length));
				row[m] = w.values()[i];
			}
		}
		out.write("time_ms,time");
		for (Metric m : metrics) {
			out.write("," + m.name().toLowerCase(Locale.ROOT) + "_" + m.unit().name().toLowerCase(Locale.ROOT));
		}
		out.write("\n");
		for (Map.Entry<Long, double[]> r : rows.entrySet()) {
			out.write(r.getKey() + "," + Instant.ofEpochMilli(r.getKey()));
			for (double v : r.getValue()) {
				out.write(",");
				if (!Double.isNaN(v)) {
					out.write(v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v));
				}
			}
			out.write("\n");
		}
	}

	private static double[] nanRow(int n) {
		double[] row = new double[n];
		Arrays.fill(row, Double.NaN);
		return row;
	}
}
