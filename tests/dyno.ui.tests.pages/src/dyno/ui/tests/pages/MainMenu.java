package dyno.ui.tests.pages;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

/**
 * The workbench window's menu bar. Menus are opened and items chosen through SWT events rather than the mouse:
 * GTK pops menus up as separate windows that Xvfb without a window manager does not place reliably.
 */
final class MainMenu {

	private MainMenu() {
	}

	/** The labels of the items (not separators) of the menu bar entry {@code menu}, as the user sees them when it opens. */
	static java.util.List<String> items(Shell shell, String menu) {
		return Ui.get(() -> {
			Menu m = open(shell, menu);
			java.util.List<String> out = new java.util.ArrayList<>();
			for (MenuItem i : m.getItems()) {
				if ((i.getStyle() & SWT.SEPARATOR) == 0) {
					out.add(clean(i.getText()));
				}
			}
			return out;
		});
	}

	/** The labels of the menu bar's entries, left to right. */
	static java.util.List<String> bar(Shell shell) {
		return Ui.get(() -> {
			Menu bar = shell.getMenuBar();
			if (bar == null) {
				throw new AssertionError("the window has no menu bar");
			}
			return java.util.Arrays.stream(bar.getItems()).map(i -> clean(i.getText())).toList();
		});
	}

	/** Whether {@code item} of {@code menu} can be chosen now (its command's handler is enabled). */
	static boolean enabled(Shell shell, String menu, String item) {
		return Ui.get(() -> {
			for (MenuItem i : open(shell, menu).getItems()) {
				if (clean(i.getText()).equals(item)) {
					return i.isEnabled();
				}
			}
			throw new AssertionError("no item '" + item + "' in the menu " + menu);
		});
	}

	/**
	 * Chooses {@code item} of {@code menu}. Returns at once: the action may open a modal dialog, which would block
	 * a synchronous call until it closes.
	 */
	static void choose(Shell shell, String menu, String item) {
		MenuItem chosen = Ui.get(() -> {
			for (MenuItem i : open(shell, menu).getItems()) {
				if (clean(i.getText()).equals(item)) {
					return i;
				}
			}
			throw new AssertionError("no item '" + item + "' in the menu " + menu + ": " + items(shell, menu));
		});
		Display.getDefault().asyncExec(() -> chosen.notifyListeners(SWT.Selection, new Event()));
	}

	private static Menu open(Shell shell, String menu) {
		Menu bar = shell.getMenuBar();
		if (bar == null) {
			throw new AssertionError("the window has no menu bar");
		}
		for (MenuItem top : bar.getItems()) {
			if (clean(top.getText()).equals(menu)) {
				Menu m = top.getMenu();
				// The workbench fills its menus when they are about to show.
				m.notifyListeners(SWT.Show, new Event());
				m.notifyListeners(SWT.Hide, new Event());
				return m;
			}
		}
		throw new AssertionError("no menu '" + menu + "' in the menu bar");
	}

	/**
	 * The labels of the items of a sub menu: {@code path} names the menu bar entry and the sub menus below it
	 * ("Window", "Perspective", "Open Perspective").
	 */
	static java.util.List<String> items(Shell shell, java.util.List<String> path) {
		return Ui.get(() -> {
			java.util.List<String> out = new java.util.ArrayList<>();
			for (MenuItem i : menu(shell, path).getItems()) {
				if ((i.getStyle() & SWT.SEPARATOR) == 0) {
					out.add(clean(i.getText()));
				}
			}
			return out;
		});
	}

	/** The key binding {@code item} of {@code menu} shows after its label ("Ctrl+Alt+H"), empty when it has none. */
	static String shortcut(Shell shell, String menu, String item) {
		return Ui.get(() -> {
			for (MenuItem i : open(shell, menu).getItems()) {
				if (clean(i.getText()).equals(item)) {
					int tab = i.getText().indexOf('\t');
					return tab < 0 ? "" : i.getText().substring(tab + 1);
				}
			}
			throw new AssertionError("no item '" + item + "' in the menu " + menu);
		});
	}

	/** Chooses the last item of {@code path} in the sub menu the others lead to; returns at once. */
	static void choose(Shell shell, java.util.List<String> path) {
		MenuItem chosen = Ui.get(() -> {
			Menu m = menu(shell, path.subList(0, path.size() - 1));
			for (MenuItem i : m.getItems()) {
				if (clean(i.getText()).equals(path.get(path.size() - 1))) {
					return i;
				}
			}
			throw new AssertionError("no item " + path + ": " + items(shell, path.subList(0, path.size() - 1)));
		});
		Display.getDefault().asyncExec(() -> chosen.notifyListeners(SWT.Selection, new Event()));
	}

	/** The (sub) menu at the end of {@code path}, filled as when it is about to show. */
	private static Menu menu(Shell shell, java.util.List<String> path) {
		Menu m = open(shell, path.get(0));
		for (String name : path.subList(1, path.size())) {
			Menu sub = null;
			for (MenuItem i : m.getItems()) {
				if (clean(i.getText()).equals(name) && i.getMenu() != null) {
					sub = i.getMenu();
				}
			}
			if (sub == null) {
				throw new AssertionError("no sub menu '" + name + "' in " + path);
			}
			sub.notifyListeners(SWT.Show, new Event());
			sub.notifyListeners(SWT.Hide, new Event());
			m = sub;
		}
		return m;
	}

	/** Without mnemonics and accelerator text. */
	private static String clean(String text) {
		String t = text.replace("&", "");
		int tab = t.indexOf('\t');
		return tab < 0 ? t : t.substring(0, tab);
	}
}
