package dyno.load.ui.internal.dashboard;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.DefaultXYDataset;

import dyno.core.TimeSeries;
import dyno.jvm.Metric;
import dyno.load.AggregateTable;
import dyno.load.LoadTimeline;
import dyno.load.jmeter.ThreadSchedule;
import dyno.ui.charts.Downsample;
import dyno.ui.charts.Strips;

/**
 * The run over time, every strip on ONE time axis (epoch ms): throughput, response-time percentiles, errors and
 * active threads of the load, then the watched JVM's heap generations, GC pause share and live threads, so a
 * latency spike lines up with the collection that caused it. Built on the render thread for each frame.
 */
final class TimelineChart {

	private static final Color[] COLOURS = { new Color(0x1F, 0x77, 0xB4), new Color(0xFF, 0x7F, 0x0E),
			new Color(0x2C, 0xA0, 0x2C), new Color(0xD6, 0x27, 0x28), new Color(0x94, 0x67, 0xBD) };
	/** While running the axis spans at least this much, so a run's first seconds fill it from the left. */
	private static final long MIN_SPAN = 30_000;

	private final long from;
	private final long to;
	private final int columns;
	/** While the run goes on, its newest second is still filling: drawn, it would look like a drop in load. */
	private final boolean trimNewest;

	private TimelineChart(long from, long to, int width, boolean running) {
		this.from = from;
		this.to = to;
		this.columns = Math.max(50, width - 90);
		this.trimNewest = running;
	}

	/**
	 * The chart of {@code run} for a canvas {@code width} pixels wide, with the percentile lines of {@code table}
	 * and the failures of the error chosen in the Errors table ({@code focus}, null for none) marked.
	 */
	static JFreeChart build(RunData run, AggregateTable table, int width, ErrorFilter.Focus focus) {
		long from = run.started();
		boolean running = run.running();
		long to = running ? Math.max(run.axisEnd(), from + MIN_SPAN) : Math.max(run.axisEnd(), from + 1000);
		return new TimelineChart(from, to, width, running).chart(run, table, focus);
	}

	private JFreeChart chart(RunData run, AggregateTable table, ErrorFilter.Focus focus) {
		DateAxis time = new DateAxis();
		time.setRange(from, to);
		time.setTickLabelFont(Strips.SMALL);
		CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
		plot.setGap(6);
		LoadTimeline t = run.timeline();
		String noLoad = "no samples yet";
		plot.add(strip("Throughput (samples/s)", noLoad, withPlanned(named("Throughput", t.throughput()), run, t,
				ThreadSchedule.Kind.ARRIVALS_PER_SECOND, "Planned arrivals (iterations/s)")));
		List<TimeSeries.Window> lines = new ArrayList<>();
		lines.add(named("Median", t.responseTime(50)));
		double[] percentiles = table.percentiles();
		for (int i = 0; i < percentiles.length; i++) {
			lines.add(named(table.lineTitle(i), t.responseTime(percentiles[i])));
		}
		plot.add(strip("Response time (ms)", noLoad, lines.toArray(TimeSeries.Window[]::new)));
		plot.add(errorStrip(named("Errors", t.errors()), focus, noLoad));
		plot.add(strip("Active threads", noLoad, withPlanned(named("Active threads", t.activeThreads()), run, t,
				ThreadSchedule.Kind.THREADS, "Expected threads")));
		Optional<JvmCurves> jvm = run.watched();
		String heap = "Heap of " + jvm.map(JvmCurves::label).orElse("the watched JVM") + " (MB)";
		plot.add(jvmStrip(heap, jvm, 1024 * 1024, Metric.EDEN_USED, Metric.SURVIVORS_USED, Metric.OLD_USED));
		plot.add(jvmStrip("GC pause time (%)", jvm, 1, Metric.GC_PAUSE_PERCENT));
		plot.add(jvmStrip("Live threads", jvm, 1, Metric.LIVE_THREADS));
		JFreeChart chart = Strips.chart(plot);
		chart.setPadding(new RectangleInsets(0, 0, 0, 16)); // room for the last time label, centred on the axis end
		return chart;
	}

