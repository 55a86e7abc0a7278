package dyno.load.ui.internal.dashboard;

import java.awt.Color;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.data.xy.DefaultXYDataset;
import org.jfree.data.xy.XYBarDataset;

import dyno.load.AggregateRow;
import dyno.load.AggregateTable;
import dyno.ui.charts.Strips;

/**
 * JMeter's Aggregate Graph: one horizontal bar per label for the chosen time column (Average, Median, a
 * percentile line, Min or Max), labels in the report's order, the value at each bar's tooltip. Built on the
 * render thread for each frame.
 */
final class AggregateGraph {

	private static final Color BAR = new Color(0x1F, 0x77, 0xB4);

	private AggregateGraph() {
	}

	static JFreeChart build(AggregateTable table, ReportColumns.Column column) {
		List<AggregateRow> rows = table == null ? List.of() : table.rows();
		String[] labels = new String[rows.size()];
		double[][] xy = new double[2][rows.size()];
		for (int i = 0; i < rows.size(); i++) {
			labels[i] = rows.get(i).label();
			xy[0][i] = i;
			xy[1][i] = column.value().applyAsDouble(rows.get(i));
		}
		DefaultXYDataset values = new DefaultXYDataset();
		values.addSeries(column.title() + " (ms)", xy);
		SymbolAxis byLabel = new SymbolAxis(null, labels);
		byLabel.setTickLabelFont(Strips.SMALL);
		byLabel.setGridBandsVisible(false);
		byLabel.setInverted(true); // the first label on top, as in the table
		NumberAxis ms = new NumberAxis(column.title() + " (ms)");
		ms.setLabelFont(Strips.SMALL);
		ms.setTickLabelFont(Strips.SMALL);
		XYBarRenderer bars = new XYBarRenderer();
		bars.setBarPainter(new StandardXYBarPainter());
		bars.setShadowVisible(false);
		bars.setSeriesPaint(0, BAR);
		bars.setDefaultToolTipGenerator((data, series, item) -> labels[item] + ": " + Math.round(data.getYValue(series, item))
				+ " ms (" + column.title() + ")");
		XYPlot plot = new XYPlot(new XYBarDataset(values, 0.7), byLabel, ms, bars);
		plot.setOrientation(PlotOrientation.HORIZONTAL);
		plot.setBackgroundPaint(new Color(0xFA, 0xFA, 0xFA));
		plot.setRangeGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
		plot.setNoDataMessage(table == null ? "waiting for samples…" : "no samples yet");
		plot.setNoDataMessageFont(Strips.SMALL);
		JFreeChart chart = Strips.chart(plot);
		return chart;
	}
}
