package dyno.load.ui.internal.dashboard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.ui.DynoUi;

/**
 * The Aggregate Report: one row per label and TOTAL last, sortable by any column (a second click reverses);
 * TOTAL stays at the bottom whatever the order. Updating keeps the chosen order and the selection.
 */
final class ReportTable {

	/** Pixels a column's title needs beside it for the sort direction arrow. */
	private static final int SORT_ARROW = 18;

	private final Table table;
	private List<ReportColumns.Column> columns = List.of();
	private double[] percentiles;
	private AggregateTable shown;
	private int sortColumn = -1;
	private boolean descending;

	ReportTable(Composite parent) {
		table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
		table.setData(DynoUi.WIDGET_NAME, "load.report");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
	}

	Table control() {
		return table;
	}

	/**
	 * The height that shows every row, TOTAL too, up to {@link LoadDashboard#MAX_REPORT_ROWS}: the header, the rows,
	 * the border and the horizontal scroll bar where the columns are wider than the table.
	 */
	int minimumHeight() {
		int rows = Math.max(1, Math.min(table.getItemCount(), LoadDashboard.MAX_REPORT_ROWS));
		return Tables.heightFor(table, rows);
	}

	/** Shows a snapshot. UI thread. */
	void show(AggregateTable data) {
		if (percentiles == null || !Arrays.equals(percentiles, data.percentiles())) {
			createColumns(data);
		}
		shown = data;
		List<AggregateRow> rows = new ArrayList<>(data.rows());
		if (sortColumn >= 0) {
			ReportColumns.Column c = columns.get(sortColumn);
			Comparator<AggregateRow> order = sortColumn == 0 ? Comparator.comparing(AggregateRow::label)
					: Comparator.comparingDouble(c.value());
			rows.sort(descending ? order.reversed() : order);
		}
		rows.add(data.total());
		table.setRedraw(false);
		try {
			table.setItemCount(rows.size());
			for (int i = 0; i < rows.size(); i++) {
				TableItem item = table.getItem(i);
				AggregateRow r = rows.get(i);
				for (int c = 0; c < columns.size(); c++) {
					item.setText(c, columns.get(c).text().apply(r));
				}
			}
		} finally {
			table.setRedraw(true);
		}
	}

	private void createColumns(AggregateTable data) {
		for (TableColumn c : table.getColumns()) {
			c.dispose();
		}
		percentiles = data.percentiles();
		columns = ReportColumns.of(data);
		for (int i = 0; i < columns.size(); i++) {
			TableColumn col = new TableColumn(table, i == 0 ? SWT.LEFT : SWT.RIGHT);
			col.setText(columns.get(i).title());
			col.pack(); // as wide as its title: the numbers are shorter
			if (i == 0) {
				col.setWidth(Math.max(col.getWidth(), 160));
			}
			int index = i;
			col.addListener(SWT.Selection, e -> sortBy(index));
		}
	}

	private void sortBy(int column) {
		// The sorted column's title shares its width with the direction arrow: widen it, give the room back after.
		if (column != sortColumn) {
			if (sortColumn > 0) {
				widen(sortColumn, -SORT_ARROW);
			}
			if (column > 0) {
				widen(column, SORT_ARROW);
			}
		}
		descending = column == sortColumn && !descending;
		sortColumn = column;
		table.setSortColumn(table.getColumn(column));
		table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
		if (shown != null) {
			show(shown);
		}
	}

	private void widen(int column, int pixels) {
		TableColumn c = table.getColumn(column);
		c.setWidth(c.getWidth() + pixels);
	}
}