	/**
	 * Errors per second; with an error chosen, the seconds in which it occurred marked in red over the total in
	 * grey, so its pattern (all at once, steady, only at the start) shows against all failures.
	 */
	private XYPlot errorStrip(TimeSeries.Window errors, ErrorFilter.Focus focus, String empty) {
		String title = "Errors (/s)";
		if (focus == null) {
			return strip(title, empty, errors);
		}
		TimeSeries.Window chosen = named(ErrorsTable.name(focus.failure()), focus.failures().errors());
		int n = 0;
		long[] times = new long[chosen.size()];
		double[] values = new double[chosen.size()];
		for (int i = 0; i < chosen.size(); i++) {
			if (chosen.values()[i] > 0) {
				times[n] = chosen.times()[i];
				values[n++] = chosen.values()[i];
			}
		}
		XYPlot p = strip(title, empty, errors,
				new TimeSeries.Window(chosen.name(), Arrays.copyOf(times, n), Arrays.copyOf(values, n)));
		if (p.getRenderer() instanceof XYLineAndShapeRenderer r) {
			r.setSeriesPaint(0, Color.LIGHT_GRAY);
			r.setSeriesPaint(1, COLOURS[3]);
			r.setSeriesLinesVisible(1, false);
			r.setSeriesShapesVisible(1, true);
		}
		return p;
	}

	private XYPlot jvmStrip(String title, Optional<JvmCurves> jvm, double divisor, Metric... metrics) {
		if (jvm.isEmpty()) {
			return strip(title, "no JVM watched in this run (choose one on the launch configuration's Watch tab)");
		}
		TimeSeries.Window[] windows = new TimeSeries.Window[metrics.length];
		for (int m = 0; m < metrics.length; m++) {
			TimeSeries.Window w = jvm.get().series().apply(metrics[m]);
			double[] scaled = w.values().clone();
			for (int i = 0; i < scaled.length; i++) {
				scaled[i] /= divisor;
			}
			windows[m] = new TimeSeries.Window(metrics[m].label(), w.times(), scaled);
		}
		return strip(title, "not available from this JVM and transport in this run", windows);
	}

	/**
	 * {@code actual}, and beside it what the thread groups' own schedules planned of {@code kind} (all groups
	 * summed), placed on the clock by the first sample; only {@code actual} before any sample or without a schedule.
	 */
	private static TimeSeries.Window[] withPlanned(TimeSeries.Window actual, RunData run, LoadTimeline t,
			ThreadSchedule.Kind kind, String name) {
		List<ThreadSchedule> schedules = run.schedules();
		if (t.firstStart() < 0 || schedules.stream().noneMatch(s -> s.kind() == kind)) {
			return new TimeSeries.Window[] { actual };
		}
		long start = ThreadSchedule.startMillis(t.firstStart(), schedules);
		return new TimeSeries.Window[] { actual, ThreadSchedule.total(name, kind, schedules).over(start, name) };
	}

	/** A load series under its chart name, without the bucket still filling while the run goes on. */
	private TimeSeries.Window named(String name, TimeSeries.Window w) {
		int n = trimNewest ? Math.max(0, w.size() - 1) : w.size();
		return new TimeSeries.Window(name, Arrays.copyOf(w.times(), n), Arrays.copyOf(w.values(), n));
	}

	/**
	 * A strip of the given series (keyed by their names), thinned to the pixel width; says {@code empty} instead of
	 * drawing a flat zero when none has a value in the time range.
	 */
	private XYPlot strip(String title, String empty, TimeSeries.Window... windows) {
		XYPlot p = Strips.plot();
		DefaultXYDataset data = new DefaultXYDataset();
		boolean any = false;
		for (TimeSeries.Window w : windows) {
			double[][] xy = Downsample.minMax(w.times(), w.values(), from, to, columns);
			data.addSeries(w.name(), xy);
			for (double y : xy[1]) {
				any |= !Double.isNaN(y);
			}
		}
		if (!any) {
			p.setNoDataMessage(empty);
			return Strips.title(p, title, false);
		}
		p.setDataset(data);
		XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
		for (int s = 0; s < windows.length; s++) {
			r.setSeriesPaint(s, COLOURS[s % COLOURS.length]);
			r.setSeriesStroke(s, Strips.LINE);
		}
		p.setRenderer(r);
		return Strips.title(p, title, windows.length > 1);
	}
}
