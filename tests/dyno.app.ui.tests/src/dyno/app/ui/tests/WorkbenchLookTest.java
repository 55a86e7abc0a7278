package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.samples.Fixtures;
import dyno.ui.DynoUi;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Perspectives;
import dyno.ui.tests.pages.Themes;
import dyno.ui.tests.pages.Ui;

/**
 * What the shell looks like beyond its menus: the perspectives of the journeys, reachable from Window > Open
 * Perspective and the perspective switcher; the platform's CSS themes without the "Theme … not found" warning; view tool bars
 * of icons with tooltips instead of text runs; key bindings shown in the menus; and "Add JMX Connection…" opening
 * its own dialog (once it opened Add jstatd Host).
 */
@ExtendWith(CleanWorkbench.class)
class WorkbenchLookTest {

	private static final List<String> PERSPECTIVES = List.of("Dyno", "Monitor", "Servers", "Load", "Profile");

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void backToDyno() {
		Perspectives.show(DynoUi.PERSPECTIVE_ID);
	}

	@Test
	void everyJourneyHasAPerspectiveInTheWindowMenuAndOnTheSwitcher() throws InterruptedException {
		DynoWindow window = DynoWindow.find();
		List<String> open = window.menuItems(List.of("Window", "Open Perspective"));
		assertTrue(open.containsAll(PERSPECTIVES), "Window > Open Perspective: " + open);

		List<String> switcher = window.perspectiveSwitcher();
		assertTrue(switcher.containsAll(PERSPECTIVES), "every perspective on the switcher from the start: " + switcher);

		for (String[] choice : new String[][] { { "Monitor", DynoUi.MONITOR_PERSPECTIVE_ID },
				{ "Servers", DynoUi.SERVERS_PERSPECTIVE_ID }, { "Load", DynoUi.LOAD_PERSPECTIVE_ID },
				{ "Profile", DynoUi.PROFILE_PERSPECTIVE_ID }, { "Dyno", DynoUi.PERSPECTIVE_ID } }) {
			window.chooseMenu(List.of("Window", "Open Perspective", choice[0]));
			Perspectives.waitFor(choice[1]);
			assertNotNull(Ui.get(() -> page().findView(DynoUi.JVM_EXPLORER_ID)), "the JVM Explorer in " + choice[0]);
		}
		Perspectives.show(DynoUi.SERVERS_PERSPECTIVE_ID);
		assertNotNull(Ui.get(() -> page().findView("dyno.jboss.ui.servers")), "the Servers perspective shows the servers");
		assertNotNull(Ui.get(() -> page().findView("org.eclipse.ui.views.ProblemView")), "and their findings");
	}

	/**
	 * A JVM's view (opened later, with a secondary id) lands below the editor area, as wide as the editors, and
	 * leaves the explorer its width; a result opened beside it does not squeeze the explorer either.
	 */
	@Test
	void aJvmsViewOpensBelowTheEditorsAndLeavesTheExplorerItsWidth() {
		Ui.get(() -> {
			SnapshotDiffEditor.open(List.of(
					Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt"),
					Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt")));
			return null;
		});
		int explorerWidth = Ui.get(() -> explorerTree().getSize().x);
		String workbench = TargetCodec.encode(new Target.Local(ProcessHandle.current().pid()));
		IViewPart heap = Ui.get(() -> {
			try {
				return page().showView("dyno.jvm.ui.heapGenerations", workbench, IWorkbenchPage.VIEW_VISIBLE);
			} catch (PartInitException e) {
				throw new AssertionError(e);
			}
		});
		try {
			int windowWidth = Ui.get(() -> window().getSize().x);
			assertTrue(explorerWidth >= windowWidth / 5, "the explorer has room for the JVMs' names: " + explorerWidth
					+ " of " + windowWidth);
			assertEquals(explorerWidth, (int) Ui.get(() -> explorerTree().getSize().x),
					"the explorer keeps its width when a JVM's view opens");
			Rectangle editor = Ui.get(() -> onWindow(editorControl()));
			Rectangle jvm = Ui.get(() -> onWindow(partControl(heap)));
			assertTrue(jvm.y >= editor.y + editor.height, "the JVM's view is below the editor: " + jvm + ", " + editor);
			assertTrue(jvm.width >= editor.width / 2, "and has room for its charts: " + jvm + ", " + editor);
		} finally {
			Ui.get(() -> {
				page().hideView(heap);
				return null;
			});
			DynoWindow.closeEditors();
		}
	}

	@Test
	void theLightThemeIsTheProductsAndTheDarkOneIsThereWithoutAThemeWarning() throws Exception {
		assertEquals(Themes.LIGHT, Ui.get(Themes::active), "the product's theme");
		List<String> offered = Ui.get(Themes::offered);
		assertTrue(offered.contains(Themes.DARK), "the dark theme is offered: " + offered);

		Path log = Platform.getLogFileLocation().toPath();
		String logged = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
		assertFalse(logged.contains("not found; falling back to default theme"), "no theme warning at start: " + logged);

		// Window > Preferences > General > Appearance: the platform's page, with its theme choice.
		DynoWindow window = DynoWindow.find();
		window.chooseMenu("Window", "Preferences...");
		DialogPage preferences = DialogPage.waitFor("Preferences");
		try {
			assertTrue(Ui.get(() -> PlatformUI.getWorkbench().getPreferenceManager()
					.find("org.eclipse.ui.preferencePages.Workbench/org.eclipse.ui.preferencePages.Views") != null),
					"General > Appearance is there");
		} finally {
			preferences.click("Cancel");
		}
		preferences.waitUntilClosed();
	}

	@Test
	void viewToolBarsShowIconsWithTooltipsAndAddJmxConnectionOpensItsOwnDialog() {
		DynoWindow window = DynoWindow.find();
		List<String> explorerItems = Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (ToolItem i : explorerToolBar().getItems()) {
				if (i.getData() instanceof ActionContributionItem) {
					assertNotNull(i.getImage(), "an icon for " + i.getToolTipText());
					assertEquals("", i.getText(), "no text run on the tool bar");
					out.add(i.getToolTipText());
				}
			}
			return out;
		});
		assertEquals(List.of("Add jstatd Host…", "Add JMX Connection…", "jstatd Setup…"), explorerItems);

		window.clickToolItem("Add JMX Connection…");
		DialogPage jmx = DialogPage.waitFor("Add JMX Connection");
		jmx.click("Cancel");
		jmx.waitUntilClosed();
	}

