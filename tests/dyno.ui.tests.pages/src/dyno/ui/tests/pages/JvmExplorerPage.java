package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.jemmy.Point;
import org.jemmy.control.Wrap;

import dyno.samples.Waits;

/**
 * The JVM Explorer view: a tree with the groups "Local" and "Remote"; a row's cells are JVM (main class or
 * jar), PID, Connection, JDK, VM.
 */
public final class JvmExplorerPage {

	private final Wrap<? extends Tree> tree;

	JvmExplorerPage(DynoWindow window) {
		tree = window.controls().lookup(Tree.class, Ui.named("jvmExplorer.tree")).wrap();
	}

	/** The texts of the top-level items ("Local (3 JVMs)", "Remote"). */
	public List<String> groups() {
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (TreeItem item : tree.getControl().getItems()) {
				out.add(item.getText(0));
			}
			return out;
		});
	}

	/** The rows under the group whose label starts with {@code group}, each row the texts of its cells. */
	public List<List<String>> rows(String group) {
		return Ui.get(() -> {
			List<List<String>> rows = new ArrayList<>();
			TreeItem g = group(group);
			if (g != null) {
				for (TreeItem item : g.getItems()) {
					rows.add(cells(item));
				}
			}
			return rows;
		});
	}

	/**
	 * Waits until a row under {@code group} has {@code firstCell} as its first cell, and returns it. A row is added
	 * before the viewer fills in its labels, so reading right after an action can see it still empty.
	 */
	public List<String> waitForRow(String group, String firstCell) {
		return tree.waitState(() -> rows(group).stream().filter(r -> r.get(0).equals(firstCell)).findFirst().orElse(null));
	}

	/** Rows of the items under {@code group}'s child whose first cell starts with {@code child}. */
	public List<List<String>> rows(String group, String child) {
		return Ui.get(() -> {
			List<List<String>> rows = new ArrayList<>();
			TreeItem g = group(group);
			for (TreeItem c : g == null ? new TreeItem[0] : g.getItems()) {
				if (c.getText(0).startsWith(child)) {
					c.setExpanded(true);
					for (TreeItem item : c.getItems()) {
						rows.add(cells(item));
					}
				}
			}
			return rows;
		});
	}

	/** Waits until the Local row of {@code pid} is shown, and returns it. */
	public List<String> waitForRow(long pid) {
		return tree.waitState(() -> row(pid));
	}

	/**
	 * Waits until the Local row of {@code pid} names its JVM and Java version, and returns it. A JVM listed in its
	 * first moments has counters but not yet its command line: its row reads "?" until the next listing.
	 */
	public List<String> waitForDescribedRow(long pid) {
		return tree.waitState(() -> {
			List<String> r = row(pid);
			return r != null && !r.get(0).equals("?") && !r.get(3).equals("?") ? r : null;
		});
	}

	/** Waits until the Connection cell of {@code pid}'s Local row starts with {@code state}, and returns the cell. */
	public String waitForConnection(long pid, String state) {
		return tree.waitState(() -> {
			List<String> r = row(pid);
			return r != null && r.get(2).startsWith(state) ? r.get(2) : null;
		});
	}

	/**
	 * Waits until the Connection cell of the Local row of {@code pid} is coloured to read on the theme, light in the
	 * dark one and dark in the light one, and returns the colour's brightness (ITU-R BT.601 weights).
	 */
	public int waitForConnectionColour(long pid, boolean dark) {
		return tree.waitState(() -> Ui.get(() -> {
			TreeItem group = group("Local");
			TreeItem row = group == null ? null : Arrays.stream(group.getItems())
					.filter(i -> i.getText(1).equals(Long.toString(pid))).findFirst().orElse(null);
			if (row == null) {
				return null;
			}
			int brightness = Ui.brightness(row.getForeground(2).getRGB());
			return (brightness >= 128) == dark ? brightness : null;
		}));
	}

	/** Waits until no Local row shows {@code pid}. */
	public void waitUntilGone(long pid) {
		tree.waitState(() -> row(pid) == null ? Boolean.TRUE : null);
	}

	/**
	 * Clicks the Local row of {@code pid} with the mouse, as a user would ({@code clicks} = 2 opens it), after giving
	 * the workbench's window the keyboard focus (no window manager does it under Xvfb once a dialog has closed).
	 */
	public void click(long pid, int clicks) {
		Ui.focus(tree.getControl());
		click(() -> group("Local"), pid, clicks);
	}

	private void click(Supplier<TreeItem> parent, long pid, int clicks) {
		// A machine with many JVMs pushes rows below the tree's visible part, where a click cannot land. GTK
		// scrolls when it is idle: the row's place is read again until it is on the screen.
		Rectangle cell = Ui.waitFor("the row of " + pid + " on the tree's visible part", () -> {
			if (!visible(cell(parent, pid))) {
				Ui.get(() -> {
					tree.getControl().showItem(item(parent, pid));
					return null;
				});
			}
			return cell(parent, pid);
		}, this::visible);
		tree.mouse().click(clicks, new Point(cell.x + Math.min(40, cell.width / 2), cell.y + cell.height / 2));
	}

	private boolean visible(Rectangle cell) {
		return Ui.get(() -> tree.getControl().getClientArea().contains(cell.x + 1, cell.y + cell.height / 2));
	}

	private Rectangle cell(Supplier<TreeItem> parent, long pid) {
		return Ui.get(() -> item(parent, pid).getBounds(0));
	}

	/** UI thread. */
	private static TreeItem item(Supplier<TreeItem> parent, long pid) {
		for (TreeItem item : parent.get().getItems()) {
			if (item.getText(1).equals(Long.toString(pid))) {
				return item;
			}
		}
		throw new IllegalStateException("no row for pid " + pid);
	}

	/**
	 * Opens the Local row of {@code pid}, as a double-click does, and waits until {@code opened} holds.
	 */
	public void open(long pid, BooleanSupplier opened) throws InterruptedException {
		open(() -> group("Local"), pid, opened);
	}

	/** Waits until the remote {@code host} ("jstatd 127.0.0.1:1099") lists {@code pid}, and returns its row. */
	public List<String> waitForRemoteRow(String host, long pid) {
		return tree.waitState(() -> rows("Remote", host).stream().filter(r -> r.get(1).equals(Long.toString(pid)))
				.findFirst().orElse(null));
	}

	/** As {@link #open(long, BooleanSupplier)}, for the row of {@code pid} under the remote {@code host}. */
	public void openRemote(String host, long pid, BooleanSupplier opened) throws InterruptedException {
		open(() -> {
			for (TreeItem h : group("Remote").getItems()) {
				if (h.getText(0).equals(host)) {
					return h;
				}
			}
			throw new IllegalStateException("no remote host " + host);
		}, pid, opened);
	}

	private void open(Supplier<TreeItem> parent, long pid, BooleanSupplier opened) throws InterruptedException {
		// Selecting and opening happen in one turn of the UI thread, as a double-click on the row does: the tree's
		// refresh (JVMs of this machine come and go every second) cannot move another row under it in between, and
		// no pointer or keyboard event can be lost on a display without a window manager.
		Ui.focus(tree.getControl());
		Ui.get(() -> {
			Tree t = tree.getControl();
			TreeItem item = item(parent, pid);
			t.setSelection(item);
			for (int type : new int[] { SWT.Selection, SWT.DefaultSelection }) {
				Event e = new Event();
				e.item = item;
				t.notifyListeners(type, e);
			}
			return null;
		});
		Waits.until("the row of " + pid + " opens (selected: " + selectedPids() + ")", opened);
	}

	/**
	 * Selects the Local row of {@code pid} and chooses {@code item} of the tree's context menu, as a right-click
	 * would show it (the menu is filled for the selection when it opens). Returns once the item is chosen: what it
	 * does runs later on the UI thread, so an item that opens a dialog does not block the test.
	 */
	public void chooseFromContextMenu(long pid, String item) {
		Ui.focus(tree.getControl());
		MenuItem chosen = Ui.get(() -> {
			Menu menu = menuFor(pid);
			for (MenuItem m : menu.getItems()) {
				if (label(m).equals(item)) {
					return m;
				}
			}
			menu.notifyListeners(SWT.Hide, new Event());
			throw new IllegalStateException("no '" + item + "' in the context menu of " + pid + ": "
					+ Arrays.stream(menu.getItems()).map(MenuItem::getText).toList());
		});
		Display.getDefault().asyncExec(() -> {
			chosen.notifyListeners(SWT.Selection, new Event());
			chosen.getParent().notifyListeners(SWT.Hide, new Event());
		});
	}

	/** Chooses {@code item} of the Local row of {@code pid}'s context menu and waits until {@code opened} holds. */
	public void chooseFromContextMenuUntil(long pid, String item, BooleanSupplier opened) throws InterruptedException {
		waitForRow(pid);
		chooseFromContextMenu(pid, item);
		Waits.until("'" + item + "' of " + pid + " opens it", opened);
	}

	/** The items of the context menu of the Local row of {@code pid}, as it reads when it opens. */
	public List<String> contextMenu(long pid) {
		Ui.focus(tree.getControl());
		return Ui.get(() -> {
			Menu menu = menuFor(pid);
			List<String> out = Arrays.stream(menu.getItems()).filter(m -> (m.getStyle() & SWT.SEPARATOR) == 0)
					.map(JvmExplorerPage::label).toList();
			menu.notifyListeners(SWT.Hide, new Event());
			return out;
		});
	}

	/**
	 * Selects the Local row of {@code pid} and shows the tree's context menu for it, as a right-click does: the
	 * explorer is the focused part (whose selection the menu's items test), and selecting and showing happen in one
	 * turn of the UI thread, so the tree's refresh (every second) cannot change the selection in between. UI thread;
	 * the caller hides the menu.
	 */
	private Menu menuFor(long pid) {
		Tree t = tree.getControl();
		if (!t.isFocusControl()) {
			throw new IllegalStateException("the JVM Explorer has not the focus: " + t.getDisplay().getFocusControl());
		}
		TreeItem item = item(() -> group("Local"), pid);
		t.setSelection(item);
		Event e = new Event();
		e.item = item;
		t.notifyListeners(SWT.Selection, e);
		Menu menu = t.getMenu();
		menu.notifyListeners(SWT.Show, new Event());
		return menu;
	}

	/** The PIDs of the selected rows. */
	public List<String> selectedPids() {
		return Ui.get(() -> {
			List<String> pids = new ArrayList<>();
			for (TreeItem item : tree.getControl().getSelection()) {
				pids.add(item.getText(1));
			}
			return pids;
		});
	}

	private List<String> row(long pid) {
		return rows("Local").stream().filter(r -> r.get(1).equals(Long.toString(pid))).findFirst().orElse(null);
	}

	private TreeItem group(String label) {
		for (TreeItem item : tree.getControl().getItems()) {
			if (item.getText(0).startsWith(label)) {
				return item;
			}
		}
		return null;
	}

	private static List<String> cells(TreeItem item) {
		List<String> cells = new ArrayList<>();
		for (int c = 0; c < item.getParent().getColumnCount(); c++) {
			cells.add(item.getText(c));
		}
		return cells;
	}

	/** A menu item's label as the user reads it: without its mnemonic mark and the key binding shown after a tab. */
	private static String label(MenuItem m) {
		String text = m.getText().replace("&", "");
		int tab = text.indexOf('\t');
		return tab < 0 ? text : text.substring(0, tab);
	}
}
