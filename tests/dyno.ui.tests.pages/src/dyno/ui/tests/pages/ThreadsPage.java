package dyno.ui.tests.pages;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.jemmy.interfaces.Parent;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.internal.threads.TimelineCanvas;
import dyno.jvm.ui.internal.threads.WaitsForCanvas;

/** The Threads view of one JVM: timeline, deadlock banner and waits-for graph, stacks. */
public final class ThreadsPage {

	/** What the waits-for canvas publishes: node label → box. */
	private static final String BOXES = "dyno.threads.graphBoxes";

	private final Parent<Control> controls;
	private final Wrap<? extends Canvas> timeline;

	@SuppressWarnings("unchecked")
	ThreadsPage(DynoWindow window, String target) {
		controls = window.controls().lookup(Composite.class, Ui.named(name(target))).wrap().as(Parent.class,
				Control.class);
		timeline = controls.lookup(Canvas.class, Ui.named("threads.timeline")).wrap();
	}

	/** Opens the Threads view of the local JVM {@code pid} from the explorer's context menu, and returns it. */
	public static ThreadsPage open(DynoWindow window, long pid) throws InterruptedException {
		String target = "pid " + pid;
		window.jvmExplorer().chooseFromContextMenuUntil(pid, "Open Threads", () -> window.hasThreads(target));
		return window.threads(target);
	}

