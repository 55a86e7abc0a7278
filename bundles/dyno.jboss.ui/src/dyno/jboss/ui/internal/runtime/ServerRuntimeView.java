package dyno.jboss.ui.internal.runtime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.layout.RowLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners;
import dyno.core.analysis.Column;
import dyno.jboss.runtime.GroupReading;
import dyno.jboss.runtime.RuntimeReading;
import dyno.jboss.runtime.ServerRuntimeMonitor;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.LiveChartSettings;
import dyno.jvm.ui.connections.Connections;
import dyno.ui.DynoUi;
import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.TimeWindow;

/**
 * The Server Runtime view of one server JVM: the JBoss, WildFly or Tomcat runtime numbers of its MBeans (pools,
 * worker and connector threads, requests, transactions, EJB pools, JMS queues, sessions) as strips over time with the
 * configured maximum beside each, and a table of the latest values. One view per target, opened like the heap's
 * (the secondary id encodes it), with the heap's interval, window, pause and PNG/CSV export. It only reads
 * attributes: nothing is written to the server, and where its statistics are off it says how to switch them on.
 */
public final class ServerRuntimeView extends ViewPart {

	public static final String ID = "dyno.jboss.ui.serverRuntime";
	static final long[] INTERVALS = { 200, 500, 1000, 2000, 5000 };
	/** The table and notes follow the newest reading at most once a second, as the heap's spaces do. */
	private static final long TABLE_REFRESH_MILLIS = 1000;

	private Target target;
	private JvmConnection connection;
	private ServerRuntimeMonitor monitor;
	private Listeners.Registration registration;
	private Duration interval = DynoJvmUi.samplingInterval();
	private volatile TimeWindow window = DynoJvmUi.chartWindow();
	private Label status;
	private Label notes;
	private Combo intervalChoice;
	private Combo windowChoice;
	private Button pause;
	private ChartCanvas chart;
	private Table table;
	private final AtomicBoolean tableQueued = new AtomicBoolean();
	private volatile long tableShown;

	private final ServerRuntimeMonitor.Listener listener = new ServerRuntimeMonitor.Listener() {
		@Override
		public void sampled(ServerRuntimeMonitor m, RuntimeReading reading) {
			chart.requestRender();
			long now = System.currentTimeMillis();
			if (now - tableShown >= TABLE_REFRESH_MILLIS && tableQueued.compareAndSet(false, true)) {
				tableShown = now;
				onUi(() -> {
					tableQueued.set(false);
					show(reading);
				});
			}
		}

		@Override
		public void failed(ServerRuntimeMonitor m, String why) {
			onUi(() -> status.setText("Cannot read the server's MBeans: " + why));
		}
	};

	@Override
	public void init(IViewSite site, IMemento memento) throws PartInitException {
		super.init(site, memento);
		target = DynoJvmUi.target(site, "Server Runtime");
		LiveChartSettings settings = LiveChartSettings.restore(memento, new LiveChartSettings(interval, window));
		interval = settings.interval();
		window = settings.window();
		setPartName("Runtime " + target.label());
	}

	@Override
	public void saveState(IMemento memento) {
		new LiveChartSettings(interval, window).save(memento);
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "runtime.view " + target.label());
		GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(area);
		header(area);
		controls(area);
		SashForm body = new SashForm(area, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		chart = new ChartCanvas(body, SWT.NONE);
		chart.setData(DynoUi.WIDGET_NAME, "runtime.chart");
		table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION);
		table.setData(DynoUi.WIDGET_NAME, "runtime.table");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		body.setWeights(72, 28);

