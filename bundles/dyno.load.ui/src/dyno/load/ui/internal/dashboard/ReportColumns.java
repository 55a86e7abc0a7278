package dyno.load.ui.internal.dashboard;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import dyno.load.AggregateRow;
import dyno.load.AggregateTable;

/**
 * The Aggregate Report's columns as JMeter's table shows them (Label, # Samples, Average, Median, the percentile
 * lines, Min, Max, Error %, Throughput, Received and Sent KB/sec), each with its text and the number it sorts and
 * charts by: Average truncated to whole ms, Error % with two decimals, Throughput per second, minute or hour so
 * that it reads at least 1.
 */
final class ReportColumns {

	private static final DecimalFormatSymbols SYMBOLS = DecimalFormatSymbols.getInstance(Locale.ROOT);

	/**
	 * @param graphable whether the Aggregate Graph can chart it (the time columns, as in JMeter's graph)
	 */
	record Column(String title, Function<AggregateRow, String> text, ToDoubleFunction<AggregateRow> value,
			boolean graphable) {
	}

	private ReportColumns() {
	}

	/** The columns of {@code table} (its percentile lines decide the middle ones). */
	static List<Column> of(AggregateTable table) {
		List<Column> c = new ArrayList<>();
		c.add(new Column("Label", AggregateRow::label, r -> 0, false));
		c.add(new Column("# Samples", r -> Long.toString(r.count()), AggregateRow::count, false));
		c.add(new Column("Average", r -> Long.toString((long) r.average()), AggregateRow::average, true));
		c.add(new Column("Median", r -> Long.toString(r.median()), AggregateRow::median, true));
		for (int i = 0; i < table.percentiles().length; i++) {
			int line = i;
			c.add(new Column(table.lineTitle(i), r -> Long.toString(r.line(line)), r -> r.line(line), true));
		}
		c.add(new Column("Min", r -> Long.toString(r.min()), AggregateRow::min, true));
		c.add(new Column("Max", r -> Long.toString(r.max()), AggregateRow::max, true));
		c.add(new Column("Error %", r -> format("#0.00%", r.errorRatio()), AggregateRow::errorRatio, false));
		c.add(new Column("Throughput", r -> throughput(r.throughput()), AggregateRow::throughput, false));
		c.add(new Column("Received KB/sec", r -> format("#0.00", r.receivedKBps()), AggregateRow::receivedKBps, false));
		c.add(new Column("Sent KB/sec", r -> format("#0.00", r.sentKBps()), AggregateRow::sentKBps, false));
		return c;
	}

	/** Per second, minute or hour, whichever first reads at least 1 (JMeter's rate renderer does the same). */
	static String throughput(double perSecond) {
		if (perSecond >= 1 || perSecond == 0 || !Double.isFinite(perSecond)) {
			return format("#0.0", perSecond) + "/sec";
		}
		double perMinute = perSecond * 60;
		return perMinute >= 1 ? format("#0.0", perMinute) + "/min" : format("#0.0", perMinute * 60) + "/hour";
	}

	private static String format(String pattern, double value) {
		return new DecimalFormat(pattern, SYMBOLS).format(value);
	}
}
