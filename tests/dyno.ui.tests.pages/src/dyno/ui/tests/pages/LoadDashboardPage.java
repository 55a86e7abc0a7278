package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PlatformUI;
import org.jemmy.TimeoutExpiredException;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.lookup.LookupCriteria;

import dyno.samples.Waits;
import dyno.ui.DynoUi;
import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.RenderedChart;

/**
 * The Load Dashboard of a run: state line, warnings, the Aggregate Report table (cells as shown, TOTAL last), the
 * Aggregate Graph and the timeline with the watched JVM.
 */
public final class LoadDashboardPage {

	private static final String PREFIX = "load.dashboard ";

	private final DynoWindow window;
	/** The run whose dashboard this is. */
	private final String run;
	/** Its dashboard's area as last found; found again once disposed (a run that ends may reopen its editor). */
	private Wrap<? extends Composite> area;

	/** The dashboard on screen. */
	LoadDashboardPage(DynoWindow window) {
		this.window = window;
		this.area = find(window, null);
		this.run = Ui.get(() -> ((String) area.getControl().getData(DynoUi.WIDGET_NAME)).substring(PREFIX.length()));
	}

	private Wrap<? extends Composite> area() {
		if (Ui.get(() -> area.getControl().isDisposed())) {
			area = find(window, run);
		}
		return area;
	}

	/** The dashboard of {@code run} (any when null) on screen: a closed one's widgets may linger, hidden. */
	private static Wrap<? extends Composite> find(DynoWindow window, String run) {
		return window.controls().lookup(Composite.class, new LookupCriteria<Composite>() {
			@Override
			public boolean check(Composite c) {
				return Ui.get(() -> !c.isDisposed() && c.getData(DynoUi.WIDGET_NAME) instanceof String s
						&& (run == null ? s.startsWith(PREFIX) : s.equals(PREFIX + run)) && c.isVisible());
			}

			@Override
			public String toString() {
				return run == null ? "a Load Dashboard" : "the Load Dashboard of " + run;
			}
		}).wrap();
	}

	@SuppressWarnings("unchecked")
	private Parent<Control> controls() {
		return area().as(Parent.class, Control.class);
	}

	/** The run's name, as in the editor's tab. */
	public String run() {
		return run;
	}

	public String state() {
		return label("load.state");
	}

	/** The warnings shown above the report, one per line. */
	public String warnings() {
		Wrap<? extends Text> t = controls().lookup(Text.class, Ui.named("load.warnings")).wrap();
		return Ui.get(() -> t.getControl().getText());
	}


	/** Waits until the state line contains {@code text}, and returns it. */
	public String waitForState(String text) {
		return area().waitState(() -> state().contains(text) ? state() : null);
	}

	/** The column titles of the Aggregate Report. */
	public List<String> columns() {
		Wrap<? extends Table> t = controls().lookup(Table.class, Ui.named("load.report")).wrap();
		return Ui.get(() -> {
			List<String> out = new ArrayList<>();
			for (var c : t.getControl().getColumns()) {
				out.add(c.getText());
			}
			return out;
		});
	}

	/** The report's rows as shown, each the texts of its cells. */
	public List<List<String>> rows() {
		return rowsOf("load.report");
	}

	/** Waits until the report's rows satisfy {@code test}, and returns them. */
	public List<List<String>> waitForRows(Predicate<List<List<String>>> test) {
		return waitForRowsOf("load.report", test);
	}

	/** The Errors table's rows as shown (label, response code, message, failures, % of errors, first and last seen). */
	public List<List<String>> errorRows() {
		return rowsOf("load.errors");
	}

	/** Waits until the Errors table's rows satisfy {@code test}, and returns them. */
	public List<List<String>> waitForErrorRows(Predicate<List<List<String>>> test) {
		return waitForRowsOf("load.errors", test);
	}

	private List<List<String>> rowsOf(String table) {
		Wrap<? extends Table> t = controls().lookup(Table.class, Ui.named(table)).wrap();
		return Ui.get(() -> Tables.rows(t.getControl()));
	}

	private List<List<String>> waitForRowsOf(String table, Predicate<List<List<String>>> test) {
		return area().waitState(() -> {
			List<List<String>> r = rowsOf(table);
			return test.test(r) ? r : null;
		});
	}

	/** The line above the Errors table ("No failed samples", how many kinds, which one the timeline marks). */
	public String errorsSummary() {
		return label("load.errors.summary");
	}

	/** Waits until the line above the Errors table contains {@code text}, and returns it. */
	public String waitForErrorsSummary(String text) {
		return area().waitState(() -> errorsSummary().contains(text) ? errorsSummary() : null);
	}

