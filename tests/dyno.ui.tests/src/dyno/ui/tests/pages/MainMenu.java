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

	/** Without mnemonics and accelerator text. */
	private static String clean(String text) {
		String t = text.replace("&", "");
		int tab = t.indexOf('\t');
		return tab < 0 ? t : t.substring(0, tab);
	}
}
