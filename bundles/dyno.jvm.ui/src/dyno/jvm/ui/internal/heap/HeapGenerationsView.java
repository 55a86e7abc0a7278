package dyno.jvm.ui.internal.heap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.LiveChartSettings;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.internal.StateText;
import dyno.jvm.ui.internal.ViewTitles;
import dyno.jvm.ui.internal.prefs.MonitoringPreferences;
import dyno.ui.DynoUi;
import dyno.ui.RecordingCommands;
import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.TimeSpanSelection;
import dyno.ui.charts.TimeWindow;

/**
 * Heap generations of one JVM, live: header with transport and state, the spaces drawn to scale, and strip
 * charts over time with GC events. One view per target (the secondary id encodes it); the connection comes
 * from {@link Connections}, so closing the view does not cut the explorer's connection, and the collected data
 * stays on screen when the JVM is lost. Samples arrive on sampler threads: the spaces are redrawn at most once
 * per UI turn, the charts at most {@link ChartCanvas#MAX_FRAMES_PER_SECOND} times a second off the UI thread.
 * A span dragged across the charts can be opened in Dyno's recording of the JVM (<i>Open this Range</i>).
 */
public final class HeapGenerationsView extends ViewPart {


	private Target target;
	private JvmConnection connection;
	private Duration interval = MonitoringPreferences.heapInterval();
	private volatile TimeWindow window = MonitoringPreferences.window();
	private HeapHeader header;
	private HeapControls controls;
	private SpacesCanvas spaces;
	private ChartCanvas chart;
	private TimeSpanSelection span;
	private boolean identified;
	private final AtomicBoolean spacesQueued = new AtomicBoolean();
	/** The spaces and header show the newest sample at most this often: once a second, as jconsole and VisualVM do. */
	private static final long SPACES_REFRESH_MILLIS = 1000;
	private volatile long spacesShown;
	/**
	 * False while another view covers this one. Ten views sampled ten times a second would otherwise wake the UI
	 * thread twenty times a second to find their spaces hidden.
	 */
	private volatile boolean shown = true;
	private final IPartListener2 visibility = new IPartListener2() {
		@Override
		public void partVisible(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == HeapGenerationsView.this) {
				shown = true;
				connection.history().latest().ifPresent(HeapGenerationsView.this::showSpaces);
			}
		}

		@Override
		public void partHidden(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == HeapGenerationsView.this) {
				shown = false;
			}
		}
	};
	private final JvmConnection.Listener listener = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State state) {
			onUi(HeapGenerationsView.this::showState);
			// A new state (lost, reconnected) is news, not one more sample: shown at once, not after the budget's wait.
			chart.renderSoon();
		}

		@Override
		public void sampled(JvmConnection c, GcSpaces sample) {
			chart.requestRender();
			// Sizes that change ten times a second cannot be read, and each repaint costs the UI thread.
			long now = System.currentTimeMillis();
			if (shown && now - spacesShown >= SPACES_REFRESH_MILLIS) {
				spacesShown = now;
				showSpaces(sample);
			}
		}
	};

	@Override
	public void init(IViewSite site, IMemento memento) throws PartInitException {
		super.init(site, memento);
		target = DynoJvmUi.target(site, "Heap Generations");
		LiveChartSettings settings = LiveChartSettings.restore(memento, new LiveChartSettings(interval, window));
		interval = settings.interval();
		window = settings.window();
		setPartName("Heap " + target.label());
	}

	@Override
	public void saveState(IMemento memento) {
		new LiveChartSettings(interval, window).save(memento);
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "heap.view " + target.label());
		GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(area);
		header = new HeapHeader(area, target, this::reconnect);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(header.control());
		controls = new HeapControls(area, this);
		SashForm body = new SashForm(area, SWT.HORIZONTAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		spaces = new SpacesCanvas(body);
		spaces.setData(DynoUi.WIDGET_NAME, "heap.spaces");
		chart = new ChartCanvas(body, SWT.NONE);
		chart.setData(DynoUi.WIDGET_NAME, "heap.chart");
		span = new TimeSpanSelection(chart, s -> controls.showSpanSelected(s != null));
		body.setWeights(28, 72);

		connection = Connections.get().open(target);
		HeapActions actions = new HeapActions(getSite().getShell(), connection);
		actions.fill(getViewSite().getActionBars().getToolBarManager());
		connection.setInterval(interval);
		connection.addListener(listener);
		getSite().getPage().addPartListener(visibility);
		chart.setSource((w, h) -> HeapChart.build(connection.history(), window, w, StateText.noSamples(connection)));
		chart.setTimeSpan(window.millis);
		controls.show(interval, window, connection.paused());
		spaces.show(connection.history().latest(), StateText.noSamples(connection));
		showState();
	}

	private void showSpaces(GcSpaces sample) {
		if (spacesQueued.compareAndSet(false, true)) {
			onUi(() -> {
				spacesQueued.set(false);
				if (spaces.isVisible()) {
					spaces.show(connection.history().latest(), StateText.noSamples(connection));
					showInfo(sample);
				}
			});
		}
	}

	private void showState() {
		header.showState(connection);
		spaces.show(connection.history().latest(), StateText.noSamples(connection));
		connection.history().latest().ifPresent(this::showInfo);
		if (connection.state() == JvmConnection.State.LIVE && !identified) {
			identified = true;
			identify();
		}
	}

	/** What the transport lacks and what the samples revealed (e.g. an eden counter that only moves at GCs). */
	private void showInfo(GcSpaces sample) {
		List<String> lines = new ArrayList<>(sample.gaps());
		lines.addAll(connection.history().notes());
		header.showInfo(lines);
	}

	/** Reads the JVM's identity once in the background, for the header and the tab. */
	private void identify() {
		ViewTitles.identify(connection, chart, info -> {
			String main = info.commandLine().isBlank() ? "?" : info.commandLine().split(" ", 2)[0];
			header.setTitle(target.label() + " — " + main + " (JDK " + info.javaVersion() + ")");
			setPartName(ViewTitles.of("Heap", target, info.displayName()));
		});
	}

	private void reconnect() {
		Connections.get().open(target);
	}

	void setInterval(Duration every) {
		interval = every;
		connection.setInterval(every);
		controls.show(interval, window, connection.paused());
	}

	void setWindow(TimeWindow shown) {
		window = shown;
		chart.setTimeSpan(shown.millis);
		chart.requestRender();
	}

	void setPaused(boolean pause) {
		connection.setPaused(pause);
		controls.show(interval, window, pause);
		header.showState(connection);
	}

	/** Opens the recording Dyno made of this JVM at the span selected on the chart. */
	void openRange() {
		TimeSpanSelection.Span s = span.span();
		if (s != null) {
			RecordingCommands.openRange(getSite().getShell(), target.label(), s.from(), s.to());
		}
	}

	void exportPng() {
		new ChartExport(getSite().getShell(), connection).png(chart.getSize(), window);
	}

	void exportCsv() {
		new ChartExport(getSite().getShell(), connection).csv(window);
	}

	private void onUi(Runnable r) {
		if (chart == null || chart.isDisposed()) {
			return;
		}
		Display d = chart.getDisplay();
		d.asyncExec(() -> {
			if (!chart.isDisposed()) {
				r.run();
			}
		});
	}

	@Override
	public void setFocus() {
		chart.setFocus();
	}

	@Override
	public void dispose() {
		if (connection != null) {
			connection.removeListener(listener);
		}
		getSite().getPage().removePartListener(visibility);
		super.dispose();
	}
}
