package dyno.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Baseline vs after: per label (matched by name) and TOTAL, each column's absolute and relative change. Labels
 * present in one run only are listed, not compared; percentile lines are compared where both tables have them.
 */
public final class RunComparison {

	private final List<Change> changes;
	private final List<String> onlyInBaseline;
	private final List<String> onlyInAfter;

	private RunComparison(List<Change> changes, List<String> onlyInBaseline, List<String> onlyInAfter) {
		this.changes = List.copyOf(changes);
		this.onlyInBaseline = List.copyOf(onlyInBaseline);
		this.onlyInAfter = List.copyOf(onlyInAfter);
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

	/** Every compared column of every matched label, TOTAL last. */
	public List<Change> changes() {
		return changes;
	}

	/** Labels of the baseline that the other run does not have. */
	public List<String> onlyInBaseline() {
		return onlyInBaseline;
	}

	/** Labels of the other run that the baseline does not have. */
	public List<String> onlyInAfter() {
		return onlyInAfter;
	}

	/** One line per label and column: baseline, after, change and change in percent. */
	public String toText() {
		StringBuilder b = new StringBuilder();
		String nl = System.lineSeparator();
		b.append(String.format(Locale.ROOT, "%-30s %-16s %14s %14s %14s %9s%n", "Label", "Column", "Baseline", "After",
				"Change", "Change %"));
		for (Change c : changes) {
			double r = c.ratio();
			String pct = Double.isNaN(r) ? "" : String.format(Locale.ROOT, "%+.1f%%", (r - 1) * 100);
			b.append(String.format(Locale.ROOT, "%-30s %-16s %14.2f %14.2f %+14.2f %9s%n", c.label(), c.column(),
					c.baseline(), c.after(), c.after() - c.baseline(), pct));
		}
		if (!onlyInBaseline.isEmpty()) {
			b.append("only in the baseline: ").append(String.join(", ", onlyInBaseline)).append(nl);
		}
		if (!onlyInAfter.isEmpty()) {
			b.append("only in the other run: ").append(String.join(", ", onlyInAfter)).append(nl);
		}
		return b.toString();
	}

	/** One column of one label, before and after. */
	public record Change(String label, String column, double baseline, double after) {

		/** {@code after / baseline}; NaN when the baseline is 0. */
		public double ratio() {
			return baseline == 0 ? Double.NaN : after / baseline;
		}
	}
}
