package dyno.ui.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockContainer;
import org.jfree.chart.block.FlowArrangement;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.CompositeTitle;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.VerticalAlignment;

/**
 * Flat strip charts stacked on one time axis (a {@code CombinedDomainXYPlot}), as Dyno draws them everywhere:
 * light background, small fonts, the title and legend inside the strip's top-left corner so the strips stay tall.
 */
public final class Strips {

	public static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
	public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 10);
	/** The stroke of a series' line: two pixels, since lines are drawn without anti-aliasing (see {@link #chart}). */
	public static final BasicStroke LINE = new BasicStroke(2f);

	private Strips() {
	}

	/**
	 * The chart of {@code plot}, without a chart-wide title or legend (strips name their series themselves), on
	 * white. Lines and shapes are drawn without anti-aliasing, text with it: anti-aliased lines took half of a
	 * frame's drawing time (9 against 4.5 ms for seven strips of 900 columns), and a live chart redraws every
	 * second; the series are min/max envelopes of one pixel column each, mostly vertical strokes that
	 * anti-aliasing barely smooths, drawn {@link #LINE two pixels} wide so they keep their weight.
	 */
	public static JFreeChart chart(Plot plot) {
		JFreeChart chart = new JFreeChart(null, SMALL, plot, false);
		chart.setAntiAlias(false);
		chart.setBackgroundPaint(Color.WHITE);
		return chart;
	}

	/** A strip without data or title; {@link #title} adds the title once the strip's series are known. */
	public static XYPlot plot() {
		NumberAxis axis = new NumberAxis();
		axis.setLabelFont(SMALL);
		axis.setTickLabelFont(SMALL);
		axis.setAutoRangeIncludesZero(true);
		axis.setUpperMargin(0.3); // the top of the strip is the title's: the curves stay below it
		XYPlot p = new XYPlot(null, null, axis, null);
		p.setBackgroundPaint(new Color(0xFA, 0xFA, 0xFA));
		p.setDomainGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
		p.setRangeGridlinePaint(new Color(0xDD, 0xDD, 0xDD));
		p.setAxisOffset(RectangleInsets.ZERO_INSETS);
		p.setNoDataMessageFont(SMALL);
		p.setNoDataMessagePaint(Color.DARK_GRAY);
		return p;
	}

	/**
	 * Titles a strip inside its top-left corner (axis labels do not fit beside strips this flat), followed on
	 * the same line by the legend of its own series when it has any.
	 */
	public static XYPlot title(XYPlot p, String title, boolean legend) {
		BlockContainer line = new BlockContainer(new FlowArrangement(HorizontalAlignment.LEFT, VerticalAlignment.CENTER, 10, 0));
		line.add(new TextTitle(title, TITLE));
		if (legend) {
			LegendTitle items = new LegendTitle(p);
			items.setItemFont(SMALL);
			items.setBackgroundPaint(null);
			items.setPadding(RectangleInsets.ZERO_INSETS);
			items.setItemLabelPadding(new RectangleInsets(0, 2, 0, 6));
			line.add(items);
		}
		CompositeTitle label = new CompositeTitle(line);
		label.setBackgroundPaint(new Color(255, 255, 255, 200));
		p.addAnnotation(new XYTitleAnnotation(0.005, 0.98, label, RectangleAnchor.TOP_LEFT));
		return p;
	}
}
