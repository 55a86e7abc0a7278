package dyno.load.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.gate.Gate;
import dyno.load.gate.Gated;

/**
 * What {@link AggregateAnalysis} found.
 *
 * @param table    the Aggregate Report, TOTAL last
 * @param warnings what the figures say about the test itself (errors, too few samples for a line)
 * @param skipped  per file, the rows that could not be read, in words
 * @param gate     the {@code --fail-on} rules' checks
 */
public record AggregateResult(AggregateTable table, List<LoadWarning> warnings, List<String> skipped, Gate gate)
		implements Result, Gated {

	public AggregateResult {
		warnings = List.copyOf(warnings);
		skipped = List.copyOf(skipped);
	}

	/** A report without rules. */
	public AggregateResult(AggregateTable table, List<LoadWarning> warnings, List<String> skipped) {
		this(table, warnings, skipped, Gate.NONE);
	}

	/** The table with its gate, for scripts: the table's own keys stay where they were. */
	private record GatedTable(double[] percentiles, List<AggregateRow> rows, AggregateRow total,
			List<Gate.Check> gate) {
	}

	/**
	 * Scripts read the table itself, as the runs' summary.json holds it; with rules, the table's keys and
	 * {@code gate}, the checks.
	 */
	@Override
	public Object data() {
		return gate.checks().isEmpty() ? table
				: new GatedTable(table.percentiles(), table.rows(), table.total(), gate.checks());
	}

	/** The table ({@link AggregateTable#report()}), then the warnings, then the gate's checks when rules were given. */
	@Override
	public Report report() {
		Report report = table.report();
		List<Report.Section> sections = new ArrayList<>(report.sections());
		if (!warnings.isEmpty()) {
			sections.add(new Report.Notes(null, warnings.stream()
					.map(w -> w.severity().name().toLowerCase(Locale.ROOT) + ": " + w.message()).toList()));
		}
		if (!gate.checks().isEmpty()) {
			sections.add(gate.table());
		}
		return new Report(report.title(), sections);
	}
}
