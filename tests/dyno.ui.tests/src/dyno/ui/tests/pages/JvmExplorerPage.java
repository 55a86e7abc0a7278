package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.jemmy.Point;
import org.jemmy.control.Wrap;
import org.jemmy.swt.lookup.ByName;

/** The JVM Explorer view: rows of PID, main class or jar, JDK, VM. */
public final class JvmExplorerPage {

	private final Wrap<? extends Table> table;

	JvmExplorerPage(DynoWindow window) {
		table = window.controls().lookup(Table.class, new ByName<>("jvmExplorer.table")).wrap();
	}

	/** The rows as shown, each row the texts of its cells. */
	public List<List<String>> rows() {
		return Ui.get(() -> {
			Table t = table.getControl();
			List<List<String>> rows = new ArrayList<>();
			for (TableItem item : t.getItems()) {
				List<String> cells = new ArrayList<>();
				for (int c = 0; c < t.getColumnCount(); c++) {
					cells.add(item.getText(c));
				}
				rows.add(cells);
			}
			return rows;
		});
	}

	/** Waits until the row of {@code pid} is shown, and returns it. */
	public List<String> waitForRow(long pid) {
		return table.waitState(() -> row(pid));
	}

	/** Waits until no row shows {@code pid}. */
	public void waitUntilGone(long pid) {
		table.waitState(() -> row(pid) == null ? Boolean.TRUE : null);
	}

	/** Clicks the row of {@code pid} with the mouse, as a user would. */
	public void click(long pid) {
		Rectangle cell = Ui.get(() -> {
			Table t = table.getControl();
			for (TableItem item : t.getItems()) {
				if (item.getText(0).equals(Long.toString(pid))) {
					return item.getBounds(1);
				}
			}
			throw new IllegalStateException("no row for pid " + pid);
		});
		table.mouse().click(1, new Point(cell.x + cell.width / 2, cell.y + cell.height / 2));
	}

	/** The PIDs of the selected rows. */
	public List<String> selectedPids() {
		return Ui.get(() -> {
			List<String> pids = new ArrayList<>();
			for (TableItem item : table.getControl().getSelection()) {
				pids.add(item.getText(0));
			}
			return pids;
		});
	}

	private List<String> row(long pid) {
		return rows().stream().filter(r -> r.get(0).equals(Long.toString(pid))).findFirst().orElse(null);
	}
}
