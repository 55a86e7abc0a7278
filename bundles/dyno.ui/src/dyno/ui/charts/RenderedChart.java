package dyno.ui.charts;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;

/**
 * What a {@link ChartCanvas} shows now, in numbers: one entry per series drawn. Stored on the canvas as widget
 * data under {@link ChartCanvas#RENDERED}, so that tests and accessibility tools can read what the picture says.
 *
 * @param frame   how many frames the canvas has drawn so far
 * @param axisEnd where the x axis ends (epoch milliseconds on time charts), NaN for a chart without one
 * @param series  every series of every (sub)plot, in drawing order
 */
public record RenderedChart(long frame, double axisEnd, List<Series> series) {

	/**
	 * @param key   the series' name
	 * @param items points drawn (after downsampling)
	 * @param lastX the newest point's x (epoch milliseconds on time charts), NaN when empty
	 * @param lastY its value
	 */
	public record Series(String key, int items, double lastX, double lastY) {
	}

	public RenderedChart {
		series = List.copyOf(series);
	}

	/** The entry for a series key, null when no such series is drawn. */
	public Series series(String key) {
		return series.stream().filter(s -> s.key.equals(key)).findFirst().orElse(null);
	}

	static RenderedChart of(long frame, JFreeChart chart) {
		List<Series> out = new ArrayList<>();
		collect(chart.getPlot(), out);
		double axisEnd = chart.getPlot() instanceof XYPlot xy && xy.getDomainAxis() != null
				? xy.getDomainAxis().getUpperBound() : Double.NaN;
		return new RenderedChart(frame, axisEnd, out);
	}

	private static void collect(Plot plot, List<Series> out) {
		if (plot instanceof CombinedDomainXYPlot combined) {
			for (XYPlot sub : combined.getSubplots()) {
				collect(sub, out);
			}
		} else if (plot instanceof XYPlot xy) {
			for (int d = 0; d < xy.getDatasetCount(); d++) {
				XYDataset data = xy.getDataset(d);
				for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
					int n = data.getItemCount(s);
					out.add(new Series(String.valueOf(data.getSeriesKey(s)), n,
							n == 0 ? Double.NaN : data.getXValue(s, n - 1), n == 0 ? Double.NaN : data.getYValue(s, n - 1)));
				}
			}
		}
	}
}
