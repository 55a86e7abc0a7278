package dyno.ui.tests.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.jemmy.interfaces.Mouse;
import org.jemmy.interfaces.Parent;

import dyno.samples.Waits;
import dyno.profile.FlameLayout;
import dyno.profile.ui.internal.editor.FlameCanvas;
import dyno.profile.ui.internal.editor.RecordingEditor;
import dyno.profile.ui.internal.editor.TimelineStrip;

/**
 * The Recording editor of a {@code .jfr} file ("recording.editor"): its header, its four pages (a tab folder at the
 * bottom) and their tables, found by name ("execution.hotMethods", "memory.byClass", "threads.byLock",
 * "rules.table" …). Each step that reads waits (Jemmy's 20 s) for the editor's jobs.
 */
public final class RecordingPage {

	private final DynoWindow window;
	private final HeapEditorPage parts;
	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	private RecordingPage(DynoWindow window) {
		this.window = window;
		Wrap<? extends Composite> area = window.controls().lookup(Composite.class, Ui.named("recording.editor")).wrap();
		controls = area.as(Parent.class, Control.class);
		parts = new HeapEditorPage(window, "recording.editor");
	}

	/**
	 * The Recording editor, once open (the first one): a recording of a fixed length opens when it has ended and been
	 * fetched. Waits up to {@link Waits#LIMIT}; on failure it names the dialogs open instead and saves a screenshot.
	 */
	public static RecordingPage find(DynoWindow window) {
		try {
			Ui.waitFor("a Recording editor opens",
					() -> window.controls().lookup(Composite.class, Ui.named("recording.editor")).size() > 0
							? "open"
							: "none open; dialogs: " + dialogs(),
					"open"::equals);
		} catch (AssertionError e) {
			try {
				window.screenshot("profile-no-editor");
			} catch (IOException io) {
				e.addSuppressed(io);
			}
			throw e;
		}
		return new RecordingPage(window);
	}

	/** Waits until the file is read (or could not be) and returns the header: its times, or why it failed. */
	public String waitLoaded() {
		return parts.waitForLabel("recording.header", h -> !h.startsWith("Reading "));
	}

	/** The open dialogs' titles and labels: what a job that failed said instead of opening the editor. */
	private static List<String> dialogs() {
		return Ui.get(() -> {
			List<String> out = new java.util.ArrayList<>();
			for (org.eclipse.swt.widgets.Shell s : Display.getDefault().getShells()) {
				if (s.isVisible() && s.getParent() != null) {
					StringBuilder b = new StringBuilder(s.getText()).append(':');
					labels(s, b);
					out.add(b.toString());
				}
			}
			return out;
		});
	}

	private static void labels(Composite c, StringBuilder out) {
		for (Control child : c.getChildren()) {
			if (child instanceof org.eclipse.swt.widgets.Label l) {
				out.append(' ').append(l.getText());
			} else if (child instanceof Composite k) {
				labels(k, out);
			}
		}
	}

	/** Shows the page with this tab title ("Execution Time", "Memory", "Threads", "Rules"), as a click on its tab does. */
	public RecordingPage show(String title) {
		Wrap<? extends CTabFolder> folder = controls.lookup(CTabFolder.class, Ui.named("recording.pages")).wrap();
		Ui.get(() -> {
			CTabFolder f = folder.getControl();
			for (CTabItem item : f.getItems()) {
				if (item.getText().equals(title)) {
					f.setSelection(item);
					return null;
				}
			}
			throw new AssertionError("no page '" + title + "'");
		});
		return this;
	}

	/** The title of the page in front. */
	public String shownPage() {
		Wrap<? extends CTabFolder> folder = controls.lookup(CTabFolder.class, Ui.named("recording.pages")).wrap();
		return Ui.get(() -> folder.getControl().getSelection().getText());
	}

	public List<String> selectedRow(String table) {
		return parts.selectedRow(table);
	}

	public String waitForLabel(String name, Predicate<String> test) {
		return parts.waitForLabel(name, test);
	}

