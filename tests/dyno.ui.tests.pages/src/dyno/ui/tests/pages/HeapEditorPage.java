package dyno.ui.tests.pages;

import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;

/**
 * A part of the heap views, found by its top composite's name: the Snapshot Diff editor ("diff.editor": mode,
 * measure, filter, table), the Leak Finder editor ("leaks.editor": floor verdict, summary, suspects table) or the
 * Holders view ("holders.view": summary, tree of holders), the Dominator Tree editor ("dominators.view": summary,
 * group by, find, tree, path; top consumers tables) and the Live Profile view ("live.view TARGET": status, hot
 * methods and allocations), which have the same kinds of parts.
 */
public final class HeapEditorPage {

	private final Wrap<? extends Composite> area;
	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	HeapEditorPage(DynoWindow window, String name) {
		area = window.controls().lookup(Composite.class, Ui.named(name)).wrap();
		controls = area.as(Parent.class, Control.class);
	}

	public String label(String name) {
		Wrap<? extends Label> l = controls.lookup(Label.class, Ui.named(name)).wrap();
		return Ui.get(() -> l.getControl().getText());
	}

	/** Waits until the label named {@code name} satisfies {@code test}, and returns its text. */
	public String waitForLabel(String name, Predicate<String> test) {
		return area.waitState(() -> {
			String s = label(name);
			return test.test(s) ? s : null;
		});
	}

	/** The rows of the table named {@code name}, as shown. */
	public List<List<String>> rows(String name) {
		Wrap<? extends Table> t = controls.lookup(Table.class, Ui.named(name)).wrap();
		return Ui.get(() -> Tables.rows(t.getControl()));
	}

	/** Waits until the rows of the table named {@code name} satisfy {@code test}, and returns them. */
	public List<List<String>> waitForRows(String name, Predicate<List<List<String>>> test) {
		return area.waitState(() -> {
			List<List<String>> r = rows(name);
			return test.test(r) ? r : null;
		});
	}

	/** Waits until the tree named {@code name} has a top-level item whose first cell contains {@code text}; its cells. */
	public List<String> waitForTreeItem(String name, String text) {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named(name)).wrap();
		return t.waitState(() -> Ui.get(() -> {
			for (TreeItem item : t.getControl().getItems()) {
				if (item.getText(0).contains(text)) {
					List<String> cells = new java.util.ArrayList<>();
					for (int c = 0; c < Math.max(1, t.getControl().getColumnCount()); c++) {
						cells.add(item.getText(c));
					}
					return cells;
				}
			}
			return null;
		}));
	}

	/** The cells of the children of the top-level item of the tree named {@code name} whose first cell contains {@code text}. */
	public List<List<String>> treeChildren(String name, String text) {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			List<List<String>> rows = new java.util.ArrayList<>();
			for (TreeItem item : t.getControl().getItems()) {
				if (item.getText(0).contains(text)) {
					for (TreeItem child : item.getItems()) {
						List<String> cells = new java.util.ArrayList<>();
						for (int c = 0; c < Math.max(1, t.getControl().getColumnCount()); c++) {
							cells.add(child.getText(c));
						}
						rows.add(cells);
					}
				}
			}
			return rows;
		});
	}

	/** The first cells of the selected item of the tree named {@code name} and of its parents, top level first; empty when none. */
	public List<String> selectedTreePath(String name) {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			TreeItem[] selected = t.getControl().getSelection();
			java.util.LinkedList<String> path = new java.util.LinkedList<>();
			for (TreeItem i = selected.length == 0 ? null : selected[0]; i != null; i = i.getParentItem()) {
				path.addFirst(i.getText(0));
			}
			return List.copyOf(path);
		});
	}

	/** The content of the text field named {@code name}. */
	public String text(String name) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named(name)).wrap();
		return Ui.get(() -> t.getControl().getText());
	}

	/** Waits until the text field named {@code name} satisfies {@code test}, and returns its content. */
	public String waitForText(String name, Predicate<String> test) {
		return area.waitState(() -> {
			String s = text(name);
			return test.test(s) ? s : null;
		});
	}

	/** The cells of the selected row of the table named {@code name}; empty when none is selected. */
	public List<String> selectedRow(String name) {
		Wrap<? extends Table> t = controls.lookup(Table.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			int index = t.getControl().getSelectionIndex();
			return index < 0 ? List.of() : Tables.rows(t.getControl()).get(index);
		});
	}

	/** Selects row {@code index} of the table named {@code name}, as a click does. */
	public void selectRow(String name, int index) {
		Wrap<? extends Table> t = controls.lookup(Table.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			t.getControl().setSelection(index);
			Event e = new Event();
			e.item = t.getControl().getItem(index);
			t.getControl().notifyListeners(SWT.Selection, e);
			return null;
		});
	}

	/** Chooses {@code entry} of the read-only combo named {@code name}, as the user does in its list. */
	public void choose(String name, String entry) {
		Wrap<? extends Combo> combo = controls.lookup(Combo.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			Combo c = combo.getControl();
			c.select(c.indexOf(entry));
			c.notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** Types into the text field named {@code name} (replacing its content). */
	public void type(String name, String text) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			return null;
		});
	}

	/** Whether the button named {@code name} is enabled. */
	public boolean enabled(String name) {
		Wrap<? extends Button> b = controls.lookup(Button.class, Ui.named(name)).wrap();
		return Ui.get(() -> b.getControl().isEnabled());
	}

	/**
	 * Presses the button named {@code name} through SWT's selection event, later on the UI thread (it may open a
	 * dialog): right after an editor was maximized and restored, the layout can still move under a mouse click.
	 */
	public void press(String name) {
		Wrap<? extends Button> b = controls.lookup(Button.class, Ui.named(name)).wrap();
		Display.getDefault().asyncExec(() -> b.getControl().notifyListeners(SWT.Selection, new Event()));
	}

	/**
	 * Maximizes the active editor in the window (or restores it), as a double-click on its tab does; the page's
	 * editor is the active one right after it opened.
	 */
	public void maximize(boolean maximized) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.setPartState(page.getReference(page.getActiveEditor()),
					maximized ? IWorkbenchPage.STATE_MAXIMIZED : IWorkbenchPage.STATE_RESTORED);
			return null;
		});
	}
}
