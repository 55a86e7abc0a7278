package dyno.jvm.ui.internal.heap;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.DefaultXYDataset;

import dyno.core.TimeSeries;
import dyno.jvm.CollectorKind;
import dyno.jvm.GcEvent;
import dyno.jvm.GcHistory;
import dyno.jvm.GcSpaces;
import dyno.jvm.Metric;
import dyno.jvm.Space;
import dyno.ui.charts.Downsample;
import dyno.ui.charts.Strips;
import dyno.ui.charts.TimeWindow;

/**
 * Builds the Heap Generations strip charts from a connection's history: one subplot per subject on a shared
 * time axis, series downsampled to the pixel width, GC events as coloured markers (and as points with tooltips
 * on the GC events chart). A subject the JVM's collector or transport lacks shows "not available" with the
 * reason instead of a flat zero line. Built on the render thread for each frame.
 */
final class HeapChart {

	/** Beyond this many events in the window, young collections are not marked on the memory charts. */
	private static final int MAX_MARKED_YOUNG = 150;
	private static final Color USED = new Color(0x1F, 0x77, 0xB4);
	private static final Color COMMITTED = new Color(0x99, 0x99, 0x99);
	private static final Color FLOOR = new Color(0xD6, 0x27, 0x28);
	private static final Color PROMOTION = new Color(0xFF, 0x7F, 0x0E);

	private final GcHistory history;
	private final Optional<GcSpaces> latest;
	private final long from;
	private final long to;
	private final long axisEnd;
	private final int columns;
	private final List<GcEvent> events;
	/** What the strips say before the first sample (or why none comes). */
	private final String noSamples;

	private HeapChart(GcHistory history, TimeWindow window, int width, String noSamples) {
		this.history = history;
		this.noSamples = noSamples;
		this.latest = history.latest();
		TimeSeries.Window eden = history.series(Metric.EDEN_USED).window();
		this.to = latest.map(GcSpaces::time).orElse(System.currentTimeMillis());
		long first = eden.size() == 0 ? to : eden.times()[0];
		this.from = window == TimeWindow.ALL ? Math.min(first, to - 1000) : Math.max(first, to - window.millis);
		// Until the window is full the strip fills from the left, as a chart recorder's paper would.
		this.axisEnd = window == TimeWindow.ALL ? Math.max(to, from + 1000) : Math.max(to, from + window.millis);
		this.columns = Math.max(50, width - 90);
		this.events = history.events(from);
	}

	/**
	 * The chart of everything collected in {@code window}, for a canvas {@code width} pixels wide; {@code noSamples}
	 * is what its strips say while there is no sample ({@link dyno.jvm.ui.internal.StateText#noSamples}).
	 */
	static JFreeChart build(GcHistory history, TimeWindow window, int width, String noSamples) {
		return new HeapChart(history, window, width, noSamples).chart();
	}

	private JFreeChart chart() {
		DateAxis time = new DateAxis();
		time.setRange(from, axisEnd);
		time.setTickLabelFont(Strips.SMALL);
		CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
		plot.setGap(6);
		plot.add(memory("Eden (MB)", available(Space.EDEN), Metric.EDEN_USED, Metric.EDEN_COMMITTED));
		plot.add(memory("Survivors S0+S1 (MB)", latest.isEmpty() || latest.get().survivors().isPresent() ? null
				: gap("survivor"), Metric.SURVIVORS_USED, Metric.SURVIVORS_COMMITTED));
		plot.add(memory("Old (MB)", available(Space.OLD), Metric.OLD_USED, Metric.OLD_COMMITTED, Metric.OLD_FLOOR));
		plot.add(memory("Metaspace (MB)", available(Space.METASPACE), Metric.METASPACE_USED, Metric.METASPACE_COMMITTED));
		plot.add(subplot("GC pause time (%)", null, 1, Metric.GC_PAUSE_PERCENT));
		plot.add(gcEvents());
		plot.add(subplot("Allocation and promotion (MB/s)", null, Bytes.MB, Metric.ALLOCATION_RATE, Metric.PROMOTION_RATE));
		// No chart-wide legend: each strip names its own series beside its title, which leaves the strips taller.
		JFreeChart chart = Strips.chart(plot);
		return chart;
	}

	/** Null when the JVM has the space (or nothing is known yet), else why it is missing. */
	private String available(Space space) {
		return latest.isEmpty() || latest.get().space(space).isPresent() ? null : gap(space.label().toLowerCase());
	}