	/** Opens the Threads view of {@code target} as the explorer's menu does, for targets it has no row for. */
	public static ThreadsPage show(DynoWindow window, Target target) {
		Ui.get(() -> {
			try {
				return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView(
						DynoJvmUi.THREADS_ID, TargetCodec.encode(target), IWorkbenchPage.VIEW_ACTIVATE);
			} catch (PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		return window.threads(target.label());
	}

	/** Waits until the label {@code name} ("threads.gaps", "threads.counts") contains {@code text}. */
	public String waitForLabel(String name, String text) {
		Wrap<? extends Label> label = controls.lookup(Label.class, Ui.named(name)).wrap();
		return label.waitState(() -> {
			String s = Ui.get(() -> label.getControl().getText());
			return s.contains(text) ? s : null;
		});
	}

	static String name(String target) {
		return "threads.view " + target;
	}

	/** Waits until the timeline's rows ("name=STATE") satisfy {@code test}, and returns them. */
	@SuppressWarnings("unchecked")
	public List<String> waitForRows(Predicate<List<String>> test) {
		return timeline.waitState(() -> {
			List<String> rows = Ui.get(() -> (List<String>) timeline.getControl().getData(TimelineCanvas.ROWS));
			return rows != null && test.test(rows) ? rows : null;
		});
	}

	/**
	 * Waits until the timeline shows a sample taken after {@code after} (epoch ms; 0 for any), and returns that
	 * sample's time. The view refreshes only while it is on the screen, so this also says it is shown.
	 */
	public long waitForSampleAfter(long after) {
		return timeline.waitState(() -> {
			Long latest = Ui.get(() -> (Long) timeline.getControl().getData(TimelineCanvas.LATEST));
			return latest != null && latest > after ? latest : null;
		});
	}

	/** Types a name filter (regular expression) into the filter field. */
	public void filter(String regex) {
		Wrap<? extends Text> field = controls.lookup(Text.class, Ui.named("threads.regex")).wrap();
		Ui.get(() -> {
			field.getControl().setText(regex);
			return null;
		});
	}

	/** Chooses which threads the timeline shows ("All threads", "Virtual threads" ...). */
	public void shown(String label) {
		Wrap<? extends Combo> combo = controls.lookup(Combo.class, Ui.named("threads.shown")).wrap();
		Ui.get(() -> {
			Combo c = combo.getControl();
			c.select(c.indexOf(label));
			c.notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** Moves the mouse onto the timeline's header (off the explorer's tooltips, which would cover the view). */
	public void pointAtTimeline() {
		timeline.mouse().move(new org.jemmy.Point(5, 5));
	}

	/**
	 * From the name filter, presses Tab until the timeline has the keyboard focus.
	 */
	public void tabToTimeline() {
		Ui.tabTo(controls.lookup(Text.class, Ui.named("threads.regex")).wrap(), timeline.getControl(), false);
	}

	/** Presses {@code key} on the timeline, which has the focus ({@link #tabToTimeline}). */
	public void pressOnTimeline(KeyboardButtons key) {
		timeline.keyboard().pushKey(key);
	}

	/** What a screen reader reads of the timeline now: its chosen thread. */
	public String timelineChosen() {
		return Ui.get(() -> ((TimelineCanvas) timeline.getControl()).chosenText());
	}

	/** Clicks the timeline's row {@code index} (0 = first shown) with the mouse. */
	public void clickRow(int index) {
		timeline.mouse().click(1, new org.jemmy.Point(60, 18 + index * 16 + 8));
	}

	/** The paint time of the timeline's last paint, in nanoseconds (null before the first). */
	public Long lastPaintNanos() {
		return Ui.get(() -> (Long) timeline.getControl().getData(TimelineCanvas.PAINT_NANOS));
	}

	/** Asks the timeline to paint now, and waits until it has (GTK paints when the X server asks it to). */
	public void repaint() {
		Ui.get(() -> {
			paintNow(timeline.getControl());
			return null;
		});
	}

	/** UI thread: redraws {@code c} and runs the event loop until its paint listener has recorded a paint. */
	public static void paintNow(Canvas c) {
		Ui.paintNow(c, TimelineCanvas.PAINT_NANOS);
	}

	/** Waits until the text pane {@code name} ("threads.stack", "threads.deadlockStack") contains {@code text}. */
	public String waitForText(String name, String text) {
		Wrap<? extends Text> pane = controls.lookup(Text.class, Ui.named(name)).wrap();
		return pane.waitState(() -> {
			String s = Ui.get(() -> pane.getControl().getText());
			return s.contains(text) ? s : null;
		});
	}

	/** Waits until the red deadlock banner is shown and contains {@code text}, and returns it. */
	public String waitForBanner(String text) {
		Wrap<? extends Label> banner = controls.lookup(Label.class, Ui.named("threads.banner")).wrap();
		return banner.waitState(() -> {
			String s = Ui.get(() -> banner.getControl().isVisible() ? banner.getControl().getText() : "");
			return s.contains(text) ? s : null;
		});
	}

	/** Shows the tab {@code text} ("Timeline", "Deadlocks", "Pools"). */
	public void showTab(String text) {
		Wrap<? extends CTabFolder> tabs = controls.lookup(CTabFolder.class, Ui.named("threads.tabs")).wrap();
		Ui.get(() -> {
			CTabFolder f = tabs.getControl();
			for (int i = 0; i < f.getItemCount(); i++) {
				if (f.getItem(i).getText().equals(text)) {
					f.setSelection(i);
					return null;
				}
			}
			throw new IllegalStateException("no tab " + text);
		});
	}

	/** Waits until the waits-for graph has boxes, and returns them: node label → box on the canvas. */
	@SuppressWarnings("unchecked")
	public Map<String, Rectangle> waitForGraph() {
		Wrap<? extends Canvas> graph = controls.lookup(Canvas.class, Ui.named("threads.graph")).wrap();
		return graph.waitState(() -> {
			Map<String, Rectangle> boxes = Ui.get(() -> (Map<String, Rectangle>) graph.getControl().getData(BOXES));
			return boxes != null && !boxes.isEmpty() ? boxes : null;
		});
	}

	/**
	 * Waits until the Pools tab's chart has drawn {@code frames} frames with a series in them, and returns the last:
	 * a chart drawn on the screen, as a screenshot of it needs.
	 */
	public dyno.ui.charts.RenderedChart waitForPoolsFrames(int frames) {
		Wrap<? extends Canvas> pools = controls.lookup(Canvas.class, Ui.named("threads.pools")).wrap();
		return pools.waitState(() -> {
			dyno.ui.charts.RenderedChart r = Ui.get(() -> (dyno.ui.charts.RenderedChart) pools.getControl()
					.getData(dyno.ui.charts.ChartCanvas.RENDERED));
			return r != null && r.frame() >= frames && !r.series().isEmpty() ? r : null;
		});
	}

	/**
	 * From the deadlock stack's text, presses Shift+Tab until the waits-for graph (before it) has the keyboard focus.
	 */
	public void tabToGraph() {
		Ui.tabTo(controls.lookup(Text.class, Ui.named("threads.deadlockStack")).wrap(),
				controls.lookup(Canvas.class, Ui.named("threads.graph")).wrap().getControl(), true);
	}

	/** Presses {@code key} on the waits-for graph, which has the focus ({@link #tabToGraph}). */
	public void pressOnGraph(KeyboardButtons key) {
		controls.lookup(Canvas.class, Ui.named("threads.graph")).wrap().keyboard().pushKey(key);
	}

	/** What a screen reader reads of the waits-for graph now: its chosen node. */
	public String graphChosen() {
		Wrap<? extends Canvas> graph = controls.lookup(Canvas.class, Ui.named("threads.graph")).wrap();
		return Ui.get(() -> ((WaitsForCanvas) graph.getControl()).chosenText());
	}

	/** Clicks the middle of the graph node whose label contains {@code text}. */
	public void clickNode(String text) {
		Wrap<? extends Canvas> graph = controls.lookup(Canvas.class, Ui.named("threads.graph")).wrap();
		Rectangle box = waitForGraph().entrySet().stream().filter(e -> e.getKey().contains(text)).findFirst()
				.orElseThrow(() -> new AssertionError("no node " + text + " in " + waitForGraph().keySet())).getValue();
		graph.mouse().click(1, new org.jemmy.Point(box.x + box.width / 2, box.y + box.height / 2));
	}
}
