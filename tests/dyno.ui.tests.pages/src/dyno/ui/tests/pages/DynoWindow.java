package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart2;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.lookup.LookupCriteria;
import org.jemmy.swt.Shells;
import org.jemmy.swt.lookup.ByTextShell;

import dyno.samples.Waits;

/** The Dyno workbench window, found by its title. */
public final class DynoWindow {

	private final Wrap<? extends Shell> shell;

	private DynoWindow(Wrap<? extends Shell> shell) {
		this.shell = shell;
	}

	public static DynoWindow find() {
		return new DynoWindow(Shells.SHELLS.lookup(Shell.class, new ByTextShell<>("Dyno")).wrap());
	}

	public String title() {
		return Ui.get(() -> shell.getControl().getText());
	}

	@SuppressWarnings("unchecked")
	Parent<Control> controls() {
		return shell.as(Parent.class, Control.class);
	}

	public JvmExplorerPage jvmExplorer() {
		return new JvmExplorerPage(this);
	}

	/**
	 * Clicks the tool bar button with this text (a view's tool bar action shown as text) with the mouse. Only
	 * tool bars on the screen count: each view of a stack has its own, hidden while another view is on top.
	 */
	public void clickToolItem(String text) {
		Wrap<? extends ToolBar> bar = toolBarWith(text);
		Rectangle r = Ui.get(() -> item(bar.getControl(), text).getBounds());
		clickFromElsewhere(bar, r);
	}

	/** Whether the visible tool bar button with this text is enabled. */
	public boolean toolItemEnabled(String text) {
		Wrap<? extends ToolBar> bar = toolBarWith(text);
		return Ui.get(() -> item(bar.getControl(), text).isEnabled());
	}

	/** The tooltip of the visible tool bar button with this text. */
	public String toolItemTip(String text) {
		Wrap<? extends ToolBar> bar = toolBarWith(text);
		return Ui.get(() -> item(bar.getControl(), text).getToolTipText());
	}

	private Wrap<? extends ToolBar> toolBarWith(String text) {
		return controls().lookup(ToolBar.class, new LookupCriteria<ToolBar>() {
			@Override
			public boolean check(ToolBar candidate) {
				return Ui.get(() -> !candidate.isDisposed() && candidate.isVisible() && item(candidate, text) != null);
			}
		}).wrap();
	}

	/**
	 * The item of this tool bar whose action is named {@code text}: an action with an icon shows no text on a tool
	 * bar, so its name is read from the action behind the item (or its tooltip, for items made without JFace).
	 */
	private static ToolItem item(ToolBar bar, String text) {
		for (ToolItem i : bar.getItems()) {
			String action = i.getData() instanceof ActionContributionItem a ? a.getAction().getText() : null;
			if (text.equals(action) || text.equals(i.getText()) || text.equals(i.getToolTipText())) {
				return i;
			}
		}
		return null;
	}

	/**
	 * The perspective switcher's entries at the right end of the tool bar ("Dyno", "Monitor", …), left to right: each
	 * item's text, or its tooltip where it shows none.
	 */
	public java.util.List<String> perspectiveSwitcher() {
		Wrap<? extends ToolBar> bar = switcher();
		return Ui.get(() -> {
			java.util.List<String> texts = new java.util.ArrayList<>();
			for (ToolItem i : bar.getControl().getItems()) {
				texts.add(switcherText(i));
			}
			return texts;
		});
	}

	/**
	 * Clicks the perspective switcher's entry {@code label} ("Monitor") with the mouse, as a user switches, and waits
	 * until that perspective is the active one. A click while a menu closes is lost: when the click's mouse up has
	 * reached the workbench (the switcher switches in the same event) and the perspective is still another one, the
	 * click was lost, and it is clicked again (three clicks at most). A fact decides, not a time.
	 */
	public void clickPerspective(String label) {
		String active = null;
		for (int attempt = 0; attempt < 3; attempt++) {
			java.util.concurrent.atomic.AtomicInteger ups = new java.util.concurrent.atomic.AtomicInteger();
			org.eclipse.swt.widgets.Listener counter = e -> ups.incrementAndGet();
			org.eclipse.swt.widgets.Display display = Ui.get(() -> shell.getControl().getDisplay());
			Ui.get(() -> {
				display.addFilter(org.eclipse.swt.SWT.MouseUp, counter);
				return null;
			});
			try {
				clickSwitcher(label);
				active = Waits.value("the click on '" + label + "' reaches the workbench (the perspective, or a mouse up)",
						() -> ups.get() > 0 || label.equals(activePerspective()) ? activePerspective() : null,
						java.util.Objects::nonNull);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new AssertionError(e);
			} finally {
				Ui.get(() -> {
					display.removeFilter(org.eclipse.swt.SWT.MouseUp, counter);
					return null;
				});
			}
			if (label.equals(active) || label.equals(activePerspective())) {
				return;
			}
			System.out.println("DynoWindow: the click on '" + label + "' was lost (" + active + " stays), try "
					+ (attempt + 2));
		}
		throw new AssertionError("three clicks on '" + label + "' on the perspective switcher reached the workbench "
				+ "but did not switch to it; active: " + active);
	}