	@Test
	void theMainCommandsShowTheirKeyBindingsInTheMenus() {
		DynoWindow window = DynoWindow.find();
		assertEquals("Ctrl+Alt+H", window.menuShortcut("Heap", "Take Class Histogram Snapshot"));
		assertEquals("Ctrl+Alt+K", window.menuShortcut("Heap", "Find Leaks…"));
		assertEquals("Ctrl+Alt+J", window.menuShortcut("Profile", "Open JFR File…"));
		assertEquals("Ctrl+Alt+R", window.menuShortcut("Profile", "Start JFR Recording…"));
		assertEquals("Ctrl+Alt+P", window.menuShortcut("Load", "Run Test Plan…"));
		assertEquals("Ctrl+Alt+E", window.menuShortcut("File", "Export Report..."));
		assertEquals("Ctrl+S", window.menuShortcut("File", "Save"));
	}

	/** The JVM Explorer's tool bar (the view's own, on the screen). */
	private static ToolBar explorerToolBar() {
		for (ToolBar bar : toolBars(window())) {
			for (ToolItem i : bar.getItems()) {
				if (i.getData() instanceof ActionContributionItem a && "Add JMX Connection…".equals(a.getAction().getText())) {
					return bar;
				}
			}
		}
		throw new AssertionError("no tool bar with Add JMX Connection…");
	}

	/** The JVM Explorer's tree. */
	private static Control explorerTree() {
		return descendants(window()).stream().filter(c -> "jvmExplorer.tree".equals(c.getData(DynoUi.WIDGET_NAME)))
				.findFirst().orElseThrow(() -> new AssertionError("no JVM Explorer"));
	}

	/** The control of the active editor (the top of the editor area). */
	private static Control editorControl() {
		return partControl(page().getActiveEditor());
	}

	/** The outermost control of a part: the one its model element (MPart) has. */
	private static Control partControl(IWorkbenchPart part) {
		MPart model = part.getSite().getService(MPart.class);
		if (model == null || !(model.getWidget() instanceof Control c)) {
			throw new AssertionError("no control for " + part.getTitle());
		}
		return c;
	}

	/** A control's bounds in the window's coordinates. */
	private static Rectangle onWindow(Control c) {
		Point origin = window().toControl(c.toDisplay(0, 0));
		return new Rectangle(origin.x, origin.y, c.getSize().x, c.getSize().y);
	}

	private static List<ToolBar> toolBars(Composite parent) {
		return descendants(parent).stream().filter(ToolBar.class::isInstance).map(ToolBar.class::cast).toList();
	}

	/** The visible controls below {@code parent}, depth first. */
	private static List<Control> descendants(Composite parent) {
		List<Control> out = new ArrayList<>();
		for (Control c : parent.getChildren()) {
			if (c.isVisible()) {
				out.add(c);
				if (c instanceof Composite composite) {
					out.addAll(descendants(composite));
				}
			}
		}
		return out;
	}

	private static Shell window() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell();
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
