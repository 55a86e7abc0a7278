package dyno.jvm.ui.internal.threads;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.PatternSyntaxException;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.threads.Deadlock;
import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadDumpText;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadTimeline;
import dyno.jvm.threads.WaitsForGraph;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.internal.StateText;
import dyno.jvm.ui.internal.ViewTitles;
import dyno.jvm.ui.internal.prefs.MonitoringPreferences;
import dyno.ui.DynoUi;
import dyno.ui.charts.ChartCanvas;

/**
 * Threads of one JVM, live: a timeline per thread coloured by state with CPU % and the selected thread's stack, a
 * red banner and a waits-for graph when threads deadlock, and the thread pools' busy and total threads with the
 * sizing hint. One view per target (the secondary id encodes it), sampling once a second with its own
 * {@link ThreadMonitor} on the shared connection. Samples arrive on sampler threads; the view refreshes at most
 * once per UI turn and not at all while another view covers it. Over jstatd, which gives counts only, the panes
 * say so.
 */
public final class ThreadsView extends ViewPart {

	/** Nanoseconds the last refresh took on the UI thread (Long, on the timeline), for the benchmark. */
	public static final String REFRESH_NANOS = "dyno.threads.refreshNanos";
	/** The timeline's and the pools' window. */
	private static final long WINDOW_MILLIS = 5 * 60_000L;
	/** The shortest time the timeline spreads across its width. */
	private static final long MIN_SPAN_MILLIS = 10_000L;

	private Target target;
	private JvmConnection connection;
	private ThreadMonitor monitor;
	/** Whether the JVM's identity was asked for the tab's title (once, when first live). */
	private boolean identified;
	private Label state;
	private Label counts;
	private Label gaps;
	private Label banner;
	private TimelineCanvas timeline;
	private Text stack;
	private WaitsForCanvas graph;
	private Text deadlockStack;
	private ChartCanvas pools;
	private Text sizing;
	private Combo shown;
	private Text regex;
	private Label filterError;
	private ThreadFilter filter = ThreadFilter.ALL;
	private long selectedThread = -1;
	private final AtomicBoolean queued = new AtomicBoolean();
	private volatile boolean visible = true;
	private volatile String failure;

	private final IPartListener2 visibility = new IPartListener2() {
		@Override
		public void partVisible(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == ThreadsView.this) {
				visible = true;
				queueRefresh();
			}
		}

