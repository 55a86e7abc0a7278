package dyno.load.run.internal;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dyno.core.TimeSeries;
import dyno.jvm.GcHistory;
import dyno.jvm.Metric;

/**
 * A run's {@code jvm-<role>.csv}: {@code time} (epoch ms) and one column per {@link Metric} (by enum name, so a
 * file written before a metric existed still reads), one row per sample, flushed per row so a crash keeps it.
 * Missing values are empty cells.
 */
public final class JvmCsv implements AutoCloseable {

	public static final String PREFIX = "jvm-", SUFFIX = ".csv";
	private static final String TIME = "time";

	private final BufferedWriter out;

	public JvmCsv(Path file) throws IOException {
		out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
		StringBuilder header = new StringBuilder(TIME);
		for (Metric m : Metric.values()) {
			header.append(',').append(m.name());
		}
		out.write(header.append('\n').toString());
		out.flush();
	}

	/** Appends the latest value of every metric, at {@code time}. */
	public synchronized void append(long time, GcHistory history) throws IOException {
		StringBuilder row = new StringBuilder().append(time);
		for (Metric m : Metric.values()) {
			row.append(',');
			double v = history.series(m).latest().orElse(Double.NaN);
			if (!Double.isNaN(v)) {
				row.append(v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v));
			}
		}
		out.write(row.append('\n').toString());
		out.flush();
	}

	@Override
	public synchronized void close() throws IOException {
		out.close();
	}

	/** Reads a file back into one window per metric column it has; a torn last row is skipped. */
	public static Map<Metric, TimeSeries.Window> read(Path file) throws IOException {
		try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			String header = in.readLine();
			if (header == null || !header.startsWith(TIME + ",")) {
				throw new IOException(file + " is not a Dyno JVM trace: its first line is not 'time,<metrics>'");
			}
			String[] names = header.split(",", -1);
			Metric[] columns = new Metric[names.length];
			for (int i = 1; i < names.length; i++) {
				columns[i] = metric(names[i]);
			}
			List<Long> times = new ArrayList<>();
			List<double[]> rows = new ArrayList<>();
			String line;
			while ((line = in.readLine()) != null) {
				String[] cells = line.split(",", -1);
				if (cells.length != names.length) {
					continue;
				}
				try {
					double[] values = new double[names.length];
					for (int i = 1; i < cells.length; i++) {
						values[i] = cells[i].isEmpty() ? Double.NaN : Double.parseDouble(cells[i]);
					}
					times.add(Long.parseLong(cells[0]));
					rows.add(values);
				} catch (NumberFormatException e) {
					// A row cut by a crash mid-write.
				}
			}
			Map<Metric, TimeSeries.Window> series = new EnumMap<>(Metric.class);
			long[] t = times.stream().mapToLong(Long::longValue).toArray();
			for (int i = 1; i < columns.length; i++) {
				if (columns[i] != null) {
					double[] v = new double[rows.size()];
					for (int r = 0; r < v.length; r++) {
						v[r] = rows.get(r)[i];
					}
					series.put(columns[i], new TimeSeries.Window(columns[i].label(), t, v));
				}
			}
			return series;
		}
	}

	private static Metric metric(String name) {
		try {
			return Metric.valueOf(name.strip());
		} catch (IllegalArgumentException e) {
			return null; // a metric this version does not know
		}
	}
}