	private static String activePerspective() {
		return Ui.get(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().getPerspective()
				.getLabel());
	}

	private void clickSwitcher(String label) {
		Wrap<? extends ToolBar> bar = switcher();
		Rectangle r = Ui.get(() -> {
			for (ToolItem i : bar.getControl().getItems()) {
				if (label.equals(switcherText(i))) {
					return i.getBounds();
				}
			}
			throw new AssertionError("no perspective '" + label + "' on the switcher");
		});
		clickFromElsewhere(bar, r);
	}

	/** The switcher: the visible tool bar with an item for the Dyno perspective. */
	private Wrap<? extends ToolBar> switcher() {
		return controls().lookup(ToolBar.class, new LookupCriteria<ToolBar>() {
			@Override
			public boolean check(ToolBar candidate) {
				return Ui.get(() -> {
					if (candidate.isDisposed() || !candidate.isVisible()) {
						return false;
					}
					for (ToolItem i : candidate.getItems()) {
						if ("Dyno".equals(switcherText(i))) {
							return true;
						}
					}
					return false;
				});
			}
		}).wrap();
	}

	/**
	 * Clicks the middle of {@code r} in {@code control} after the pointer has been elsewhere: GTK's buttons and tabs
	 * take a click only after the pointer has entered them, and a tool bar rebuilt under a pointer that does not move
	 * (a perspective reset, a switch) sees no enter at all, so every click on the same spot would be lost.
	 */
	void clickFromElsewhere(Wrap<?> control, Rectangle r) {
		shell.mouse().move(new org.jemmy.Point(1, 1));
		control.mouse().click(1, new org.jemmy.Point(r.x + r.width / 2, r.y + r.height / 2));
	}

	private static String switcherText(ToolItem i) {
		return i.getText().isEmpty() ? String.valueOf(i.getToolTipText()) : i.getText();
	}

	/**
	 * Clicks the tab of the view titled {@code partName} ("Threads Churn (pid 4711)") with the mouse, as a user
	 * brings a view that is behind another one to the front.
	 */
	public void clickViewTab(String partName) {
		Wrap<? extends org.eclipse.swt.custom.CTabFolder> folder = folderWithTab(partName);
		Rectangle r = Ui.get(() -> tab(folder.getControl(), partName).getBounds());
		clickFromElsewhere(folder, r);
	}

	/** What hovering the tab of the part titled {@code partName} (a view or an editor) shows. */
	public String tabToolTip(String partName) {
		Wrap<? extends org.eclipse.swt.custom.CTabFolder> folder = folderWithTab(partName);
		return Ui.get(() -> tab(folder.getControl(), partName).getToolTipText());
	}

	/** The visible tab folder with a tab titled {@code partName}, once there is one. */
	private Wrap<? extends org.eclipse.swt.custom.CTabFolder> folderWithTab(String partName) {
		return controls().lookup(org.eclipse.swt.custom.CTabFolder.class,
				new LookupCriteria<org.eclipse.swt.custom.CTabFolder>() {
					@Override
					public boolean check(org.eclipse.swt.custom.CTabFolder candidate) {
						return Ui.get(() -> !candidate.isDisposed() && candidate.isVisible() && tab(candidate, partName) != null);
					}
				}).wrap();
	}

	private static org.eclipse.swt.custom.CTabItem tab(org.eclipse.swt.custom.CTabFolder folder, String text) {
		for (org.eclipse.swt.custom.CTabItem i : folder.getItems()) {
			if (text.equals(i.getText())) {
				return i;
			}
		}
		return null;
	}

	/** The "Add JMX Connection" dialog, once open. */
	public JmxConnectionPage jmxConnectionDialog() {
		return new JmxConnectionPage();
	}

	/** Whether the Heap Generations view of {@code target} ("pid 4711", "4711@host:1099") is open (no waiting). */
	public boolean hasHeapGenerations(String target) {
		return controls().lookup(Composite.class, Ui.named(HeapGenerationsPage.name(target))).size() > 0;
	}

