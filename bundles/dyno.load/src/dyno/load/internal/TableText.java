package dyno.load.internal;

import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.load.AggregateRow;
import dyno.load.AggregateTable;

/** The Aggregate Report as text: JMeter's saved CSV, and aligned columns for a terminal. */
public final class TableText {

	private static final DecimalFormatSymbols SYMBOLS = DecimalFormatSymbols.getInstance(Locale.ROOT);

	private TableText() {
	}

	/** "90", "99.9": the percentile as a user writes it (JMeter titles the column with the property text). */
	public static String percentTitle(double percentile) {
		return BigDecimal.valueOf(percentile).stripTrailingZeros().toPlainString();
	}

	/**
	 * As JMeter's "Save Table Data" writes it: average truncated to whole ms (JMeter's getMeanAsNumber),
	 * Error % as {@code #0.000%}, Throughput per second as {@code #.00000} (so 0.5 is ".50000"), KB/sec as
	 * {@code #0.00}; fields holding the delimiter, a quote or a line break quoted.
	 */
	public static String csv(AggregateTable table) {
		DecimalFormat error = format("#0.000%");
		DecimalFormat rate = format("#.00000");
		DecimalFormat kb = format("#0.00");
		StringBuilder b = new StringBuilder();
		List<String> header = header(table);
		for (int i = 0; i < header.size(); i++) {
			b.append(i == 0 ? "" : ",").append(quote(header.get(i)));
		}
		b.append('\n');
		List<AggregateRow> all = new ArrayList<>(table.rows());
		all.add(table.total());
		for (AggregateRow r : all) {
			b.append(quote(r.label())).append(',').append(r.count()).append(',').append((long) r.average())
					.append(',').append(r.median());
			for (long line : r.lines()) {
				b.append(',').append(line);
			}
			b.append(',').append(r.min()).append(',').append(r.max()).append(',')
					.append(error.format(r.errorRatio())).append(',').append(rate.format(r.throughput())).append(',')
					.append(kb.format(r.receivedKBps())).append(',').append(kb.format(r.sentKBps())).append('\n');
		}
		return b.toString();
	}

	/** Aligned columns; Error % with two decimals and throughput with its unit, as JMeter's table renders them. */
	public static String text(AggregateTable table) {
		DecimalFormat error = format("#0.00%");
		DecimalFormat kb = format("#0.00");
		List<String[]> cells = new ArrayList<>();
		cells.add(header(table).toArray(String[]::new));
		List<AggregateRow> all = new ArrayList<>(table.rows());
		all.add(table.total());
		for (AggregateRow r : all) {
			List<String> c = new ArrayList<>();
			c.add(r.label().replace("\r", "").replace('\n', ' ')); // a multi-line label would break the columns
			c.add(Long.toString(r.count()));
			c.add(Long.toString((long) r.average()));
			c.add(Long.toString(r.median()));
			for (long line : r.lines()) {
				c.add(Long.toString(line));
			}
			c.add(Long.toString(r.min()));
			c.add(Long.toString(r.max()));
			c.add(error.format(r.errorRatio()));
			c.add(rate(r.throughput()));
			c.add(kb.format(r.receivedKBps()));
			c.add(kb.format(r.sentKBps()));
			cells.add(c.toArray(String[]::new));
		}
		int[] width = new int[cells.get(0).length];
		for (String[] row : cells) {
			for (int i = 0; i < row.length; i++) {
				width[i] = Math.max(width[i], row[i].length());
			}
		}
		StringBuilder b = new StringBuilder();
		for (String[] row : cells) {
			for (int i = 0; i < row.length; i++) {
				String pad = " ".repeat(width[i] - row[i].length());
				// Labels read left to right; numbers line up on their last digit.
				b.append(i == 0 ? row[i] + pad : "  " + pad + row[i]);
			}
			b.append(System.lineSeparator());
		}
		return b.toString();
	}

	/** Like JMeter's RateRenderer: per second, or per minute / hour when that keeps the figure at least 1. */
	public static String rate(double perSecond) {
		DecimalFormat one = format("#0.0");
		if (Double.isInfinite(perSecond) || Double.isNaN(perSecond)) {
			return one.format(perSecond) + "/sec";
		}
		if (perSecond >= 1.0 || perSecond == 0) {
			return one.format(perSecond) + "/sec";
		}
		double perMinute = perSecond * 60;
		if (perMinute >= 1.0) {
			return one.format(perMinute) + "/min";
		}
		return one.format(perMinute * 60) + "/hour";
	}

	private static List<String> header(AggregateTable table) {
		List<String> h = new ArrayList<>(List.of("Label", "# Samples", "Average", "Median"));
		for (int i = 0; i < table.percentiles().length; i++) {
			h.add(table.lineTitle(i));
		}
		h.addAll(List.of("Min", "Max", "Error %", "Throughput", "Received KB/sec", "Sent KB/sec"));
		return h;
	}

	private static DecimalFormat format(String pattern) {
		return new DecimalFormat(pattern, SYMBOLS);
	}

	private static String quote(String field) {
		for (int i = 0; i < field.length(); i++) {
			char c = field.charAt(i);
			if (c == ',' || c == '"' || c == '\n' || c == '\r') {
				return '"' + field.replace("\"", "\"\"") + '"';
			}
		}
		return field;
	}
}