	/** Chooses the first row of the Errors table that satisfies {@code row}, as a click on it does; returns its cells. */
	public List<String> chooseError(Predicate<List<String>> row) {
		Wrap<? extends Table> t = controls().lookup(Table.class, Ui.named("load.errors")).wrap();
		return t.waitState(() -> Ui.get(() -> {
			Table table = t.getControl();
			List<List<String>> rows = Tables.rows(table);
			for (int i = 0; i < rows.size(); i++) {
				if (row.test(rows.get(i))) {
					table.setSelection(i);
					org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
					e.item = table.getItem(i);
					table.notifyListeners(org.eclipse.swt.SWT.Selection, e);
					return rows.get(i);
				}
			}
			return null;
		}));
	}

	/** The index of the chosen row of the Errors table, -1 for none. */
	public int chosenError() {
		Wrap<? extends Table> t = controls().lookup(Table.class, Ui.named("load.errors")).wrap();
		return Ui.get(() -> t.getControl().getSelectionIndex());
	}

	/** Sorts the report by the column with this title, as a click on its header does. */
	public void sortBy(String column) {
		Wrap<? extends Table> t = controls().lookup(Table.class, Ui.named("load.report")).wrap();
		Ui.get(() -> {
			for (var c : t.getControl().getColumns()) {
				if (c.getText().equals(column)) {
					c.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
					return null;
				}
			}
			throw new AssertionError("no column " + column);
		});
	}

	/** Waits until the chart named {@code canvas} ("load.graph", "load.timeline") drew a frame satisfying {@code test}. */
	public RenderedChart waitForChart(String canvas, Predicate<RenderedChart> test) {
		Wrap<? extends Canvas> chart = controls().lookup(Canvas.class, Ui.named(canvas)).wrap();
		try {
			return chart.waitState(() -> {
				RenderedChart r = rendered(chart);
				return r != null && test.test(r) ? r : null;
			});
		} catch (TimeoutExpiredException e) {
			throw new AssertionError(canvas + " did not draw what was expected; it shows " + rendered(chart) + " at "
					+ Ui.get(() -> chart.getControl().getSize()), e);
		}
	}

	private static RenderedChart rendered(Wrap<? extends Canvas> chart) {
		return Ui.get(() -> (RenderedChart) chart.getControl().getData(ChartCanvas.RENDERED));
	}

	/** The heights of the timeline's strips in its frame shown now, top to bottom (empty before its first frame). */
	public int[] stripHeights() {
		Wrap<? extends Canvas> chart = controls().lookup(Canvas.class, Ui.named("load.timeline")).wrap();
		return Ui.get(() -> ((ChartCanvas) chart.getControl()).stripHeights());
	}

	/** The height of the control named {@code name} ("load.timeline", "load.errors"), as laid out now. */
	public int height(String name) {
		Wrap<? extends Control> c = controls().lookup(Control.class, Ui.named(name)).wrap();
		return Ui.get(() -> c.getControl().getSize().y);
	}

	/**
	 * How many rows of the table named {@code name} ("load.report") are wholly in its visible client area, scrolled to
	 * its top: the ones a reader sees without scrolling it.
	 */
	public int rowsShown(String name) {
		Wrap<? extends Control> c = controls().lookup(Control.class, Ui.named(name)).wrap();
		return Ui.get(() -> {
			org.eclipse.swt.widgets.Table table = (org.eclipse.swt.widgets.Table) c.getControl();
			table.setTopIndex(0);
			org.eclipse.swt.graphics.Rectangle client = table.getClientArea();
			org.eclipse.swt.widgets.ScrollBar bar = table.getHorizontalBar();
			int bottom = client.y + client.height - (bar != null && bar.isVisible() ? bar.getSize().y : 0);
			int shown = 0;
			for (int i = 0; i < table.getItemCount(); i++) {
				if (table.getItem(i).getBounds().y + table.getItem(i).getBounds().height <= bottom) {
					shown++;
				}
			}
			return shown;
		});
	}

	/** Waits until both charts show a frame drawn at the canvas's present size (after a resize). */
	public void waitUntilDrawnToSize() {
		for (String name : List.of("load.graph", "load.timeline")) {
			Wrap<? extends Canvas> chart = controls().lookup(Canvas.class, Ui.named(name)).wrap();
			chart.waitState(() -> Ui.get(() -> {
				ChartCanvas c = (ChartCanvas) chart.getControl();
				var image = c.imageData();
				return image != null && image.width == c.getSize().x && image.height == c.getSize().y ? Boolean.TRUE : null;
			}));
		}
	}