	private String gap(String subject) {
		List<String> gaps = latest.map(GcSpaces::gaps).orElse(List.of());
		return gaps.stream().filter(g -> g.toLowerCase().contains(subject)).findFirst()
				.orElse("this JVM's collector has no " + subject + " space");
	}

	private XYPlot memory(String axis, String missing, Metric... metrics) {
		return subplot(axis, missing, Bytes.MB, metrics);
	}

	private XYPlot subplot(String axis, String missing, double divisor, Metric... metrics) {
		XYPlot p = Strips.plot();
		if (missing != null) {
			p.setNoDataMessage("not available: " + missing);
			return Strips.title(p, axis, false);
		}
		DefaultXYDataset data = new DefaultXYDataset();
		boolean any = false;
		for (Metric m : metrics) {
			TimeSeries.Window w = history.series(m).since(from);
			double[][] xy = Downsample.minMax(w.times(), w.values(), from, to, columns);
			for (int i = 0; i < xy[1].length; i++) {
				xy[1][i] /= divisor;
				any |= !Double.isNaN(xy[1][i]);
			}
			data.addSeries(m.label(), xy);
		}
		if (!any) {
			p.setNoDataMessage(latest.isEmpty() ? noSamples
					: "not available from this JVM and transport in this window");
			return Strips.title(p, axis, false);
		}
		p.setDataset(data);
		XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
		for (int s = 0; s < metrics.length; s++) {
			r.setSeriesPaint(s, colour(metrics[s]));
			r.setSeriesStroke(s, metrics[s] == Metric.OLD_FLOOR ? new BasicStroke(2f, BasicStroke.CAP_BUTT,
					BasicStroke.JOIN_MITER, 1, new float[] { 5, 3 }, 0) : Strips.LINE);
		}
		p.setRenderer(r);
		mark(p);
		return Strips.title(p, axis, true);
	}

	private static Color colour(Metric m) {
		return switch (m) {
		case EDEN_COMMITTED, SURVIVORS_COMMITTED, OLD_COMMITTED, METASPACE_COMMITTED -> COMMITTED;
		case OLD_FLOOR, GC_PAUSE_PERCENT -> FLOOR;
		case PROMOTION_RATE -> PROMOTION;
		default -> USED;
		};
	}

	/** The GC events chart: per kind of collection one series of (time, collections), with tooltips. */
	private XYPlot gcEvents() {
		String title = "GC events (collections per sample)";
		XYPlot p = Strips.plot();
		if (events.isEmpty()) {
			p.setNoDataMessage(latest.isEmpty() ? noSamples : "no collections in this window");
			return Strips.title(p, title, false);
		}
		Map<CollectorKind, List<GcEvent>> byKind = new EnumMap<>(CollectorKind.class);
		for (GcEvent e : events) {
			byKind.computeIfAbsent(e.kind(), k -> new ArrayList<>()).add(e);
		}
		DefaultXYDataset data = new DefaultXYDataset();
		List<List<GcEvent>> bySeries = new ArrayList<>();
		XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(false, true);
		for (Map.Entry<CollectorKind, List<GcEvent>> k : byKind.entrySet()) {
			List<GcEvent> list = k.getValue();
			double[][] xy = new double[2][list.size()];
			for (int i = 0; i < list.size(); i++) {
				xy[0][i] = list.get(i).time();
				xy[1][i] = list.get(i).count();
			}
			r.setSeriesPaint(bySeries.size(), EventColors.of(k.getKey()));
			data.addSeries(EventColors.label(k.getKey()), xy);
			bySeries.add(list);
		}
		r.setDefaultToolTipGenerator((dataset, series, item) -> EventColors.describe(bySeries.get(series).get(item)));
		p.setDataset(data);
		p.setRenderer(r);
		NumberAxis counts = (NumberAxis) p.getRangeAxis();
		counts.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
		counts.setUpperMargin(0.4); // points at the maximum stay inside the strip, below its title
		mark(p);
		return Strips.title(p, title, true);
	}

	/** Vertical lines at GC events, coloured by kind; young ones only while they do not drown the chart. */
	private void mark(XYPlot p) {
		boolean young = events.size() <= MAX_MARKED_YOUNG;
		for (GcEvent e : events) {
			if (e.kind() == CollectorKind.YOUNG && !young) {
				continue;
			}
			ValueMarker m = new ValueMarker(e.time(), EventColors.of(e.kind()), new BasicStroke(1f));
			m.setAlpha(0.35f);
			p.addDomainMarker(m);
		}
	}
}
