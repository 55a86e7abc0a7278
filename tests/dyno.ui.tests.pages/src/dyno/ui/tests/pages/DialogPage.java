package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.lookup.LookupCriteria;
import org.jemmy.swt.Shells;

import dyno.ui.DynoUi;

/** Any dialog of the workbench, found by its title: its texts, tables and buttons. */
public final class DialogPage {

	private final Wrap<? extends Shell> shell;
	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	private DialogPage(Wrap<? extends Shell> shell) {
		this.shell = shell;
		this.controls = shell.as(Parent.class, Control.class);
	}

	/** Waits until a visible dialog whose title is {@code title} (exactly) is open. */
	public static DialogPage waitFor(String title) {
		return new DialogPage(Shells.SHELLS.lookup(Shell.class, new LookupCriteria<Shell>() {
			@Override
			public boolean check(Shell candidate) {
				return Ui.get(() -> !candidate.isDisposed() && candidate.isVisible() && candidate.getText().equals(title));
			}

			@Override
			public String toString() {
				return "dialog titled '" + title + "'";
			}
		}).wrap());
	}

	public String title() {
		return Ui.get(() -> shell.getControl().getText());
	}

	/** The texts of all labels, in the dialog's order (a message dialog's message is one of them). */
	public List<String> labels() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			collect(shell.getControl(), Label.class, l -> out.add(l.getText()));
			return out;
		});
	}

	/** The content of the first text field (e.g. an input dialog's, or a read-only report's). */
	public String text() {
		Wrap<? extends Text> t = controls.lookup(Text.class).wrap();
		return Ui.get(() -> t.getControl().getText());
	}

	/** The content of the text field named {@code name}. */
	public String text(String name) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named(name)).wrap();
		return Ui.get(() -> t.getControl().getText());
	}

	/** The grey hint an empty text field named {@code name} shows. */
	public String hint(String name) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named(name)).wrap();
		return Ui.get(() -> t.getControl().getMessage());
	}

	/** Replaces the content of the text field named {@code name}, or of the first one when it is null. */
	public DialogPage type(String name, String text) {
		Wrap<? extends Text> t = name == null ? controls.lookup(Text.class).wrap()
				: controls.lookup(Text.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			return null;
		});
		return this;
	}

	/** Sets the spinner named {@code name} to {@code value}, as typing a number into it does. */
	public DialogPage spin(String name, int value) {
		Wrap<? extends Spinner> s = controls.lookup(Spinner.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			s.getControl().setSelection(value);
			s.getControl().notifyListeners(SWT.Modify, new Event());
			return null;
		});
		return this;
	}

	/** Ticks or clears the check box named {@code name}, as a click on it does. */
	public DialogPage check(String name, boolean on) {
		Wrap<? extends Button> b = button(name);
		Ui.get(() -> {
			b.getControl().setSelection(on);
			b.getControl().notifyListeners(SWT.Selection, new Event());
			return null;
		});
		return this;
	}

	/** Whether the check box named {@code name} is ticked. */
	public boolean checked(String name) {
		Wrap<? extends Button> b = button(name);
		return Ui.get(() -> b.getControl().getSelection());
	}

	/** The text of the combo named {@code name}. */
	public String choice(String name) {
		Wrap<? extends Combo> c = controls.lookup(Combo.class, Ui.named(name)).wrap();
		return Ui.get(() -> c.getControl().getText());
	}

	/** Sets an editable combo's text, as picking an entry from its list does. */
	public DialogPage choose(String name, String entry) {
		Wrap<? extends Combo> c = controls.lookup(Combo.class, Ui.named(name)).wrap();
		Ui.get(() -> {
			c.getControl().setText(entry);
			return null;
		});
		return this;
	}

	/** The label named {@code name}, if it is visible on the screen; null otherwise. */
	public String visibleLabel(String name) {
		Wrap<? extends Label> l = controls.lookup(Label.class, Ui.named(name)).wrap();
		return Ui.get(() -> l.getControl().isVisible() && l.getControl().getBounds().height > 0
				? l.getControl().getText() : null);
	}

	/** The rows of the dialog's table, each the texts of its cells. */
	public List<List<String>> tableRows() {
		Wrap<? extends Table> t = controls.lookup(Table.class).wrap();
		return Ui.get(() -> Tables.rows(t.getControl()));
	}

	/**
	 * The paths of the dialog's tree items ("Dyno/Monitoring"), every item expanded as a click on its arrow does
	 * (JFace creates children when they are first shown).
	 */
	public List<String> treePaths() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (TreeItem item : tree().getItems()) {
				paths(item, "", out);
			}
			return out;
		});
	}

	private static void paths(TreeItem item, String parent, List<String> out) {
		String path = parent + item.getText();
		out.add(path);
		Event e = new Event();
		e.item = item;
		item.getParent().notifyListeners(SWT.Expand, e);
		item.setExpanded(true);
		for (TreeItem child : item.getItems()) {
			paths(child, path + "/", out);
		}
	}

	/** Selects the tree item at {@code path} ("Dyno/Monitoring", after {@link #treePaths()}) as a click does. */
	public DialogPage selectTreeItem(String path) {
		Ui.get(() -> {
			Tree tree = tree();
			TreeItem[] level = tree.getItems();
			TreeItem found = null;
			for (String name : path.split("/")) {
				found = null;
				for (TreeItem item : level) {
					if (item.getText().equals(name)) {
						found = item;
					}
				}
				if (found == null) {
					throw new AssertionError("no tree item '" + path + "'");
				}
				level = found.getItems();
			}
			tree.setSelection(found);
			Event e = new Event();
			e.item = found;
			tree.notifyListeners(SWT.Selection, e);
			return null;
		});
		return this;
	}

	/** The texts of the tree items selected now, once there is a selection. */
	public List<String> waitForTreeSelection() {
		return shell.waitState(() -> Ui.get(() -> {
			TreeItem[] selected = tree().getSelection();
			return selected.length == 0 ? null : java.util.Arrays.stream(selected).map(TreeItem::getText).toList();
		}));
	}

	private Tree tree() {
		List<Tree> trees = new ArrayList<>();
		collect(shell.getControl(), Tree.class, trees::add);
		if (trees.isEmpty()) {
			throw new AssertionError("the dialog '" + title() + "' has no tree");
		}
		return trees.get(0);
	}

	/**
	 * Waits until a label or text field of the dialog (a title area's message is one) contains {@code text}, and
	 * returns its whole content.
	 */
	public String waitForText(String text) {
		return shell.waitState(() -> Ui.get(() -> {
			List<String> out = new ArrayList<>();
			collect(shell.getControl(), Label.class, l -> out.add(l.getText()));
			collect(shell.getControl(), Text.class, t -> out.add(t.getText()));
			return out.stream().filter(s -> s.contains(text)).findFirst().orElse(null);
		}));
	}

	/** Shows the tab with this title (a tab folder's item), as a click on it does. */
	public DialogPage tab(String title) {
		Ui.get(() -> {
			List<CTabFolder> folders = new ArrayList<>();
			collect(shell.getControl(), CTabFolder.class, folders::add);
			for (CTabFolder f : folders) {
				for (CTabItem item : f.getItems()) {
					if (item.getText().replace("&", "").equals(title)) {
						f.setSelection(item);
						Event e = new Event();
						e.item = item;
						f.notifyListeners(SWT.Selection, e);
						return null;
					}
				}
			}
			throw new AssertionError("no tab '" + title + "'");
		});
		return this;
	}

	/**
	 * Waits until the table named {@code name} (the first table when null) has a row whose cells satisfy
	 * {@code row}, then selects it as a click does; returns its cells.
	 */
	public List<String> selectRow(String name, Predicate<List<String>> row) {
		Wrap<? extends Table> t = name == null ? controls.lookup(Table.class).wrap()
				: controls.lookup(Table.class, Ui.named(name)).wrap();
		return t.waitState(() -> Ui.get(() -> {
			Table table = t.getControl();
			List<List<String>> rows = Tables.rows(table);
			for (int i = 0; i < rows.size(); i++) {
				List<String> cells = rows.get(i);
				if (row.test(cells)) {
					table.setSelection(i);
					Event e = new Event();
					e.item = table.getItem(i);
					table.notifyListeners(SWT.Selection, e);
					return cells;
				}
			}
			return null;
		}));
	}

	/** Whether the button with this label is enabled. */
	public boolean enabled(String button) {
		Wrap<? extends Button> b = button(button);
		return Ui.get(() -> b.getControl().isEnabled());
	}

	/** Clicks the button with this label ("OK", "Close", "Dump" …) or name (a radio button) with the mouse. */
	public void click(String button) {
		button(button).mouse().click();
	}

	/**
	 * Presses the button with this label or name through an SWT selection event, later on the UI thread (so a
	 * dialog's closing does not block the test): for dialogs that GTK without a window manager may still be moving
	 * when a mouse click would land.
	 */
	public void press(String button) {
		Wrap<? extends Button> b = button(button);
		shell.getControl().getDisplay().asyncExec(() -> b.getControl().notifyListeners(SWT.Selection, new Event()));
	}

	public Path screenshot(String name) throws IOException {
		return Screenshots.save(shell.getControl(), name);
	}

	/** Whether the dialog is still on the screen. */
	public boolean isOpen() {
		return Ui.get(() -> !shell.getControl().isDisposed() && shell.getControl().isVisible());
	}

	/** Waits until the dialog is gone. */
	public void waitUntilClosed() {
		shell.waitState(() -> Ui.get(() -> shell.getControl().isDisposed() || !shell.getControl().isVisible()) ? Boolean.TRUE : null);
	}

	private Wrap<? extends Button> button(String textOrName) {
		return controls.lookup(Button.class, new LookupCriteria<Button>() {
			@Override
			public boolean check(Button b) {
				return Ui.get(() -> !b.isDisposed() && (textOrName.equals(b.getText().replace("&", ""))
						|| textOrName.equals(b.getData(DynoUi.WIDGET_NAME))));
			}
		}).wrap();
	}

	private static <T extends Control> void collect(Control c, Class<T> type, java.util.function.Consumer<T> out) {
		if (type.isInstance(c)) {
			out.accept(type.cast(c));
		}
		if (c instanceof org.eclipse.swt.widgets.Composite parent) {
			for (Control child : parent.getChildren()) {
				collect(child, type, out);
			}
		}
	}
}
