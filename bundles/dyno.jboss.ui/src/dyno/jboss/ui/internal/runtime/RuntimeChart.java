package dyno.jboss.ui.internal.runtime;

import java.awt.BasicStroke;
import java.awt.Color;
import java.text.DecimalFormat;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.DefaultXYDataset;

import dyno.core.TimeSeries;
import dyno.jboss.runtime.GroupReading;
import dyno.jboss.runtime.Measure;
import dyno.jboss.runtime.RuntimeGroup;
import dyno.jboss.runtime.RuntimeReading;
import dyno.jboss.runtime.ServerRuntimeMonitor;
import dyno.ui.charts.Downsample;
import dyno.ui.charts.Strips;
import dyno.ui.charts.TimeWindow;

/**
 * The Server Runtime strips: one per group on a shared time axis, as the heap's are, each measure downsampled to
 * the pixel width, and the group's configured maximum as a dashed red line beside the values it bounds. A group
 * whose statistics are off says so instead of drawing a flat zero. Built on the render thread for each frame.
 */
final class RuntimeChart {

	private static final Color[] COLOURS = { new Color(0x1F, 0x77, 0xB4), new Color(0xFF, 0x7F, 0x0E),
			new Color(0x2C, 0xA0, 0x2C), new Color(0x94, 0x67, 0xBD), new Color(0x8C, 0x56, 0x4B),
			new Color(0x7F, 0x7F, 0x7F) };
	private static final Color LIMIT = new Color(0xD6, 0x27, 0x28);
	private static final BasicStroke DASHED = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1,
			new float[] { 6, 4 }, 0);

	private RuntimeChart() {
	}

	/** The chart of everything sampled in {@code window}, for a canvas {@code width} pixels wide. */
	static JFreeChart build(ServerRuntimeMonitor monitor, TimeWindow window, int width) {
		RuntimeReading latest = monitor.latest().orElse(null);
		long to = latest == null ? System.currentTimeMillis() : latest.time();
		long from = window == TimeWindow.ALL ? firstTime(monitor, latest, to) : to - window.millis;
		long axisEnd = window == TimeWindow.ALL ? Math.max(to, from + 1000) : Math.max(to, from + window.millis);
		int columns = Math.max(50, width - 90);
		DateAxis time = new DateAxis();
		time.setRange(from, axisEnd);
		time.setTickLabelFont(Strips.SMALL);
		CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
		plot.setGap(6);
		if (latest == null || latest.groups().isEmpty()) {
			XYPlot empty = Strips.plot();
			empty.setNoDataMessage(latest == null ? "waiting for the first reading…"
					: "no JBoss, WildFly or Tomcat runtime MBeans in this JVM");
			plot.add(Strips.title(empty, "Server runtime", false));
		} else {
			for (GroupReading g : latest.groups()) {
				plot.add(strip(monitor, g, from, to, columns));
			}
		}
		return Strips.chart(plot);
	}

	private static long firstTime(ServerRuntimeMonitor monitor, RuntimeReading latest, long to) {
		if (latest == null || latest.groups().isEmpty()) {
			return to - 1000;
		}
		RuntimeGroup g = latest.groups().get(0).group();
		TimeSeries.Window w = monitor.limit(g, Long.MIN_VALUE);
		return Math.min(w.size() == 0 ? to : w.times()[0], to - 1000);
	}

	private static XYPlot strip(ServerRuntimeMonitor monitor, GroupReading reading, long from, long to, int columns) {
		RuntimeGroup g = reading.group();
		XYPlot p = Strips.plot();
		String title = g.title() + " (" + g.product() + ")";
		if (g.statisticsOff().isPresent()) {
			p.setNoDataMessage("statistics are off: the server does not count these (see the note above)");
			return Strips.title(p, title, false);
		}
		DefaultXYDataset data = new DefaultXYDataset();
		XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
		List<Measure> measures = g.measures();
		for (int i = 0; i < measures.size(); i++) {
			TimeSeries.Window w = monitor.series(g, measures.get(i), from);
			data.addSeries(measures.get(i).chartLabel(), Downsample.minMax(w.times(), w.values(), from, to, columns));
			r.setSeriesPaint(i, COLOURS[i % COLOURS.length]);
			r.setSeriesStroke(i, Strips.LINE);
		}
		if (g.limit().isPresent()) {
			TimeSeries.Window w = monitor.limit(g, from);
			int s = measures.size();
			data.addSeries(limitLabel(reading), Downsample.minMax(w.times(), w.values(), from, to, columns));
			r.setSeriesPaint(s, LIMIT);
			r.setSeriesStroke(s, DASHED);
		}
		p.setDataset(data);
		p.setRenderer(r);
		return Strips.title(p, title, true);
	}

	/** "max-pool-size 20 (default)", "maxThreads 200", or "maxActiveSessions: none" for an unlimited one. */
	static String limitLabel(GroupReading reading) {
		String label = reading.group().limit().orElseThrow().label();
		if (reading.limit().isEmpty()) {
			return label + ": none";
		}
		return label + " " + new DecimalFormat("0.##").format(reading.limit().getAsDouble())
				+ (reading.limitIsDefault() ? " (default)" : "");
	}
}
