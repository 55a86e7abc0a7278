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
import org.jemmy.interfaces.Keyboard.KeyboardButtons;

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

	/** Clicks the Local row of {@code pid} with the mouse, as a user would ({@code clicks} = 2 opens it). */
	public void click(long pid, int clicks) {
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
	 * Opens the Local row of {@code pid} until {@code opened} holds (at most three tries, five seconds each): the
	 * tree is refreshed every second, and a row that moves between aiming and clicking misses the click.
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
		for (int attempt = 0; attempt < 3; attempt++) {
			if (attempt > 0) {
				System.out.println("JvmExplorerPage: opening the row of " + pid + " again, try " + (attempt + 1));
			}
			// A first click selects the row and gives the window the input focus (there is no window manager to
			// do it after a dialog closed). Then Enter opens it, as a double-click does; a double-click alone
			// can come apart on a loaded machine (two clicks slower than the double-click time).
			click(parent, pid, 1);
			long selected = System.currentTimeMillis() + 1_000;
			while (!selectedPids().contains(Long.toString(pid)) && System.currentTimeMillis() < selected) {
				Thread.sleep(50);
			}
			if (!selectedPids().equals(List.of(Long.toString(pid)))) {
				// The click hit a row that moved there meanwhile (JVMs of this machine come and go): Enter must
				// not open that one.
				selectByEvent(parent, pid);
			}
			if (attempt == 1) {
				click(parent, pid, 2);
			} else {
				tree.keyboard().pushKey(KeyboardButtons.ENTER);
			}
			long deadline = System.currentTimeMillis() + 5_000;
			while (System.currentTimeMillis() < deadline) {
				if (opened.getAsBoolean()) {
					return;
				}
				Thread.sleep(100);
			}
		}
		throw new AssertionError("selecting the row of " + pid + " and opening it (Enter, double-click, Enter) did "
				+ "not open it; selected: " + selectedPids());
	}

	/**
	 * Selects the Local row of {@code pid} and chooses {@code item} of the tree's context menu, as a right-click
	 * would show it (the menu is filled for the selection when it opens). Returns once the item is chosen: what it
	 * does runs later on the UI thread, so an item that opens a dialog does not block the test.
	 */
	public void chooseFromContextMenu(long pid, String item) throws InterruptedException {
		select(pid);
		MenuItem chosen = Ui.get(() -> {
			Menu menu = tree.getControl().getMenu();
			menu.notifyListeners(SWT.Show, new Event());
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

	/**
	 * Chooses {@code item} of the Local row of {@code pid}'s context menu and waits until {@code opened} holds. On a
	 * busy machine the tree's refresh (JVMs come and go) can clear the selection between the click and the menu,
	 * which then offers no JVM actions: then, and only then (a fact, not a time), the menu is chosen again, three
	 * times at most.
	 */
	public void chooseFromContextMenuUntil(long pid, String item, BooleanSupplier opened) throws InterruptedException {
		waitForRow(pid);
		RuntimeException lastMiss = null;
		for (int attempt = 1; attempt <= 3 && !opened.getAsBoolean(); attempt++) {
			try {
				chooseFromContextMenu(pid, item);
			} catch (RuntimeException e) {
				lastMiss = e; // the menu had no JVM actions: the selection was lost
				continue;
			}
			Waits.until("'" + item + "' of " + pid + " opens it", opened);
			return;
		}
		if (!opened.getAsBoolean()) {
			throw new AssertionError("'" + item + "' of " + pid + " was not in the menu after 3 tries", lastMiss);
		}
	}

	/** The items of the context menu of the Local row of {@code pid}, as it reads when it opens. */
	public List<String> contextMenu(long pid) throws InterruptedException {
		select(pid);
		return Ui.get(() -> {
			Menu menu = tree.getControl().getMenu();
			menu.notifyListeners(SWT.Show, new Event());
			List<String> out = Arrays.stream(menu.getItems()).filter(m -> (m.getStyle() & SWT.SEPARATOR) == 0)
					.map(JvmExplorerPage::label).toList();
			menu.notifyListeners(SWT.Hide, new Event());
			return out;
		});
	}

	/**
	 * Clicks the Local row of {@code pid} until the tree has it selected (two tries: the tree is refreshed every
	 * second, and on a machine where other JVMs come and go a row can move between aiming and clicking), then
	 * selects it as a click does, through SWT's selection event. No click when it is already the only one selected:
	 * a second click soon after the first would be a double-click, which opens it.
	 */
	private void select(long pid) throws InterruptedException {
		List<String> only = List.of(Long.toString(pid));
		for (int attempt = 0; attempt < 2 && !selectedPids().equals(only); attempt++) {
			click(() -> group("Local"), pid, 1);
			long deadline = System.currentTimeMillis() + 2_000;
			while (!selectedPids().equals(only) && System.currentTimeMillis() < deadline) {
				Thread.sleep(50);
			}
		}
		if (!selectedPids().equals(only)) {
			selectByEvent(() -> group("Local"), pid);
		}
		// As a right-click would: the explorer becomes the active part, whose selection the menu's items test.
		Ui.get(() -> tree.getControl().setFocus());
		assertSelected(only);
	}

	/** Selects the row of {@code pid} under {@code parent} as a click does, through SWT's selection event. */
	private void selectByEvent(Supplier<TreeItem> parent, long pid) {
		Ui.get(() -> {
			Tree t = tree.getControl();
			TreeItem item = item(parent, pid);
			t.setSelection(item);
			Event e = new Event();
			e.item = item;
			t.notifyListeners(SWT.Selection, e);
			return t.setFocus();
		});
	}

	private void assertSelected(List<String> only) {
		if (!selectedPids().equals(only)) {
			throw new AssertionError("selecting the row of " + only + " did not select it; selected: " + selectedPids());
		}
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