		connection = Connections.get().open(target);
		monitor = new ServerRuntimeMonitor(connection, Sampler.shared());
		registration = monitor.addListener(listener);
		chart.setSource((w, h) -> RuntimeChart.build(monitor, window, w));
		chart.setTimeSpan(window.millis);
		monitor.start(interval);
		showControls();
	}

	private void header(Composite area) {
		Composite top = new Composite(area, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(6, 4).spacing(8, 2).applyTo(top);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(top);
		Label title = new Label(top, SWT.NONE);
		title.setFont(JFaceResources.getBannerFont());
		title.setText("Server Runtime — " + target.label());
		status = new Label(top, SWT.WRAP);
		status.setData(DynoUi.WIDGET_NAME, "runtime.status");
		status.setText("Reading the server's MBeans…");
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(status);
		notes = new Label(top, SWT.WRAP);
		notes.setData(DynoUi.WIDGET_NAME, "runtime.notes");
		notes.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).exclude(true).applyTo(notes);
		notes.setVisible(false);
	}

	private void controls(Composite area) {
		Composite row = new Composite(area, SWT.NONE);
		RowLayoutFactory.swtDefaults().center(true).spacing(6).margins(6, 2).wrap(true).applyTo(row);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(row);
		new Label(row, SWT.NONE).setText("Interval:");
		intervalChoice = new Combo(row, SWT.READ_ONLY);
		intervalChoice.setData(DynoUi.WIDGET_NAME, "runtime.interval");
		for (long ms : INTERVALS) {
			intervalChoice.add(ms < 1000 ? ms + " ms" : ms / 1000 + " s");
		}
		intervalChoice.addListener(SWT.Selection, e -> {
			interval = Duration.ofMillis(INTERVALS[intervalChoice.getSelectionIndex()]);
			if (monitor.running()) {
				monitor.start(interval);
			}
		});
		new Label(row, SWT.NONE).setText("Window:");
		windowChoice = new Combo(row, SWT.READ_ONLY);
		windowChoice.setData(DynoUi.WIDGET_NAME, "runtime.window");
		for (TimeWindow w : TimeWindow.values()) {
			windowChoice.add(w.label);
		}
		windowChoice.addListener(SWT.Selection, e -> {
			window = TimeWindow.values()[windowChoice.getSelectionIndex()];
			chart.setTimeSpan(window.millis);
			chart.renderSoon();
		});
		pause = new Button(row, SWT.TOGGLE);
		pause.setData(DynoUi.WIDGET_NAME, "runtime.pause");
		pause.addListener(SWT.Selection, e -> setPaused(pause.getSelection()));
		Button png = new Button(row, SWT.PUSH);
		png.setText("Export PNG…");
		png.setData(DynoUi.WIDGET_NAME, "runtime.exportPng");
		png.addListener(SWT.Selection, e -> new RuntimeExport(getSite().getShell(), monitor).png(chart.getSize(), window));
		Button csv = new Button(row, SWT.PUSH);
		csv.setText("Export CSV…");
		csv.setData(DynoUi.WIDGET_NAME, "runtime.exportCsv");
		csv.addListener(SWT.Selection, e -> new RuntimeExport(getSite().getShell(), monitor).csv(window));
	}

	void setPaused(boolean paused) {
		if (paused) {
			monitor.stop();
		} else {
			monitor.start(interval);
		}
		showControls();
		monitor.latest().ifPresent(this::show);
	}

	private void showControls() {
		int i = 0;
		while (i < INTERVALS.length - 1 && INTERVALS[i] < interval.toMillis()) {
			i++;
		}
		intervalChoice.select(i);
		windowChoice.select(window.ordinal());
		pause.setSelection(!monitor.running());
		pause.setText(monitor.running() ? "Pause" : "Resume");
		pause.getParent().layout(true);
	}

	/** The table of latest values, the status line and the notes of groups whose statistics are off. */
	private void show(RuntimeReading reading) {
		dyno.core.analysis.Table latest = (dyno.core.analysis.Table) monitor.report(reading.time()).sections().get(0);
		if (table.getColumnCount() == 0) {
			for (Column c : latest.columns()) {
				TableColumn tc = new TableColumn(table, c.numeric() ? SWT.RIGHT : SWT.LEFT);
				tc.setText(c.title());
				tc.setWidth(c.numeric() ? 90 : 200);
			}
			table.getColumn(0).setWidth(80);
			table.getColumn(2).setWidth(140);
		}
		table.setRedraw(false);
		table.setItemCount(latest.rows().size());
		for (int r = 0; r < latest.rows().size(); r++) {
			TableItem item = table.getItem(r);
			List<Object> row = latest.rows().get(r);
			for (int c = 0; c < row.size(); c++) {
				item.setText(c, latest.columns().get(c).show(row.get(c)));
			}
		}
		table.setRedraw(true);
		List<String> off = new ArrayList<>();
		for (GroupReading g : reading.groups()) {
			g.group().statisticsOff().ifPresent(why -> off.add("• " + g.group().title() + ": " + why));
		}
		String products = String.join(", ",
				reading.groups().stream().map(g -> g.group().product()).distinct().toList());
		status.setText(reading.groups().isEmpty() ? "No JBoss, WildFly or Tomcat runtime MBeans in this JVM."
				: reading.groups().size() + " groups of " + products + " — "
						+ (monitor.running() ? "read every " + interval.toMillis() + " ms" : "paused")
						+ "; only attributes are read, nothing is changed on the server.");
		String text = String.join("\n", off);
		if (!text.equals(notes.getText())) {
			notes.setText(text);
			notes.setVisible(!off.isEmpty());
			((GridData) notes.getLayoutData()).exclude = off.isEmpty();
			notes.getParent().getParent().layout(true, true);
		}
	}

	private void onUi(Runnable r) {
		if (chart == null || chart.isDisposed()) {
			return;
		}
		chart.getDisplay().asyncExec(() -> {
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
		if (registration != null) {
			registration.close();
		}
		if (monitor != null) {
			monitor.close();
		}
		super.dispose();
	}
}
