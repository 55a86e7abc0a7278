package dyno.profile.ui.internal.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dyno.profile.FlameDiff;
import dyno.profile.FlameGraph;
import dyno.profile.FlameLayout;
import dyno.profile.FrameFilter;
import dyno.profile.JfrFile;
import dyno.profile.RecordingStore;
import dyno.profile.TimeRange;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;

/**
 * Flame Graph: the recording's CPU samples, allocations (all, in new TLABs, outside TLABs) or lock waits as a
 * {@link FlameCanvas}, with the Execution Time page's frame filter, the profiler's own work shown or hidden,
 * colours by package or kind, flame or icicle orientation, a search that highlights the matching frames and says
 * their share, and click to zoom (a click on the root, or Reset Zoom, zooms out). <i>Compare with…</i> takes a base recording: the graph then shows what
 * grew (red) and shrank (blue) since it, beside a table of the methods' changes (where the methods that are gone
 * show, as the graph is as wide as now). The graphs are built and laid out in jobs; the canvas draws off the UI
 * thread too.
 */
final class FlameGraphPage {

	/** Frames narrower than this share are not laid out: a 5,000-pixel-wide graph would draw them under a pixel. */
	static final double NARROWEST = 1.0 / 10_000;

	/** The event choices in the combo's order, with their labels. */
	private static final List<FlameGraph.Events> EVENTS = List.of(FlameGraph.Events.CPU, FlameGraph.Events.ALLOC,
			FlameGraph.Events.ALLOC_IN_TLAB, FlameGraph.Events.ALLOC_OUTSIDE_TLAB, FlameGraph.Events.LOCK);
	private static final String[] EVENT_LABELS = { "CPU samples", "Allocation (all bytes)",
			"Allocation in new TLABs", "Allocation outside TLABs", "Lock waits" };

	private Combo events;
	private Combo colours;
	private Button icicle;
	private Text filter;
	private Button hideOwn;
	private Text search;
	private Label matched;
	private Label summary;
	private Button stopComparing;
	private SashForm sides;
	private ScrolledComposite scroller;
	private RowTable<FlameDiff.Change> changes;
	private FlameCanvas canvas;
	private JfrFile recording;
	/** Why the graph shown is empty; null when it is not. */
	private String whyEmpty;
	private Path baseFile;
	/** The graph (or comparison) shown, and the path of the frame zoomed into (empty: none). */
	private FlameGraph graph;
	private FlameDiff diff;
	private List<String> focus = List.of();

