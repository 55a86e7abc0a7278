package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** A table's rows as the user reads them. UI thread. */
final class Tables {

	private Tables() {
	}

	/** Each row the texts of its cells; a list-like table without columns has one cell per row. */
	static List<List<String>> rows(Table table) {
		List<List<String>> rows = new ArrayList<>();
		for (TableItem item : table.getItems()) {
			List<String> cells = new ArrayList<>();
			for (int c = 0; c < Math.max(1, table.getColumnCount()); c++) {
				cells.add(item.getText(c));
			}
			rows.add(cells);
		}
		return rows;
	}
}
