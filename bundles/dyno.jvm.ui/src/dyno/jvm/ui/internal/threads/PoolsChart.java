package dyno.jvm.ui.internal.threads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.xy.DefaultXYDataset;

import dyno.core.TimeSeries;
import dyno.jvm.threads.PoolHistory;
import dyno.ui.charts.Downsample;
import dyno.ui.charts.Strips;

/**
 * The Pools strips: per thread pool, busy and total threads over the window as steps (thread counts are whole
 * numbers that jump), titled with the peak of busy threads. Built on the chart render thread.
 */
final class PoolsChart {

	private static final Color BUSY = new Color(0xD6, 0x27, 0x28);
	private static final Color TOTAL = new Color(0x1F, 0x77, 0xB4);

	/** The shortest time shown across the width. */
	private static final long MIN_SPAN_MILLIS = 10_000L;

	private PoolsChart() {
	}

	/**
	 * @param window the most time shown; less while less was collected, so the first minutes fill the width (as
	 *               the timeline does) instead of being a sliver at its right end
	 */
	static JFreeChart build(PoolHistory history, long to, long window, int width) {
		List<PoolHistory.Pool> pools = history.pools();
		long first = to;
		for (PoolHistory.Pool p : pools) {
			if (p.total().size() > 0) {
				first = Math.min(first, p.total().timeAt(0));
			}
		}
		long from = to - Math.max(MIN_SPAN_MILLIS, Math.min(window, to - first));
		DateAxis time = new DateAxis();
		time.setRange(from, to);
		time.setTickLabelFont(Strips.SMALL);
		CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
		plot.setGap(6);
		if (pools.isEmpty()) {
			XYPlot p = Strips.plot();
			p.setNoDataMessage("no thread pool seen yet (patterns: " + String.join(", ",
					history.patterns().stream().map(x -> x.glob()).toList()) + ")");
			plot.add(Strips.title(p, "Thread pools", false));
		}
		int columns = Math.max(50, width - 90);
		for (PoolHistory.Pool pool : pools) {
			DefaultXYDataset data = new DefaultXYDataset();
			add(data, "busy", pool.busy(), from, to, columns);
			add(data, "threads", pool.total(), from, to, columns);
			XYPlot p = Strips.plot();
			p.setDataset(data);
			XYStepRenderer r = new XYStepRenderer();
			r.setSeriesPaint(0, BUSY);
			r.setSeriesPaint(1, TOTAL);
			r.setSeriesStroke(0, new BasicStroke(1.5f));
			r.setSeriesStroke(1, new BasicStroke(1.5f));
			p.setRenderer(r);
			((NumberAxis) p.getRangeAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
			plot.add(Strips.title(p, pool.name() + " (peak busy " + pool.peakBusy() + " of " + pool.peakTotal() + ")", true));
		}
		JFreeChart chart = new JFreeChart(null, Strips.SMALL, plot, false);
		chart.setBackgroundPaint(Color.WHITE);
		return chart;
	}

	private static void add(DefaultXYDataset data, String key, TimeSeries series, long from, long to, int columns) {
		TimeSeries.Window w = series.since(from);
		data.addSeries(key, Downsample.minMax(w.times(), w.values(), from, to, columns));
	}
}
