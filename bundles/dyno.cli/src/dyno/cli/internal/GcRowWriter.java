package dyno.cli.internal;

import java.io.PrintStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import dyno.cli.internal.JstatGcColumns.Column;
import dyno.jvm.GcSpaces;

/**
 * Writes {@link JstatGcColumns} rows: aligned exactly like {@code jstat -gc} (centred headers, right-aligned
 * values, one space between columns, {@code -} for no value), or as CSV for a spreadsheet: a leading
 * {@code time} column in ISO-8601 UTC with milliseconds, no padding, and an empty cell for no value (a
 * {@code -} would turn a number column into text).
 */
final class GcRowWriter {

	static final DateTimeFormatter CSV_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSX")
			.withZone(ZoneOffset.UTC);

	private final PrintStream out;
	private final boolean csv;

	GcRowWriter(PrintStream out, boolean csv) {
		this.out = out;
		this.csv = csv;
	}

	void header() {
		StringBuilder line = new StringBuilder(csv ? "time" : "");
		for (Column c : JstatGcColumns.ALL) {
			if (csv) {
				line.append(',').append(c.header());
			} else {
				separate(line).append(centred(c.header(), c.width()));
			}
		}
		print(line);
	}

	void row(GcSpaces sample) {
		StringBuilder line = new StringBuilder(csv ? CSV_TIME.format(Instant.ofEpochMilli(sample.time())) : "");
		for (Column c : JstatGcColumns.ALL) {
			String value = c.value().apply(sample);
			if (csv) {
				line.append(',').append(value == null ? "" : value);
			} else {
				String text = value == null ? "-" : value;
				separate(line).append(" ".repeat(Math.max(0, c.width() - text.length()))).append(text);
			}
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