		@Override
		public void partHidden(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == ThreadsView.this) {
				visible = false;
			}
		}
	};

	private final ThreadMonitor.Listener samples = new ThreadMonitor.Listener() {
		@Override
		public void sampled(ThreadMonitor m, ThreadSample sample) {
			failure = null;
			pools.requestRender();
			if (visible) {
				queueRefresh();
			}
		}

		@Override
		public void failed(ThreadMonitor m, String why) {
			failure = why;
			queueRefresh();
		}
	};

	private final JvmConnection.Listener states = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State s) {
			queueRefresh();
		}

		@Override
		public void sampled(JvmConnection c, dyno.jvm.GcSpaces sample) {
			// the heap's samples are the Heap Generations view's business
		}
	};

	@Override
	public void init(IViewSite site) throws PartInitException {
		super.init(site);
		target = DynoJvmUi.target(site, "Threads");
		setPartName("Threads " + target.label());
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "threads.view " + target.label());
		GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(area);
		header(area);
		CTabFolder tabs = new CTabFolder(area, SWT.BOTTOM | SWT.FLAT);
		tabs.setData(DynoUi.WIDGET_NAME, "threads.tabs");
		GridDataFactory.fillDefaults().grab(true, true).applyTo(tabs);
		tab(tabs, "Timeline", timelineTab(tabs));
		tab(tabs, "Deadlocks", deadlockTab(tabs));
		tab(tabs, "Pools", poolsTab(tabs));
		tabs.setSelection(0);

		connection = Connections.get().open(target);
		monitor = new ThreadMonitor(connection);
		monitor.addListener(samples);
		connection.addListener(states);
		getSite().getPage().addPartListener(visibility);
		new ThreadsActions(getSite().getShell(), monitor, target.label())
				.fill(getViewSite().getActionBars().getToolBarManager());
		pools.setSource((w, h) -> PoolsChart.build(monitor.pools(),
				monitor.latest().map(ThreadSample::time).orElse(System.currentTimeMillis()), WINDOW_MILLIS, w));
		pools.setTimeSpan(WINDOW_MILLIS);
		monitor.start(MonitoringPreferences.threadsInterval());
		refresh();
	}

	private void header(Composite area) {
		Composite top = new Composite(area, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).margins(6, 4).spacing(8, 2).applyTo(top);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(top);
		Label title = new Label(top, SWT.NONE);
		title.setFont(JFaceResources.getBannerFont());
		title.setText(target.label());
		state = label(top, "threads.state", 1);
		counts = label(top, "threads.counts", 2);
		gaps = label(top, "threads.gaps", 2);
		gaps.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
		banner = new Label(area, SWT.WRAP);
		banner.setData(DynoUi.WIDGET_NAME, "threads.banner");
		banner.setBackground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
		banner.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_WHITE));
		banner.setFont(JFaceResources.getBannerFont());
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).exclude(true).applyTo(banner);
		banner.setVisible(false);
	}

	private static Label label(Composite parent, String name, int span) {
		Label l = new Label(parent, SWT.WRAP);
		l.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().span(span, 1).grab(true, false).hint(300, SWT.DEFAULT).applyTo(l);
		return l;
	}

	private static void tab(CTabFolder tabs, String text, Control body) {
		CTabItem item = new CTabItem(tabs, SWT.NONE);
		item.setText(text);
		item.setControl(body);
	}

	private Control timelineTab(Composite parent) {
		Composite tab = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(tab);
		Composite row = new Composite(tab, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(5).applyTo(row);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(row);
		shown = new Combo(row, SWT.READ_ONLY);
		shown.setData(DynoUi.WIDGET_NAME, "threads.shown");
		for (ThreadFilter.Shown s : ThreadFilter.Shown.values()) {
			shown.add(s.label);
		}
		shown.select(0);
		shown.addListener(SWT.Selection, e -> filterChanged());
		new Label(row, SWT.NONE).setText("Name (regex):");
		regex = new Text(row, SWT.BORDER | SWT.SEARCH);
		regex.setData(DynoUi.WIDGET_NAME, "threads.regex");
		GridDataFactory.fillDefaults().hint(180, SWT.DEFAULT).applyTo(regex);
		regex.addListener(SWT.Modify, e -> filterChanged());
		filterError = new Label(row, SWT.NONE);
		filterError.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_RED));
		GridDataFactory.fillDefaults().grab(true, false).applyTo(filterError);
		Legend legend = new Legend(row);
		GridDataFactory.fillDefaults().span(5, 1).applyTo(legend);
		SashForm body = new SashForm(tab, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		timeline = new TimelineCanvas(body);
		timeline.setData(DynoUi.WIDGET_NAME, "threads.timeline");
		timeline.onSelect(lane -> {
			selectedThread = lane.id();
			showStack(stack, lane.id());
		});
		stack = stackText(body, "threads.stack", "Click a thread for its stack.");
		body.setWeights(70, 30);
		return tab;
	}

	private Control deadlockTab(Composite parent) {
		SashForm body = new SashForm(parent, SWT.HORIZONTAL);
		graph = new WaitsForCanvas(body);
		graph.setData(DynoUi.WIDGET_NAME, "threads.graph");
		graph.onClick(node -> showStack(deadlockStack, node.id()));
		deadlockStack = stackText(body, "threads.deadlockStack", "Click a thread of the graph for its stack.");
		body.setWeights(62, 38);
		return body;
	}

	private Control poolsTab(Composite parent) {
		SashForm body = new SashForm(parent, SWT.VERTICAL);
		pools = new ChartCanvas(body, SWT.NONE);
		pools.setData(DynoUi.WIDGET_NAME, "threads.pools");
		sizing = stackText(body, "threads.sizing", "");
		body.setWeights(80, 20);
		return body;
	}

	private static Text stackText(Composite parent, String name, String initial) {
		Text t = new Text(parent, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		t.setData(DynoUi.WIDGET_NAME, name);
		t.setFont(JFaceResources.getTextFont());
		t.setText(initial);
		return t;
	}

	private void filterChanged() {
		try {
			filter = ThreadFilter.of(ThreadFilter.Shown.values()[shown.getSelectionIndex()], regex.getText());
			filterError.setText("");
		} catch (PatternSyntaxException e) {
			filterError.setText("not a regular expression: " + e.getDescription());
		}
		filterError.getParent().layout();
		refresh();
	}

	private void showStack(Text pane, long id) {
		Optional<ThreadSample> latest = monitor.latest();
		set(pane, latest.flatMap(s -> s.thread(id)).map(ThreadDumpText::thread)
				.orElse("Thread #" + id + " is not in the latest sample: it has ended."));
	}

	private void queueRefresh() {
		if (queued.compareAndSet(false, true) && timeline != null && !timeline.isDisposed()) {
			timeline.getDisplay().asyncExec(() -> {
				queued.set(false);
				if (!timeline.isDisposed()) {
					refresh();
				}
			});
		}
	}

	/**
	 * Brings every pane up to the latest sample; UI thread. Texts are set, and the view laid out, only when they
	 * changed: laying out the whole view every second was most of a refresh's cost (releng/bench/results/threads-ui.txt).
	 */
	private void refresh() {
		long start = System.nanoTime();
		if (connection.state() == JvmConnection.State.LIVE && !identified) {
			identified = true;
			ViewTitles.identify(connection, timeline, info -> setPartName(ViewTitles.of("Threads", target, info.displayName())));
		}
		boolean changed = set(state, "State: " + StateText.of(connection)
				+ (failure == null ? "" : " — threads not read: " + failure));
		StateText.colour(connection.state()).applyTo(state);
		Optional<ThreadSample> latest = monitor.latest();
		if (latest.isPresent()) {
			ThreadCounts c = latest.get().counts();
			long virtual = latest.get().threads().stream().filter(ThreadInfoRow::virtual).count();
			changed |= set(counts, "Threads: " + c.live() + " live (" + c.daemon() + " daemon), peak " + c.peak() + ", "
					+ c.started() + " started" + (virtual == 0 ? "" : "; " + virtual + " virtual"));
		}
		boolean detailed = latest.map(ThreadSample::detailed).orElse(true);
		String lacking = latest.map(s -> String.join("\n", s.gaps())).orElse("");
		changed |= set(gaps, lacking);
		// The header says in full what the transport lacks; the panes point there in a line that fits.
		String why = detailed ? latest.isEmpty() ? StateText.noSamples(connection) : ""
				: "Not available: this transport gives thread counts only (see above).";
		List<ThreadTimeline.Lane> lanes = detailed ? monitor.timeline().lanes() : List.of();
		long to = latest.map(ThreadSample::time).orElse(System.currentTimeMillis());
		timeline.show(filter.apply(lanes), monitor.cpuPercent(), to, span(lanes, to), why);
		if (!detailed) {
			set(stack, why);
		} else if (selectedThread >= 0) {
			showStack(stack, selectedThread);
		}
		changed |= showDeadlocks(detailed ? monitor.deadlocks() : List.of(), detailed ? null : why);
		set(sizing, detailed ? String.join("\n", monitor.pools().pools().stream().map(p -> p.sizing(-1).text()).toList())
				: why);
		if (changed) {
			state.getParent().getParent().layout(true, true);
		}
		timeline.setData(REFRESH_NANOS, System.nanoTime() - start);
	}

	/** Sets {@code text} unless it is there already; true when it changed (so the layout may have to). */
	private static boolean set(Label label, String text) {
		if (text.equals(label.getText())) {
			return false;
		}
		label.setText(text);
		return true;
	}

	private static void set(Text pane, String text) {
		if (!text.equals(pane.getText())) {
			pane.setText(text);
		}
	}

	/**
	 * The time the timeline spreads across its width: what was collected, until that fills the window; so the
	 * first minutes are readable instead of a sliver at the right edge.
	 */
	private static long span(List<ThreadTimeline.Lane> lanes, long to) {
		long first = to;
		for (ThreadTimeline.Lane l : lanes) {
			first = Math.min(first, l.firstKept());
		}
		return Math.max(MIN_SPAN_MILLIS, Math.min(WINDOW_MILLIS, to - first));
	}

	/** The banner and the graph of every deadlock; true when the banner changed. */
	private boolean showDeadlocks(List<Deadlock> deadlocks, String why) {
		boolean any = !deadlocks.isEmpty();
		boolean changed = set(banner, bannerText(deadlocks));
		if (banner.getVisible() != any) {
			banner.setVisible(any);
			((org.eclipse.swt.layout.GridData) banner.getLayoutData()).exclude = !any;
			changed = true;
		}
		WaitsForGraph g = any ? WaitsForGraph.merge(deadlocks.stream().map(Deadlock::graph).toList()) : null;
		graph.show(g, why != null ? why : "No deadlock in the latest sample (checked every second).");
		return changed;
	}

	/** One line per deadlock; with more than one, a first line that counts them, so none is overlooked. */
	static String bannerText(List<Deadlock> deadlocks) {
		List<String> lines = new ArrayList<>();
		if (deadlocks.size() > 1) {
			lines.add(deadlocks.size() + " deadlocks (" + deadlocks.stream().mapToInt(d -> d.threads().size()).sum()
					+ " threads), all in the graph on the Deadlocks tab:");
		}
		deadlocks.forEach(d -> lines.add(d.summary()));
		return String.join("\n", lines);
	}

	@Override
	public void setFocus() {
		timeline.setFocus();
	}

	@Override
	public void dispose() {
		if (monitor != null) {
			monitor.close();
			connection.removeListener(states);
		}
		getSite().getPage().removePartListener(visibility);
		super.dispose();
	}
}
