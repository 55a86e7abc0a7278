package dyno.load.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.internal.TableText;

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

	/**
	 * The table as JMeter's Aggregate Report shows it (average truncated to whole ms, Error % with two decimals,
	 * throughput with its unit) and exports it in "Save Table Data" (Error % {@code #0.000%}, throughput
	 * {@code #.00000} per second, KB/sec {@code #0.00}); then the warnings.
	 */
	@Override
	public Report report() {
		List<Column> columns = new ArrayList<>(List.of(Column.text("Label"), Column.count("# Samples"),
				Column.count("Average"), Column.count("Median")));
		for (int i = 0; i < table.percentiles().length; i++) {
			columns.add(Column.count(table.lineTitle(i)));
		}
		columns.addAll(List.of(Column.count("Min"), Column.count("Max"),
				Column.decimal("Error %", "#0.00%", "#0.000%"),
				Column.number("Throughput", v -> TableText.rate(((Number) v).doubleValue()), "#.00000"),
				Column.decimal("Received KB/sec", "#0.00"), Column.decimal("Sent KB/sec", "#0.00")));
		List<List<Object>> rows = new ArrayList<>();
		List<AggregateRow> all = new ArrayList<>(table.rows());
		all.add(table.total());
		for (AggregateRow r : all) {
			List<Object> row = new ArrayList<>(List.of(r.label(), r.count(), (long) r.average(), r.median()));
			for (long line : r.lines()) {
				row.add(line);
			}
			row.addAll(List.of(r.min(), r.max(), r.errorRatio(), r.throughput(), r.receivedKBps(), r.sentKBps()));
			rows.add(row);
		}
		List<Report.Section> sections = new ArrayList<>();
		sections.add(new Table(null, columns, rows, 1));
		if (!warnings.isEmpty()) {
			sections.add(new Report.Notes(null, warnings.stream()
					.map(w -> w.severity().name().toLowerCase(Locale.ROOT) + ": " + w.message()).toList()));
		}
		return new Report("Aggregate Report", sections);
	}
}
