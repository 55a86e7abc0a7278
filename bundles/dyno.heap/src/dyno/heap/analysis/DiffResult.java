package dyno.heap.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.heap.DiffRow;
import dyno.heap.DiffTable;
import dyno.heap.HistogramDiff;

/**
 * What {@link DiffAnalysis} found.
 *
 * @param table one column per snapshot, one row per class, largest growth first
 */
public record DiffResult(DiffTable table) implements Result {

	/**
	 * What scripts read.
	 *
	 * @param columns each snapshot's time of day, as the table's header shows it
	 * @param times   each snapshot's time, epoch milliseconds
	 * @param rows    per class: its values per column, its ratios (ratio mode; null where a class was absent) and
	 *                its growth from the first snapshot to the last
	 */
	public record Data(String mode, String measure, List<String> columns, long[] times, List<DiffRow> rows) {
	}

	@Override
	public Data data() {
		return new Data(table.mode().name(), table.measure().name(), table.columns(), table.times(), table.rows());
	}

	/**
	 * One table: the class, then a value per snapshot (in ratio mode followed by the ratios, 4 decimals, {@code inf}
	 * or {@code nan} where a class was absent), in the table's order: its CSV is the one the view exports.
	 */
	@Override
	public Report report() {
		String measure = table.measure() == HistogramDiff.Measure.BYTES ? "bytes" : "instances";
		boolean ratio = table.mode() == HistogramDiff.Mode.RATIO;
		List<Column> columns = new ArrayList<>();
		columns.add(Column.text("class"));
		// Changes read with their sign on screen (+1,024); CSV keeps plain numbers for spreadsheets.
		boolean change = table.mode() == HistogramDiff.Mode.DELTA_TO_FIRST
				|| table.mode() == HistogramDiff.Mode.DELTA_TO_PREVIOUS;
		Function<Object, String> shown = v -> String.format(Locale.ROOT, change && (Long) v != 0 ? "%+,d" : "%,d", v);
		Function<Object, String> plain = String::valueOf;
		for (String c : table.columns()) {
			columns.add(new Column(c + " " + measure, true, shown, plain));
		}
		if (ratio) {
			Function<Object, String> fourDecimals = v -> DiffTable.ratio((Double) v);
			for (String c : table.columns()) {
				columns.add(new Column("ratio " + c, true, fourDecimals, fourDecimals));
			}
		}
		List<List<Object>> rows = new ArrayList<>(table.rows().size());
		for (DiffRow r : table.rows()) {
			List<Object> row = new ArrayList<>(columns.size());
			row.add(r.className());
			for (long v : r.values()) {
				row.add(v);
			}
			for (double v : r.ratios()) {
				row.add(v);
			}
			rows.add(row);
		}
		return new Report("Snapshot Diff (" + measure + ", " + table.mode().name().toLowerCase(Locale.ROOT)
				.replace('_', ' ') + ")", List.of(new Table(null, columns, rows)));
	}
}