	/** The Heap Generations view of {@code target}, once open. */
	public HeapGenerationsPage heapGenerations(String target) {
		return new HeapGenerationsPage(this, target);
	}

	/** Closes the Heap Generations view of {@code target}, so that later tests find only their own. */
	public void closeHeapGenerations(String target) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (IViewReference v : page.getViewReferences()) {
				// The reference's own name is the view type's ("Heap Generations"); the part names its JVM.
				if (v.getView(false) instanceof IWorkbenchPart2 part && namesView(part.getPartName(), "Heap", target)) {
					page.hideView(v);
				}
			}
			return null;
		});
	}

	/** Whether the Threads view of {@code target} is open (no waiting). */
	public boolean hasThreads(String target) {
		return controls().lookup(Composite.class, Ui.named(ThreadsPage.name(target))).size() > 0;
	}

	/** The Threads view of {@code target}, once open. */
	public ThreadsPage threads(String target) {
		return new ThreadsPage(this, target);
	}

	/** The tab title of the {@code kind} view ("Heap", "Threads") of {@code target}; null when none is open. */
	public String viewTitle(String kind, String target) {
		return Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (IViewReference v : page.getViewReferences()) {
				if (v.getView(false) instanceof IWorkbenchPart2 part && namesView(part.getPartName(), kind, target)) {
					return part.getPartName();
				}
			}
			return null;
		});
	}

	/** Closes the Threads view of {@code target}. */
	public void closeThreads(String target) {
		closeView("Threads", target);
	}

	/** Closes the MBeans view of {@code target}. */
	public void closeMBeans(String target) {
		closeView("MBeans", target);
	}

	public void closeServerRuntime(String target) {
		closeView("Runtime", target);
	}

	/**
	 * Whether a per-JVM view's tab {@code partName} is the {@code kind} view ("Heap", "Threads") of {@code target}:
	 * "Heap pid 4711" until the JVM is identified, "Heap Leaky (pid 4711)" after.
	 */
	public static boolean namesView(String partName, String kind, String target) {
		return partName.equals(kind + " " + target)
				|| partName.startsWith(kind + " ") && partName.endsWith(" (" + target + ")");
	}

	private static void closeView(String kind, String target) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (IViewReference v : page.getViewReferences()) {
				if (v.getView(false) instanceof IWorkbenchPart2 part && namesView(part.getPartName(), kind, target)) {
					page.hideView(v);
				}
			}
			return null;
		});
	}

	/** The menu bar's entries ("File", "Edit", …), left to right. */
	public java.util.List<String> menuBar() {
		return MainMenu.bar(shell.getControl());
	}

	/** The items of the menu bar entry {@code menu} ("Load"), as they read when it opens. */
	public java.util.List<String> menuItems(String menu) {
		return MainMenu.items(shell.getControl(), menu);
	}

	/** The items of a sub menu, {@code path} from the menu bar ("Window", "Perspective", "Open Perspective"). */
	public java.util.List<String> menuItems(java.util.List<String> path) {
		return MainMenu.items(shell.getControl(), path);
	}

	/** Chooses the item at the end of {@code path} from the menu bar; returns at once (it may open a dialog). */
	public void chooseMenu(java.util.List<String> path) {
		MainMenu.choose(shell.getControl(), path);
	}

	/** The key binding shown beside {@code item} of the menu bar entry {@code menu} ("" when none). */
	public String menuShortcut(String menu, String item) {
		return MainMenu.shortcut(shell.getControl(), menu, item);
	}

	/** Whether {@code item} of the menu bar entry {@code menu} is enabled now, as it is when the menu opens. */
	public boolean menuItemEnabled(String menu, String item) {
		return MainMenu.enabled(shell.getControl(), menu, item);
	}

	/**
	 * Runs a command with parameters in the active part, as a key binding or a script would: for commands whose menu
	 * item opens a native dialog (a file chooser) that Jemmy cannot drive.
	 */
	public void executeCommand(String id, java.util.Map<String, String> parameters) {
		Ui.get(() -> {
			var handlers = PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class);
			var commands = PlatformUI.getWorkbench().getService(org.eclipse.ui.commands.ICommandService.class);
			try {
				return handlers.executeCommand(org.eclipse.core.commands.ParameterizedCommand
						.generateCommand(commands.getCommand(id), parameters), null);
			} catch (org.eclipse.core.commands.common.CommandException e) {
				throw new AssertionError("cannot run " + id + ": " + e, e);
			}
		});
	}

	/** Chooses {@code item} of the menu bar entry {@code menu}; returns at once (the item may open a dialog). */
	public void chooseMenu(String menu, String item) {
		MainMenu.choose(shell.getControl(), menu, item);
	}

	/** The Load Dashboard of a run, once open (the only one, or the first). */
	public LoadDashboardPage loadDashboard() {
		return new LoadDashboardPage(this);
	}

	/**
	 * Closes the views and editors a load test opened (dashboards, the Console) and hides the editor area again, so
	 * that later tests find the layout the Dyno perspective starts with.
	 */
	public void closeLoadTestParts() {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.closeAllEditors(false);
			for (IViewReference v : page.getViewReferences()) {
				if (v.getId().equals("org.eclipse.ui.console.ConsoleView")) {
					page.hideView(v);
				}
			}
			page.setEditorAreaVisible(false);
			return null;
		});
	}

	/** The Snapshots view. */
	public SnapshotsPage snapshots() {
		return new SnapshotsPage(this);
	}

	/** The Leak Finder editor, once open (the first one). */
	public HeapEditorPage leakFinder() {
		return new HeapEditorPage(this, "leaks.editor");
	}

	/** The Snapshot Diff editor, once open (the first one). */
	public HeapEditorPage snapshotDiff() {
		return new HeapEditorPage(this, "diff.editor");
	}

	/**
	 * Brings the editor whose tab title contains {@code part} ("Leaks: ", a recording's file name) to the front, as a
	 * click on its tab does.
	 */
	public void activateEditor(String part) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (var e : page.getEditorReferences()) {
				if (e.getPartName().contains(part)) {
					page.activate(e.getPart(true));
					return null;
				}
			}
			throw new AssertionError("no editor '…" + part + "…'");
		});
	}

	/** Maximizes the view with this id in the window (or restores it), as a double-click on its tab does. */
	public void maximizeView(String id, boolean maximized) {
		maximizeView(id, null, maximized);
	}

	/** As {@link #maximizeView(String, boolean)}, for one of a view's instances (a per-JVM view's secondary id). */
	public void maximizeView(String id, String secondaryId, boolean maximized) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			page.setPartState(page.findViewReference(id, secondaryId),
					maximized ? IWorkbenchPage.STATE_MAXIMIZED : IWorkbenchPage.STATE_RESTORED);
			return null;
		});
	}

	/** Shows (opening it if need be) and activates the view with this id, as Window > Show View does. */
	public IViewPart showView(String id) {
		return Ui.get(() -> {
			try {
				return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().showView(id);
			} catch (PartInitException e) {
				throw new AssertionError(e);
			}
		});
	}

	/** Closes the view with this id, if open, so that later tests find the layout the perspective starts with. */
	public void hideView(String id) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			IViewReference v = page.findViewReference(id);
			if (v != null) {
				page.hideView(v);
			}
			return null;
		});
	}

	/**
	 * Restores a maximized editor, closes every editor and hides the editor area: the layout the Dyno perspective
	 * starts with, also after a test that failed with its editor maximized.
	 */
	public static void closeEditors() {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (var editor : page.getEditorReferences()) {
				page.setPartState(editor, IWorkbenchPage.STATE_RESTORED);
			}
			page.closeAllEditors(false);
			page.setEditorAreaVisible(false);
			return null;
		});
	}

	/** The Holders view, once shown. */
	public HeapEditorPage holders() {
		return new HeapEditorPage(this, "holders.view");
	}

	/** The Live Profile view of {@code target} ("pid 123"), once open: its status label and two tables. */
	public HeapEditorPage liveProfile(String target) {
		return new HeapEditorPage(this, "live.view " + target);
	}

	/** The generic editor of an analysis' report (Analyses &gt; ...), once open: "report.table.N" its tables. */
	public HeapEditorPage report() {
		return new HeapEditorPage(this, "report.editor");
	}

	/** The Dominator Tree editor, once open. */
	public HeapEditorPage dominatorTree() {
		return new HeapEditorPage(this, "dominators.view");
	}

	/** The window's place and size on the screen. */
	public Rectangle bounds() {
		return Ui.get(() -> shell.getControl().getBounds());
	}

	/** Moves and sizes the window, as a user's window manager does (a smaller screen: 1024×768). */
	public void setBounds(Rectangle bounds) {
		Ui.get(() -> {
			shell.getControl().setMaximized(false);
			shell.getControl().setBounds(bounds);
			return null;
		});
	}

	/** Saves what the window shows now as a PNG file, for a person to look at. */
	public Path screenshot(String name) throws IOException {
		return Screenshots.save(shell.getControl(), name);
	}
}
