package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.jemmy.control.Wrap;

/** The JBoss Servers view: its tree (homes › profiles › kinds › files), as labels, expanded and selected like a user. */
public final class ServersPage {

	private final Wrap<? extends Tree> tree;

	public ServersPage(DynoWindow window) {
		tree = window.controls().lookup(Tree.class, Ui.named("servers.tree")).wrap();
	}

	/** The labels of the top-level items (the server homes). */
	public List<String> homes() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (TreeItem i : tree.getControl().getItems()) {
				out.add(i.getText());
			}
			return out;
		});
	}

	/** Waits until a home's label contains {@code text}; returns the label. */
	public String waitForHome(String text) {
		return tree.waitState(() -> homes().stream().filter(s -> s.contains(text)).findFirst().orElse(null));
	}

	/** Expands every item (as clicks on the twisties do, so the viewer creates the children) and returns all labels, indented by depth. */
	public List<String> expandAll() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (TreeItem i : tree.getControl().getItems()) {
				expand(i, 0, out);
			}
			return out;
		});
	}

	private void expand(TreeItem item, int depth, List<String> out) {
		out.add("  ".repeat(depth) + item.getText());
		Event e = new Event();
		e.item = item;
		tree.getControl().notifyListeners(SWT.Expand, e);
		item.setExpanded(true);
		for (TreeItem child : item.getItems()) {
			if (child.getData() != null) {
				expand(child, depth + 1, out);
			}
		}
	}

	/** Selects the first item (depth-first, expanded ones) whose label contains {@code text}, as a click does. */
	public void select(String text) {
		Ui.get(() -> {
			TreeItem item = find(tree.getControl().getItems(), text);
			if (item == null) {
				throw new AssertionError("no item '" + text + "' in the servers tree");
			}
			tree.getControl().setSelection(item);
			Event e = new Event();
			e.item = item;
			tree.getControl().notifyListeners(SWT.Selection, e);
			return null;
		});
	}

	/**
	 * Opens the selected item as a double-click (or Enter) does: the tree's default selection, which the viewer's
	 * double-click listeners hear. (A Robot double-click whose two clicks arrive further apart than GTK's
	 * double-click time, on a busy machine, is two single clicks.)
	 */
	public void openSelected() {
		Ui.get(() -> {
			TreeItem item = tree.getControl().getSelection()[0];
			tree.getControl().showItem(item);
			Event e = new Event();
			e.item = item;
			tree.getControl().notifyListeners(SWT.DefaultSelection, e);
			return null;
		});
	}

	/** The rows of the Tuning History view's table (time, file, change, run before, run after). */
	public static List<List<String>> historyRows(DynoWindow window) {
		Wrap<? extends org.eclipse.swt.widgets.Table> t = window.controls()
				.lookup(org.eclipse.swt.widgets.Table.class, Ui.named("history.table")).wrap();
		return Ui.get(() -> Tables.rows(t.getControl()));
	}

	/** Selects row {@code index} of the Tuning History table, as a click does. */
	public static void selectHistoryRow(DynoWindow window, int index) {
		Wrap<? extends org.eclipse.swt.widgets.Table> t = window.controls()
				.lookup(org.eclipse.swt.widgets.Table.class, Ui.named("history.table")).wrap();
		Ui.get(() -> {
			t.getControl().setSelection(index);
			Event e = new Event();
			e.item = t.getControl().getItem(index);
			t.getControl().notifyListeners(SWT.Selection, e);
			return null;
		});
	}

	private static TreeItem find(TreeItem[] items, String text) {
		for (TreeItem i : items) {
			if (i.getText().contains(text)) {
				return i;
			}
			TreeItem below = find(i.getItems(), text);
			if (below != null) {
				return below;
			}
		}
		return null;
	}
}