	/** Chooses the Aggregate Graph's column ("Average", "Max", "90% Line" …), as the user does in its list. */
	public void chooseGraphColumn(String column) {
		Wrap<? extends Combo> combo = controls().lookup(Combo.class, Ui.named("load.graphColumn")).wrap();
		Ui.get(() -> {
			Combo c = combo.getControl();
			c.select(c.indexOf(column));
			c.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
			return null;
		});
	}

	/** Moves the mouse onto the timeline's corner, where nothing has a tooltip that would cover a screenshot. */
	public void pointAtTimeline() {
		controls().lookup(Canvas.class, Ui.named("load.timeline")).wrap().mouse().move(new org.jemmy.Point(5, 5));
	}

	/** Clicks the button named {@code name} ("load.stop", "load.compare", "load.errors.all") with the mouse. */
	public void click(String name) {
		controls().lookup(Button.class, Ui.named(name)).wrap().mouse().click();
	}

	/** Whether the Stop button can be pressed (only while the run goes on). */
	public boolean stopEnabled() {
		Wrap<? extends Button> b = controls().lookup(Button.class, Ui.named("load.stop")).wrap();
		return Ui.get(() -> b.getControl().isEnabled());
	}

	/**
	 * Fails unless the dashboard stays the window's active part, shown, while {@code during} runs (what the test does
	 * and waits for, so the span watched ends with an event, not after a time): a part that comes to the front over it
	 * (the Console did at each start and stop of a run) is named.
	 */
	public void assertStaysInFrontWhile(During during) throws Exception {
		assertInFront();
		// Every part brought to the front meanwhile is recorded as it happens (a poll would miss one that came and
		// went between two looks).
		List<String> cameOver = java.util.Collections.synchronizedList(new ArrayList<>());
		org.eclipse.ui.IPartListener2 listener = new org.eclipse.ui.IPartListener2() {
			@Override
			public void partActivated(org.eclipse.ui.IWorkbenchPartReference ref) {
				if (!ref.getPartName().equals(run)) {
					cameOver.add(ref.getPartName() + " was activated");
				}
			}

			@Override
			public void partHidden(org.eclipse.ui.IWorkbenchPartReference ref) {
				if (ref.getPartName().equals(run)) {
					cameOver.add("the dashboard was hidden");
				}
			}
		};
		IWorkbenchPage page = Ui.get(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
		Ui.get(() -> {
			page.addPartListener(listener);
			return null;
		});
		try {
			during.run();
		} finally {
			Ui.get(() -> {
				page.removePartListener(listener);
				return null;
			});
		}
		if (!cameOver.isEmpty()) {
			throw new AssertionError("the Load Dashboard of " + run + " must stay in front: " + cameOver);
		}
		assertInFront();
	}

	/** What a test does while {@link #assertStaysInFrontWhile} watches the dashboard. */
	@FunctionalInterface
	public interface During {
		void run() throws Exception;
	}

	private void assertInFront() {
		String front = Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			IWorkbenchPart active = page.getActivePart();
			for (IEditorReference e : page.getEditorReferences()) {
				if (e.getPartName().equals(run)) {
					IWorkbenchPart dashboard = e.getPart(false);
					return dashboard != null && dashboard == active && page.isPartVisible(dashboard) ? null
							: (active == null ? "no part" : active.getTitle()) + " is in front (dashboard visible: "
									+ (dashboard != null && page.isPartVisible(dashboard)) + ")";
				}
			}
			return "no dashboard of " + run;
		});
		if (front != null) {
			throw new AssertionError("the Load Dashboard of " + run + " must stay in front: " + front);
		}
	}

	/** Maximizes the dashboard in the window (or restores it), as a double-click on its tab does. */
	public void maximize(boolean maximized) {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (IEditorReference e : page.getEditorReferences()) {
				if (e.getPartName().equals(run())) {
					page.setPartState(e, maximized ? IWorkbenchPage.STATE_MAXIMIZED : IWorkbenchPage.STATE_RESTORED);
				}
			}
			return null;
		});
	}

	/** Closes the dashboard, so that later tests find only their own. */
	public void close() throws InterruptedException {
		Wrap<? extends Composite> closed = area();
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			for (IEditorReference e : page.getEditorReferences()) {
				if (e.getPartName().equals(run)) {
					page.closeEditors(new IEditorReference[] { e }, false);
				}
			}
			return null;
		});
		// Its widgets may outlive the close for a moment: the next dashboard looked up must not be this one.
		Waits.until("the dashboard of " + run + " is gone (its widgets disposed)",
				() -> Ui.get(() -> closed.getControl().isDisposed()));
	}

	private String label(String name) {
		Wrap<? extends Label> l = controls().lookup(Label.class, Ui.named(name)).wrap();
		return Ui.get(() -> l.getControl().getText());
	}
}
