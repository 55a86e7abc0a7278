package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
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

	/**
	 * Waits until an item (of those created: expanded once) whose label starts with {@code prefix} reads as
	 * {@code accepted} wants; returns its label.
	 */
	public String waitForLine(String prefix, Predicate<String> accepted) {
		return Ui.waitFor("a line '" + prefix + "…' of the servers tree as expected", () -> Ui.get(() -> {
			TreeItem item = findStarting(tree.getControl().getItems(), prefix);
			return item == null ? null : item.getText();
		}), label -> label != null && accepted.test(label));
	}

	/**
	 * The items of the context menu of the first line starting with {@code prefix}, as it reads when it opens
	 * (the menu is filled for the selection then): each label with whether it is enabled.
	 */
	public Map<String, Boolean> contextMenu(String prefix) {
		return Ui.get(() -> {
			Menu menu = menuFor(prefix);
			Map<String, Boolean> out = new LinkedHashMap<>();
			for (MenuItem m : menu.getItems()) {
				if ((m.getStyle() & SWT.SEPARATOR) == 0) {
					out.put(m.getText().replace("&", ""), m.getEnabled());
				}
			}
			menu.notifyListeners(SWT.Hide, new Event());
			return out;
		});
	}

	/**
	 * Selects the first line starting with {@code prefix} and chooses {@code item} of its context menu, as a
	 * right-click and a click would. Returns once it is chosen: what it does runs later on the UI thread, so an item
	 * that opens a dialog does not block the test.
	 */
	public void chooseFromContextMenu(String prefix, String item) {
		MenuItem chosen = Ui.get(() -> {
			Menu menu = menuFor(prefix);
			for (MenuItem m : menu.getItems()) {
				if (m.getText().replace("&", "").equals(item)) {
					if (!m.getEnabled()) {
						menu.notifyListeners(SWT.Hide, new Event());
						throw new AssertionError("'" + item + "' is disabled in the context menu of " + prefix);
					}
					return m;
				}
			}
			menu.notifyListeners(SWT.Hide, new Event());
			throw new AssertionError("no '" + item + "' in the context menu of " + prefix);
		});
		Display.getDefault().asyncExec(() -> {
			chosen.notifyListeners(SWT.Selection, new Event());
			chosen.getParent().notifyListeners(SWT.Hide, new Event());
		});
	}

	/**
	 * Saves a screenshot of {@code window} with the context menu of the first line starting with {@code prefix}
	 * shown on the screen beside it (as a right-click on the line shows it), then closes the menu.
	 */
	public Path screenshotWithContextMenu(DynoWindow window, String prefix, String name) throws IOException {
		Ui.get(() -> {
			Menu menu = menuFor(prefix);
			TreeItem item = tree.getControl().getSelection()[0];
			Rectangle r = item.getBounds();
			menu.setLocation(tree.getControl().toDisplay(r.x + r.width / 2, r.y + r.height));
			menu.setVisible(true);
			return null;
		});
		Ui.waitFor("the context menu on the screen", () -> Ui.get(() -> tree.getControl().getMenu().isVisible()),
				Boolean::booleanValue);
		try {
			return window.screenshot(name);
		} finally {
			Ui.get(() -> {
				tree.getControl().getMenu().setVisible(false);
				return null;
			});
		}
	}

	/** Selects the line and fills the tree's menu for it, as a right-click does; UI thread, the caller hides it. */
	private Menu menuFor(String prefix) {
		Tree t = tree.getControl();
		TreeItem item = findStarting(t.getItems(), prefix);
		if (item == null) {
			throw new AssertionError("no line '" + prefix + "…' in the servers tree");
		}
		t.setSelection(item);
		Event e = new Event();
		e.item = item;
		t.notifyListeners(SWT.Selection, e);
		Menu menu = t.getMenu();
		menu.notifyListeners(SWT.Show, new Event());
		return menu;
	}

	private static TreeItem findStarting(TreeItem[] items, String prefix) {
		for (TreeItem i : items) {
			if (i.getText().startsWith(prefix)) {
				return i;
			}
			TreeItem below = findStarting(i.getItems(), prefix);
			if (below != null) {
				return below;
			}
		}
		return null;
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
