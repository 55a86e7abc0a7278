package dyno.load.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;

/**
 * What {@link AggregateAnalysis} found.
 *
 * @param table    the Aggregate Report, TOTAL last
 * @param warnings what the figures say about the test itself (errors, too few samples for a line)
 * @param skipped  per file, the rows that could not be read, in words
 */
public record AggregateResult(AggregateTable table, List<LoadWarning> warnings, List<String> skipped)
		implements Result {

	public AggregateResult {
		warnings = List.copyOf(warnings);
		skipped = List.copyOf(skipped);
	}

	/** Scripts read the table itself, as the runs' summary.json holds it. */
	@Override
	public Object data() {
		return table;
	}

	/** The table ({@link AggregateTable#report()}), then the warnings. */
	@Override
	public Report report() {
		Report report = table.report();
		List<Report.Section> sections = new ArrayList<>(report.sections());
		if (!warnings.isEmpty()) {
			sections.add(new Report.Notes(null, warnings.stream()
					.map(w -> w.severity().name().toLowerCase(Locale.ROOT) + ": " + w.message()).toList()));
		}
		return new Report(report.title(), sections);
	}
}
