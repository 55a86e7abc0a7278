package dyno.load.ui.internal.dashboard;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.load.AggregateTable;
import dyno.load.LoadErrors;
import dyno.ui.DynoUi;
import dyno.ui.Icons;
import dyno.ui.ReadOnlyEditor;
import dyno.ui.RecordingCommands;
import dyno.ui.ReportSource;
import dyno.ui.StatusColour;
import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.TimeSpanSelection;

/**
 * The Load Dashboard of one run: state and warnings, the Aggregate Report, under it the failures by kind
 * (choosing one marks it on the timeline), and below them the run over time with the watched JVM on the same axis
 * beside the Aggregate Graph. A live run refreshes the numbers once a second and the charts at most
 * {@link ChartCanvas#MAX_FRAMES_PER_SECOND} times a second, snapshots taken off the UI thread; a finished run shows
 * its final numbers. A span dragged across the timeline opens in Dyno's recording of the watched JVM
 * (<i>Open this Range</i>).
 */
public final class LoadDashboard extends ReadOnlyEditor implements ReportSource {

	/** The table and state line show the newest numbers at most this often. */
	private static final long NUMBERS_REFRESH_MILLIS = 1000;
	private static final int MAX_WARNING_LINES = 4;
	private static final String STOPPING = "Stopping (JMeter's threads finish their current samples) — ";
	/** A timeline strip is unreadable below this (its title, its scale's ticks, a curve): the dashboard scrolls. */
	public static final int MIN_STRIP_HEIGHT = 40;
	/** The timeline's strips ({@link TimelineChart}): throughput, response time, errors, threads, heap, GC, threads. */
	public static final int TIMELINE_STRIPS = 7;
	/** The timeline's height besides its strips: the time axis, the gaps between strips, the chart's insets. */
	public static final int TIMELINE_CHROME = 100;
	/** The Aggregate Report is as tall as its rows up to this many (then it scrolls), the failures at least this. */
	public static final int MAX_REPORT_ROWS = 12, MIN_ERROR_ROWS = 3;
	/** Narrower than this the dashboard scrolls sideways: the header's buttons, the graph beside the timeline. */
	private static final int MIN_WIDTH = 640;

