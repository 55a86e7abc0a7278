package dyno.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

import dyno.core.analysis.Column;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.core.analysis.Table;

/**
 * Baseline vs after: per label (matched by name) and TOTAL, each column's absolute and relative change. Labels
 * present in one run only are listed, not compared; percentile lines are compared where both tables have them.
 *
 * @param changes        every compared column of every matched label, TOTAL last
 * @param onlyInBaseline labels of the baseline that the other run does not have
 * @param onlyInAfter    labels of the other run that the baseline does not have
 */
public record RunComparison(List<Change> changes, List<String> onlyInBaseline, List<String> onlyInAfter) {

	public RunComparison {
		changes = List.copyOf(changes);
		onlyInBaseline = List.copyOf(onlyInBaseline);
		onlyInAfter = List.copyOf(onlyInAfter);
	}

	public static RunComparison of(AggregateTable baseline, AggregateTable after) {
		List<Change> changes = new ArrayList<>();
		List<String> onlyBefore = new ArrayList<>();
		for (AggregateRow b : baseline.rows()) {
			AggregateRow a = after.row(b.label());
			if (a == null) {
				onlyBefore.add(b.label());
			} else {
				compare(changes, b, a, baseline, after);
			}
		}
		List<String> onlyAfter = new ArrayList<>();
		for (AggregateRow a : after.rows()) {
			if (baseline.row(a.label()) == null) {
				onlyAfter.add(a.label());
			}
		}
		compare(changes, baseline.total(), after.total(), baseline, after);
		return new RunComparison(changes, onlyBefore, onlyAfter);
	}

	private static void compare(List<Change> out, AggregateRow b, AggregateRow a, AggregateTable bt,
			AggregateTable at) {
		add(out, b, a, "# Samples", r -> r.count());
		add(out, b, a, "Average", AggregateRow::average);
		add(out, b, a, "Median", r -> r.median());
		double[] bp = bt.percentiles();
		double[] ap = at.percentiles();
		for (int i = 0; i < bp.length; i++) {
			for (int j = 0; j < ap.length; j++) {
				if (bp[i] == ap[j]) {
					out.add(new Change(b.label(), bt.lineTitle(i), b.line(i), a.line(j)));
				}
			}
		}
		add(out, b, a, "Min", r -> r.min());
		add(out, b, a, "Max", r -> r.max());
		add(out, b, a, "Error %", r -> r.errorRatio() * 100);
		add(out, b, a, "Throughput", AggregateRow::throughput);
		add(out, b, a, "Received KB/sec", AggregateRow::receivedKBps);
		add(out, b, a, "Sent KB/sec", AggregateRow::sentKBps);
	}

	private static void add(List<Change> out, AggregateRow b, AggregateRow a, String column,
			ToDoubleFunction<AggregateRow> value) {
		out.add(new Change(b.label(), column, value.applyAsDouble(b), value.applyAsDouble(a)));
	}

	/**
	 * One row per label and column: baseline, after, change and change in percent (empty where the baseline is 0),
	 * then the labels of one run only.
	 */
	public Report report() {
		List<Column> columns = List.of(Column.text("Label"), Column.text("Column"), Column.decimal("Baseline", "0.00"),
				Column.decimal("After", "0.00"), Column.decimal("Change", "+0.00;-0.00"),
				Column.number("Change %", v -> String.format(Locale.ROOT, "%+.1f%%", ((Number) v).doubleValue()),
						"0.0###"));
		List<List<Object>> rows = new ArrayList<>();
		for (Change c : changes) {
			double r = c.ratio();
			rows.add(Arrays.asList(c.label(), c.column(), c.baseline(), c.after(), c.after() - c.baseline(),
					Double.isNaN(r) ? null : (r - 1) * 100));
		}
		List<Report.Section> sections = new ArrayList<>(List.of(new Table(null, columns, rows)));
		List<String> onlyInOne = new ArrayList<>();
		if (!onlyInBaseline.isEmpty()) {
			onlyInOne.add("only in the baseline: " + String.join(", ", onlyInBaseline));
		}
		if (!onlyInAfter.isEmpty()) {
			onlyInOne.add("only in the other run: " + String.join(", ", onlyInAfter));
		}
		if (!onlyInOne.isEmpty()) {
			sections.add(new Report.Notes(null, onlyInOne));
		}
		return new Report("Run Comparison", sections);
	}

	/** The {@link #report()} as aligned text ({@link Faces#text}). */
	public String toText() {
		return Faces.text(report());
	}

	/** One column of one label, before and after. */
	public record Change(String label, String column, double baseline, double after) {

		/** {@code after / baseline}; NaN when the baseline is 0. */
		public double ratio() {
			return baseline == 0 ? Double.NaN : after / baseline;
		}
	}
}
