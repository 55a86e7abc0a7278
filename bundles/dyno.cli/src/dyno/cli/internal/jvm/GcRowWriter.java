package dyno.cli.internal.jvm;

import java.io.PrintStream;

import dyno.cli.internal.jvm.JstatGcColumns.Column;
import dyno.jvm.GcSpaces;
import dyno.jvm.MetricsCsv;

/**
 * Writes a watch's rows: {@link JstatGcColumns} aligned exactly like {@code jstat -gc} (centred headers,
 * right-aligned values, one space between columns, {@code -} for no value), or Dyno's GC CSV
 * ({@link MetricsCsv}), the same as the Heap Generations view exports for the same samples.
 */
final class GcRowWriter {

	private final PrintStream out;
	/** The CSV rows; null for jstat's columns. */
	private final MetricsCsv.Live csv;

	GcRowWriter(PrintStream out, boolean csv) {
		this.out = out;
		this.csv = csv ? new MetricsCsv.Live() : null;
	}

	void header() {
		if (csv != null) {
			print(MetricsCsv.header());
			return;
		}
		StringBuilder line = new StringBuilder();
		for (Column c : JstatGcColumns.ALL) {
			separate(line).append(centred(c.header(), c.width()));
		}
		print(line);
	}

	void row(GcSpaces sample) {
		if (csv != null) {
			String row = csv.row(sample);
			if (row != null) {
				print(row);
			}
			return;
		}
		StringBuilder line = new StringBuilder();
		for (Column c : JstatGcColumns.ALL) {
			String value = c.value().apply(sample);
			String text = value == null ? "-" : value;
			separate(line).append(" ".repeat(Math.max(0, c.width() - text.length()))).append(text);
		}
		print(line);
	}

	private static StringBuilder separate(StringBuilder line) {
		return line.isEmpty() ? line : line.append(' ');
	}

	/** jstat's centring: half the padding on the left, the rest (one more when odd) on the right. */
	private static String centred(String text, int width) {
		int pad = Math.max(0, width - text.length());
		return " ".repeat(pad / 2) + text + " ".repeat(pad - pad / 2);
	}

	/** Each row goes out at once, so a pipe or a file sees it while the watch goes on. */
	private void print(CharSequence line) {
		out.println(line);
		out.flush();
	}
}
