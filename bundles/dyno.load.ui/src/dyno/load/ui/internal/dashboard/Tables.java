package dyno.load.ui.internal.dashboard;

import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/** The dashboard's tables' heights for a number of rows. */
final class Tables {

	/** GTK's scroll bar is 0 px high while it is hidden; the height it takes once shown. */
	private static final int SCROLL_BAR = 16;

	private Tables() {
	}

	/**
	 * The height {@code table} needs to show its header and {@code rows} rows: its trim (border) and, where its
	 * columns are wider than it is, the horizontal scroll bar that then covers the last row.
	 */
	static int heightFor(Table table, int rows) {
		int inside = table.getHeaderHeight() + rows * table.getItemHeight();
		int height = table.computeTrim(0, 0, 0, inside).height;
		int columns = 0;
		for (TableColumn c : table.getColumns()) {
			columns += c.getWidth();
		}
		ScrollBar bar = table.getHorizontalBar();
		if (columns > table.getClientArea().width) {
			height += bar == null || bar.getSize().y == 0 ? SCROLL_BAR : bar.getSize().y;
		}
		return height;
	}
}