	public List<List<String>> waitForRows(String table, Predicate<List<List<String>>> test) {
		return parts.waitForRows(table, test);
	}

	/** Types a filter into the Execution Time page and presses Enter. */
	public void filter(String text) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named("execution.filter")).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			t.getControl().notifyListeners(SWT.DefaultSelection, new Event());
			return null;
		});
	}

	/**
	 * The methods along the call tree's opened path, outermost first: at each level the opened node, and where none
	 * is open, the first (the hottest) node.
	 */
	public List<String> callTreeOpenPath() {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named("execution.callTree")).wrap();
		return Ui.get(() -> {
			List<String> path = new java.util.ArrayList<>();
			TreeItem[] level = t.getControl().getItems();
			while (level.length > 0) {
				TreeItem open = java.util.Arrays.stream(level).filter(TreeItem::getExpanded).findFirst().orElse(null);
				path.add((open == null ? level[0] : open).getText(0));
				level = open == null ? new TreeItem[0] : open.getItems();
			}
			return path;
		});
	}

	/** The top-level items of the tree named {@code name} with their cells. */
	public List<List<String>> treeRows(String name) {
		Wrap<? extends Tree> t = controls.lookup(Tree.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			List<List<String>> rows = new java.util.ArrayList<>();
			for (TreeItem item : t.getControl().getItems()) {
				List<String> cells = new java.util.ArrayList<>();
				for (int c = 0; c < t.getControl().getColumnCount(); c++) {
					cells.add(item.getText(c));
				}
				rows.add(cells);
			}
			return rows;
		});
	}

	/** Maximizes the editor (or restores it), so a screenshot shows its pages at a readable size. */
	public void maximize(boolean maximized) {
		parts.maximize(maximized);
	}

	/** Opens the Recording editor of {@code file}, as Open JFR File… does once the file is chosen. */
	public static void open(Path file) {
		Ui.get(() -> {
			RecordingEditor.open(file);
			return null;
		});
	}

	public Path screenshot(String name) throws IOException {
		return window.screenshot(name);
	}

	/**
	 * Waits until the Flame Graph page's canvas shows a picture that {@code test} accepts, and returns the canvas; a
	 * timeout names the layout shown.
	 */
	public FlameCanvas waitForFlame(Predicate<FlameCanvas> test) {
		Wrap<? extends FlameCanvas> canvas = controls.lookup(FlameCanvas.class, Ui.named("flame.canvas")).wrap();
		Ui.waitFor("the flame graph shows what the test waits for", () -> Ui.get(() -> {
			FlameCanvas c = canvas.getControl();
			return c.shownLayout() != null && test.test(c) ? "accepted" : "shows " + c.shownLayout();
		}), "accepted"::equals);
		return canvas.getControl();
	}

	/** Types {@code text} into the Flame Graph page's search box. */
	public void searchFlame(String text) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named("flame.search")).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			return null;
		});
	}

	/**
	 * From the Flame Graph page's search field, presses Tab until the canvas has the keyboard focus.
	 */
	public void tabToFlame() {
		Ui.tabTo(controls.lookup(Text.class, Ui.named("flame.search")).wrap(),
				controls.lookup(FlameCanvas.class, Ui.named("flame.canvas")).wrap().getControl(), false);
	}

	/** Presses {@code key} on the Flame Graph page's canvas, which has the focus ({@link #tabToFlame}). */
	public void pressOnFlame(KeyboardButtons key) {
		controls.lookup(FlameCanvas.class, Ui.named("flame.canvas")).wrap().keyboard().pushKey(key);
	}

	/** The canvas's keyboard frame once {@code test} accepts it. */
	public FlameLayout.Frame waitForSelectedFrame(String what, Predicate<FlameLayout.Frame> test) {
		Wrap<? extends FlameCanvas> canvas = controls.lookup(FlameCanvas.class, Ui.named("flame.canvas")).wrap();
		return Ui.waitFor(what, () -> Ui.get(() -> canvas.getControl().selectedFrame()), f -> f != null && test.test(f));
	}

	/** Clicks the middle of {@code frame} on the Flame Graph page, as the mouse does. */
	public void clickFlame(FlameLayout.Frame frame) {
		mouseOnFlame(frame, SWT.MouseUp);
	}

	/** Moves the mouse onto the middle of {@code frame} on the Flame Graph page and returns the hover text. */
	public String hoverFlame(FlameLayout.Frame frame) {
		return mouseOnFlame(frame, SWT.MouseMove);
	}

	private String mouseOnFlame(FlameLayout.Frame frame, int type) {
		Wrap<? extends FlameCanvas> canvas = controls.lookup(FlameCanvas.class, Ui.named("flame.canvas")).wrap();
		return Ui.get(() -> {
			Point p = canvas.getControl().centreOf(frame);
			Event e = new Event();
			e.x = p.x;
			e.y = p.y;
			e.button = type == SWT.MouseUp ? 1 : 0;
			canvas.getControl().notifyListeners(type, e);
			return canvas.getControl().getToolTipText();
		});
	}

	/** Turns the Flame Graph page's icicle orientation on or off and picks its colouring (0 package, 1 kind). */
	public void flameStyle(boolean icicle, int colouring) {
		Wrap<? extends Button> box = controls.lookup(Button.class, Ui.named("flame.icicle")).wrap();
		Wrap<? extends Combo> colours = controls.lookup(Combo.class, Ui.named("flame.colours")).wrap();
		Ui.get(() -> {
			box.getControl().setSelection(icicle);
			box.getControl().notifyListeners(SWT.Selection, new Event());
			colours.getControl().select(colouring);
			colours.getControl().notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** Shows the Flame Graph page comparing the recording with {@code base}, as Compare with… does once it is chosen. */
	public void compareWith(Path base) {
		Ui.get(() -> {
			((RecordingEditor) org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
					.getActiveEditor()).compareWith(base);
			return null;
		});
	}

	/** Waits until the timeline strip above the pages shows the recording's timeline, and returns it. */
	public TimelineStrip waitForTimeline() {
		Wrap<? extends TimelineStrip> strip = controls.lookup(TimelineStrip.class, Ui.named("recording.timeline")).wrap();
		strip.waitState(() -> Ui.get(() -> strip.getControl().shownTimeline() != null ? Boolean.TRUE : null));
		return strip.getControl();
	}

	/**
	 * Drags the mouse across the timeline strip from {@code from} to {@code to} after the recording's start, as a
	 * user selecting a range does: pressed at the first point, moved in steps, released at the second.
	 */
	public void dragTimeline(Duration from, Duration to) {
		Wrap<? extends TimelineStrip> strip = controls.lookup(TimelineStrip.class, Ui.named("recording.timeline")).wrap();
		int x1 = Ui.get(() -> strip.getControl().xOf(from));
		int x2 = Ui.get(() -> strip.getControl().xOf(to));
		int y = TimelineStrip.height() / 2;
		strip.mouse().move(new org.jemmy.Point(x1, y));
		strip.mouse().press(Mouse.MouseButtons.BUTTON1);
		for (int step = 1; step <= 4; step++) {
			strip.mouse().move(new org.jemmy.Point(x1 + (x2 - x1) * step / 4, y));
		}
		strip.mouse().release(Mouse.MouseButtons.BUTTON1);
		// Off the strip, whose hover would cover the pages in a screenshot.
		controls.lookup(org.eclipse.swt.widgets.Label.class, Ui.named("recording.header")).wrap().mouse()
				.move(new org.jemmy.Point(5, 5));
	}

	/** The editor's title and tooltip. */
	public List<String> title() {
		return Ui.get(() -> {
			RecordingEditor e = (RecordingEditor) org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow()
					.getActivePage().getActiveEditor();
			return List.of(e.getPartName(), e.getTitleToolTip());
		});
	}

	/** Clicks the Whole Recording button beside the timeline with the mouse. */
	public void wholeRecording() {
		controls.lookup(Button.class, Ui.named("recording.wholeRecording")).wrap().mouse().click();
	}
}
