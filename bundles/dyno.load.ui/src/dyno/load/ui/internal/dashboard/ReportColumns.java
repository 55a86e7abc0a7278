package dyno.load.ui.internal.dashboard;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import dyno.load.AggregateRow;

/**
 * The Aggregate Report's columns as JMeter shows them (Label, # Samples, Average, Median, the percentile lines,
 * Min, Max, Error %, Throughput, Received and Sent KB/sec), each with its text and the number it sorts and
 * charts by. Throughput is scaled per second, minute or hour so that it reads at least 1, as in JMeter.
 */
final class ReportColumns {

	/**
	 * @param graphable whether the Aggregate Graph can chart it (the time columns, as in JMeter's graph)
	 */
	record Column(String title, Function<AggregateRow, String> text, ToDoubleFunction<AggregateRow> value,
			boolean graphable) {
	}

	private ReportColumns() {
	}

	/** The columns of a table with these percentile lines (in percent). */
	static List<Column> of(double[] percentiles) {
		List<Column> c = new ArrayList<>();
		c.add(new Column("Label", AggregateRow::label, r -> 0, false));
		c.add(new Column("# Samples", r -> Long.toString(r.count()), AggregateRow::count, false));
		c.add(new Column("Average", r -> Long.toString(Math.round(r.average())), AggregateRow::average, true));
		c.add(new Column("Median", r -> Long.toString(r.median()), AggregateRow::median, true));
		for (int i = 0; i < percentiles.length; i++) {
			int line = i;
			c.add(new Column(percent(percentiles[i]) + "% Line", r -> Long.toString(r.lines()[line]), r -> r.lines()[line], true));
		}
		c.add(new Column("Min", r -> Long.toString(r.min()), AggregateRow::min, true));
		c.add(new Column("Max", r -> Long.toString(r.max()), AggregateRow::max, true));
		c.add(new Column("Error %", r -> String.format(Locale.ROOT, "%.2f%%", 100 * r.errorRatio()), AggregateRow::errorRatio, false));
		c.add(new Column("Throughput", r -> throughput(r.throughput()), AggregateRow::throughput, false));
		c.add(new Column("Received KB/sec", r -> String.format(Locale.ROOT, "%.2f", r.receivedKBps()), AggregateRow::receivedKBps, false));
		c.add(new Column("Sent KB/sec", r -> String.format(Locale.ROOT, "%.2f", r.sentKBps()), AggregateRow::sentKBps, false));
		return c;
	}

	/** 90 -> "90", 99.9 -> "99.9". */
	static String percent(double p) {
		return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
	}

	/** Per second, minute or hour, whichever first reads at least 1 (JMeter's Aggregate Report does the same). */
	static String throughput(double perSecond) {
		if (perSecond >= 1 || perSecond == 0) {
			return String.format(Locale.ROOT, "%.1f/sec", perSecond);
		}
		double perMinute = perSecond * 60;
		return perMinute >= 1 ? String.format(Locale.ROOT, "%.1f/min", perMinute)
				: String.format(Locale.ROOT, "%.1f/hour", perMinute * 60);
	}
}