	Control create(Composite parent) {
		Composite page = Pages.area(parent, "flame.page", 1);
		Composite bar = new Composite(page, SWT.NONE);
		// A row that wraps: the page is usable in an editor half a screen wide.
		RowLayout wrapping = new RowLayout();
		wrapping.center = true;
		wrapping.marginLeft = wrapping.marginRight = wrapping.marginTop = wrapping.marginBottom = 0;
		bar.setLayout(wrapping);
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(bar);
		new Label(bar, SWT.NONE).setText("Events:");
		events = new Combo(bar, SWT.READ_ONLY);
		events.setData(DynoUi.WIDGET_NAME, "flame.events");
		events.setItems(EVENT_LABELS);
		events.select(0);
		events.addListener(SWT.Selection, e -> rebuild());
		new Label(bar, SWT.NONE).setText("Colour by:");
		colours = new Combo(bar, SWT.READ_ONLY);
		colours.setData(DynoUi.WIDGET_NAME, "flame.colours");
		colours.setItems("Package", "Kind");
		colours.setToolTipText("Package: a colour per package. Kind: orange the JDK's code, blue generated code "
				+ "(lambdas, proxies, reflection), green the application's");
		colours.select(0);
		colours.addListener(SWT.Selection, e -> restyle());
		icicle = new Button(bar, SWT.CHECK);
		icicle.setData(DynoUi.WIDGET_NAME, "flame.icicle");
		icicle.setText("Icicle");
		icicle.setToolTipText("The root at the top and the callees hanging below it (off: a flame, the root at the bottom)");
		icicle.addListener(SWT.Selection, e -> restyle());
		filter = Pages.frameFilter(bar, "flame.filter", this::rebuild);
		filter.setLayoutData(new RowData(220, SWT.DEFAULT));
		hideOwn = new Button(bar, SWT.CHECK);
		hideOwn.setData(DynoUi.WIDGET_NAME, "flame.hideOwn");
		hideOwn.setText("Hide profiler's own work");
		hideOwn.setToolTipText("Leave out JFR's own threads and code and the JMX connection's work: what recording "
				+ "costs, most of an idle JVM's samples");
		hideOwn.addListener(SWT.Selection, e -> rebuild());
		// The label and its field in one cell: the wrapping row must not part them.
		Composite searching = new Composite(bar, SWT.NONE);
		RowLayout together = new RowLayout();
		together.center = true;
		together.wrap = false;
		together.marginLeft = together.marginRight = together.marginTop = together.marginBottom = 0;
		searching.setLayout(together);
		new Label(searching, SWT.NONE).setText("Search:");
		search = new Text(searching, SWT.BORDER | SWT.SEARCH);
		search.setData(DynoUi.WIDGET_NAME, "flame.search");
		search.setMessage("part of a frame's name");
		search.addListener(SWT.Modify, e -> restyle());
		search.setLayoutData(new RowData(160, SWT.DEFAULT));
		matched = new Label(bar, SWT.NONE);
		matched.setData(DynoUi.WIDGET_NAME, "flame.matched");
		matched.setLayoutData(new RowData(110, SWT.DEFAULT));
		Button reset = new Button(bar, SWT.PUSH);
		reset.setText("Reset Zoom");
		reset.addListener(SWT.Selection, e -> zoom(List.of()));
		Button compare = new Button(bar, SWT.PUSH);
		compare.setData(DynoUi.WIDGET_NAME, "flame.compare");
		compare.setText("Compare with…");
		compare.setToolTipText("Pick a base recording: the graph then shows what grew (red) and shrank (blue) since it");
		compare.addListener(SWT.Selection, e -> chooseBase());
		stopComparing = new Button(bar, SWT.PUSH);
		stopComparing.setText("Stop Comparing");
		stopComparing.setEnabled(false);
		stopComparing.addListener(SWT.Selection, e -> compareWith(null));
		summary = Pages.line(page, "flame.summary");

		sides = new SashForm(page, SWT.HORIZONTAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(sides);
		scroller = new ScrolledComposite(sides, SWT.V_SCROLL);
		canvas = new FlameCanvas(scroller);
		canvas.setData(DynoUi.WIDGET_NAME, "flame.canvas");
		canvas.onClick(f -> zoom(f.parent() == null ? List.of() : f.path()));
		scroller.setContent(canvas);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		changes = new RowTable<>(sides, "flame.changes", FlameDiff.Change.class)
				.number("Change", 60, c -> String.format(Locale.ROOT, "%+.1f", c.change()), Comparator.comparingDouble(FlameDiff.Change::change))
				.text("Method", 250, FlameDiff.Change::method)
				.number("Base %", 60, c -> Format.percent(c.baseSelfPercent()), Comparator.comparingDouble(FlameDiff.Change::baseSelfPercent))
				.number("Now %", 60, c -> Format.percent(c.afterSelfPercent()), Comparator.comparingDouble(FlameDiff.Change::afterSelfPercent));
		changes.control().setToolTipText("The self share of each method before and now, in percent; the change in "
				+ "percentage points (a method that is gone shows here only: the graph is as wide as now)");
		sides.setWeights(65, 35);
		sides.setMaximizedControl(scroller);
		return page;
	}

	/** Shows {@code file}'s graph of the chosen events. */
	void show(JfrFile file) {
		recording = file;
		rebuild();
	}

	/** Compares the recording with {@code base} (null: stops comparing). UI thread. */
	void compareWith(Path base) {
		baseFile = base;
		stopComparing.setEnabled(base != null);
		rebuild();
	}

	private void chooseBase() {
		FileDialog dialog = new FileDialog(canvas.getShell(), SWT.OPEN);
		dialog.setText("Compare with a Base Recording");
		dialog.setFilterExtensions(new String[] { "*" + RecordingStore.EXTENSION, "*" });
		Path store = RecordingStore.defaultStore().root();
		if (Files.isDirectory(store)) {
			dialog.setFilterPath(store.toString());
		}
		String chosen = dialog.open();
		if (chosen != null) {
			compareWith(Path.of(chosen));
		}
	}

	/** Builds the graph (and the base's) in a job: after a new choice of events, filter or base. */
	private void rebuild() {
		if (recording == null) {
			return;
		}
		FrameFilter frames;
		try {
			frames = FrameFilter.parse(filter.getText());
		} catch (IllegalArgumentException e) {
			summary.setText("Filter not applied: " + e.getMessage());
			return;
		}
		FlameGraph.Events chosen = EVENTS.get(Math.max(0, events.getSelectionIndex()));
		FlameGraph.Own own = hideOwn.getSelection() ? FlameGraph.Own.HIDE : FlameGraph.Own.SHOW;
		JfrFile file = recording;
		Path base = baseFile;
		summary.setText("Building the flame graph…");
		BackgroundJob.start(canvas.getShell(), "Building the flame graph of " + file.path().getFileName(), m -> {
			FlameGraph after = FlameGraph.of(file, chosen, TimeRange.ALL, frames, own);
			FlameDiff d = base == null ? null
					: new FlameDiff(FlameGraph.of(JfrFile.load(base), chosen, TimeRange.ALL, frames, own), after);
			return new Built(after, d, FlameGraph.whyEmpty(file, after));
		}, built -> {
			if (canvas.isDisposed()) {
				return;
			}
			graph = built.graph();
			diff = built.diff();
			whyEmpty = built.whyEmpty();
			zoom(focus);
		});
	}

	/**
	 * What a build job made: the graph, the comparison with the base (null without) and why the graph is empty (null
	 * when it is not; it may read the whole recording, so not on the UI thread).
	 */
	private record Built(FlameGraph graph, FlameDiff diff, String whyEmpty) {
	}

	/** Lays the graph out zoomed into the frame at {@code path} in a job, then draws it. */
	private void zoom(List<String> path) {
		if (graph == null) {
			return;
		}
		FlameGraph g = graph;
		FlameDiff d = diff;
		BackgroundJob.start(canvas.getShell(), "Laying out the flame graph",
				m -> d == null ? FlameLayout.of(g, path, NARROWEST) : FlameLayout.of(d, path, NARROWEST), layout -> {
					if (canvas.isDisposed()) {
						return;
					}
					focus = layout.focus() == null ? List.of() : layout.focus().path();
					scroller.setMinHeight(FlameCanvas.heightOf(layout));
					canvas.show(layout, style());
					describe(layout);
					changes.setRows(layout.diff() == null ? List.of() : layout.diff().changes());
					sides.setMaximizedControl(layout.diff() == null ? scroller : null);
					showMatched(layout);
				});
	}

	private FlameCanvas.Style style() {
		return new FlameCanvas.Style(colours.getSelectionIndex() == 1 ? FlameLayout.Colouring.KIND
				: FlameLayout.Colouring.PACKAGE, icicle.getSelection(), search.getText().strip());
	}

	/** A new colouring, orientation or search: the same layout drawn anew. */
	private void restyle() {
		FlameLayout layout = canvas.flameLayout();
		if (layout != null) {
			canvas.show(layout, style());
			showMatched(layout);
		}
	}

	private void showMatched(FlameLayout layout) {
		String text = search.getText().strip();
		matched.setText(text.isEmpty() ? ""
				: String.format(Locale.ROOT, "matched: %.1f %%", layout.matchedPercent(text)));
	}

	private void describe(FlameLayout layout) {
		FlameGraph g = layout.graph();
		StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%s: %s %s",
				EVENT_LABELS[EVENTS.indexOf(g.events())], Format.count(g.total()), g.events().unit()));
		if (!g.range().isAll()) {
			b.append(" in ").append(g.range());
		}
		if (!g.filter().isNone()) {
			b.append(" (filter ").append(g.filter()).append(')');
		}
		if (whyEmpty != null) {
			b.append(": ").append(whyEmpty);
		} else if (g.ownWork() != null) {
			b.append("; ").append(g.ownWork());
		}
		if (layout.diff() != null) {
			b.append("; compared with ").append(baseFile.getFileName())
					.append(": red grew and blue shrank (the change of each frame's self share)");
		}
		if (layout.focus() != null && layout.focus().parent() != null) {
			b.append("; zoomed into ").append(layout.focus().method()).append(" (click the root to zoom out)");
		}
		summary.setText(b.toString());
		summary.getParent().layout();
	}
}
