package dyno.core.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A table of a {@link Report}: columns, and rows of raw values (text, whole numbers, decimals; null for none). Each
 * {@link Column} says how a value reads as text, so the terminal, CSV and HTML show what the view shows, and JSON and
 * sorting use the raw value.
 *
 * @param title  null for none (a report of one table)
 * @param totals how many of the last rows are totals of the others (the Aggregate Report's TOTAL): they stay last
 *               when the table is sorted and are left out of its chart
 */
public record Table(String title, List<Column> columns, List<List<Object>> rows, int totals)
		implements Report.Section {

	/** A table without total rows. */
	public Table(String title, List<Column> columns, List<List<Object>> rows) {
		this(title, columns, rows, 0);
	}

	public Table {
		if (totals < 0 || totals > rows.size()) {
			throw new IllegalArgumentException(totals + " total rows of " + rows.size());
		}
		columns = List.copyOf(columns);
		List<List<Object>> copy = new ArrayList<>();
		for (List<Object> row : rows) {
			if (row.size() != columns.size()) {
				throw new IllegalArgumentException("a row of " + row.size() + " values for " + columns.size() + " columns");
			}
			copy.add(Collections.unmodifiableList(new ArrayList<>(row))); // values may be null
		}
		rows = List.copyOf(copy);
	}
}