	private RunData run;
	private volatile AggregateTable latest;
	private volatile List<LoadErrors.Failure> failures = List.of();
	private volatile List<String> warnings = List.of();
	private volatile ReportColumns.Column graphColumn;
	private volatile long numbersShown;
	private final AtomicBoolean numbersQueued = new AtomicBoolean();
	private Label state;
	private Text warningText;
	private Button stop;
	/** The user pressed Stop; the run has not ended yet. UI thread. */
	private boolean stopping;
	private Combo column;
	private ScrolledComposite scroll;
	private Composite area;
	private SashForm body;
	private PaneMinimums minimums;
	private ReportTable report;
	private ErrorsTable errors;
	private ChartCanvas graph;
	private ChartCanvas timeline;
	private TimeSpanSelection span;
	private Button openRange;
	private final Runnable update = this::updated;

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof DashboardInput d)) {
			throw new PartInitException("The Load Dashboard opens load runs, not " + input.getName());
		}
		setSite(site);
		setInput(input);
		run = d.run();
		setPartName(run.name());
	}

	@Override
	public void createPartControl(Composite parent) {
		// Beside the views, or in a small window, the panes keep a readable height and the dashboard scrolls.
		scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
		scroll.setExpandHorizontal(true);
		scroll.setExpandVertical(true);
		area = new Composite(scroll, SWT.NONE);
		scroll.setContent(area);
		area.setData(DynoUi.WIDGET_NAME, "load.dashboard " + run.name());
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(area);
		header(area);
		// Warnings scroll beyond a few lines: the report and the charts keep the room.
		warningText = new Text(area, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL);
		warningText.setData(DynoUi.WIDGET_NAME, "load.warnings");
		StatusColour.ERROR.applyTo(warningText);
		warningText.setBackground(area.getBackground());
		GridDataFactory.fillDefaults().grab(true, false).hint(300, 0).applyTo(warningText);

		// The report needs the full width for JMeter's 13 columns; the graph sits beside the timeline.
		body = new SashForm(area, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		report = new ReportTable(body);
		errors = new ErrorsTable(body, run, () -> timeline.renderSoon());
		SashForm charts = new SashForm(body, SWT.HORIZONTAL);
		timeline = new ChartCanvas(charts, SWT.NONE);
		timeline.setData(DynoUi.WIDGET_NAME, "load.timeline");
		span = new TimeSpanSelection(timeline, s -> openRange.setEnabled(s != null));
		graphArea(charts);
		charts.setWeights(70, 30);
		body.setWeights(24, 20, 56);
		minimums = PaneMinimums.keep(body, report::minimumHeight, errors::minimumHeight,
				() -> TIMELINE_STRIPS * MIN_STRIP_HEIGHT + TIMELINE_CHROME);

		latest = run.table();
		warnings = run.warnings();
		failures = run.errors().failures();
		timeline.setSource((w, h) -> TimelineChart.build(run, latest, w, errors.focus()));
		graph.setSource((w, h) -> AggregateGraph.build(latest, graphColumn));
		// Listen before showing the state: a run that ends meanwhile still delivers its final update.
		run.onUpdate(update);
		showNumbers();
		fitScrolledSize();
	}

	private void header(Composite area) {
		Composite header = new Composite(area, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(header);
		GridLayoutFactory.fillDefaults().numColumns(4).applyTo(header);
		state = new Label(header, SWT.NONE);
		state.setData(DynoUi.WIDGET_NAME, "load.state");
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(state);
		stop = new Button(header, SWT.PUSH);
		stop.setText("Stop");
		stop.setImage(Icons.image(LoadDashboard.class, "stop-run"));
		stop.setToolTipText("Stops the run gracefully: JMeter's threads finish their samples, then JMeter ends.");
		stop.setData(DynoUi.WIDGET_NAME, "load.stop");
		stop.addListener(SWT.Selection, e -> {
			stopping = true;
			stop.setEnabled(false);
			state.setText(STOPPING + run.state());
			run.stop();
		});
		Button compare = new Button(header, SWT.PUSH);
		compare.setText("Compare with…");
		compare.setImage(Icons.image(LoadDashboard.class, "compare"));
		compare.setToolTipText("Compares this run's Aggregate Report with another saved run's (the other is the baseline).");
		compare.setData(DynoUi.WIDGET_NAME, "load.compare");
		compare.addListener(SWT.Selection, e -> CompareRuns.choose(getSite().getShell(), run));
		openRange = new Button(header, SWT.PUSH);
		openRange.setText("Open this Range");
		openRange.setImage(Icons.image(LoadDashboard.class, "open-range"));
		openRange.setToolTipText("Opens Dyno's recording of the watched JVM at the span dragged across the timeline "
				+ "(a double-click on the timeline clears the span)");
		openRange.setData(DynoUi.WIDGET_NAME, "load.openRange");
		openRange.setEnabled(false);
		openRange.addListener(SWT.Selection, e -> openRange());
	}

	/** Opens the recording Dyno made of the watched JVM at the span selected on the timeline. */
	private void openRange() {
		TimeSpanSelection.Span s = span.span();
		if (s == null) {
			return;
		}
		Optional<JvmCurves> jvm = run.watched();
		if (jvm.isEmpty()) {
			MessageDialog.openInformation(getSite().getShell(), "Open this Range",
					"This run watched no JVM: there is no recording to open.");
			return;
		}
		RecordingCommands.openRange(getSite().getShell(), jvm.get().label(), s.from(), s.to());
	}

	private void graphArea(Composite parent) {
		Composite g = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).spacing(4, 2).applyTo(g);
		new Label(g, SWT.NONE).setText("Aggregate Graph of");
		column = new Combo(g, SWT.READ_ONLY);
		column.setData(DynoUi.WIDGET_NAME, "load.graphColumn");
		column.addListener(SWT.Selection, e -> {
			graphColumn = graphColumns().get(column.getSelectionIndex());
			graph.requestRender();
		});
		graph = new ChartCanvas(g, SWT.NONE);
		graph.setData(DynoUi.WIDGET_NAME, "load.graph");
		GridDataFactory.fillDefaults().grab(true, true).span(2, 1).applyTo(graph);
	}

	private List<ReportColumns.Column> graphColumns() {
		return ReportColumns.of(latest).stream().filter(ReportColumns.Column::graphable).toList();
	}

	/** New samples (a background thread): charts at their own pace, numbers at most once a second and at the end. */
	private void updated() {
		timeline.requestRender();
		errors.runUpdated();
		long now = System.currentTimeMillis();
		// The update after the run ended always gets through: the final numbers must not wait behind a queued one.
		boolean last = !run.running();
		if (last || now - numbersShown >= NUMBERS_REFRESH_MILLIS && numbersQueued.compareAndSet(false, true)) {
			numbersShown = now;
			latest = run.table();
			warnings = run.warnings();
			failures = run.errors().failures();
			graph.requestRender();
			if (!timeline.isDisposed()) {
				timeline.getDisplay().asyncExec(() -> {
					numbersQueued.set(false);
					if (!state.isDisposed()) {
						showNumbers();
					}
				});
			}
		}
	}

	/** UI thread. */
	private void showNumbers() {
		AggregateTable t = latest;
		int reportHeight = report.minimumHeight();
		report.show(t);
		if (report.minimumHeight() != reportHeight) { // a label more: the report grows to show it
			fitScrolledSize();
		}
		errors.show(failures, t.total().firstStart());
		List<ReportColumns.Column> choices = graphColumns();
		if (column.getItemCount() != choices.size()) {
			column.setItems(choices.stream().map(ReportColumns.Column::title).toArray(String[]::new));
			column.select(0);
			graphColumn = choices.get(0);
		}
		state.setText((stopping && run.running() ? STOPPING : "") + run.state());
		state.setToolTipText(state.getText());
		stop.setEnabled(run.running() && !stopping);
		String text = String.join("\n", warnings);
		if (!text.equals(warningText.getText())) {
			warningText.setText(text);
			GridData layout = (GridData) warningText.getLayoutData();
			int width = Math.max(300, warningText.getParent().getClientArea().width - 10);
			layout.heightHint = text.isEmpty() ? 0
					: Math.min(MAX_WARNING_LINES * warningText.getLineHeight(), warningText.computeSize(width, SWT.DEFAULT).y);
			layout.exclude = text.isEmpty();
			warningText.setVisible(!text.isEmpty());
			warningText.getParent().layout(true, true);
			fitScrolledSize();
		}
	}

	/** The scrolled content's least size: the header and warnings, and each pane of the body at its minimum. UI thread. */
	private void fitScrolledSize() {
		GridData d = (GridData) body.getLayoutData();
		d.heightHint = minimums.total();
		d.minimumHeight = d.heightHint;
		scroll.setMinSize(MIN_WIDTH, area.computeSize(MIN_WIDTH, SWT.DEFAULT).y);
		area.layout(true, true);
		minimums.apply();
	}

	@Override
	public void setFocus() {
		report.control().setFocus();
	}

	/**
	 * File > Export Report...: the whole run as {@code dyno report <run-folder>} writes it (Aggregate Report, APDEX,
	 * top errors, the run over time, the watched JVM), read from the run's folder in the export's job.
	 */
	@Override
	public Result currentResult() {
		return new RunReport(run.dir(), null);
	}

	@Override
	public Arguments currentArguments() {
		return new RunReport(run.dir(), null).arguments();
	}

	@Override
	public String reportName() {
		return getPartName();
	}

	@Override
	public void dispose() {
		if (run != null) {
			run.removeUpdate(update);
		}
		super.dispose();
	}
}
