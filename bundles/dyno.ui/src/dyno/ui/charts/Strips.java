package dyno.ui.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.function.IntFunction;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockContainer;
import org.jfree.chart.block.FlowArrangement;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.CompositeTitle;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.VerticalAlignment;

import dyno.ui.CanvasColours;

/**
 * Flat strip charts stacked on one time axis (a {@code CombinedDomainXYPlot}), as Dyno draws them everywhere:
 * light background (recoloured in the dark theme: {@link #inDark}), small fonts, the title and legend inside the
 * strip's top-left corner so the strips stay tall.
 */
public final class Strips {

	public static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
	public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 10);
	/** The stroke of a series' line: two pixels, since lines are drawn without anti-aliasing (see {@link #chart}). */
	public static final BasicStroke LINE = new BasicStroke(2f);
	/** The dark theme's plot area: a shade lighter than the chart around it, as the light look's #FAFAFA on white. */
	private static final Color DARK_PLOT = new Color(0x26, 0x27, 0x2B);
	/** The dark theme's strip title box, translucent as the light one, over the curves. */
	private static final Color DARK_LABEL = new Color(0x26, 0x27, 0x2B, 200);

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

	/**
	 * Recolours a chart built for the light look for the dark theme: backgrounds, axes, grid lines, titles and
	 * legends. The series keep their colours (they are mid-tones, readable on both), so a chart means the same in
	 * either theme.
	 */
	public static void inDark(JFreeChart chart) {
		CanvasColours dark = CanvasColours.DARK;
		chart.setBackgroundPaint(CanvasColours.awt(dark.background()));
		for (Object t : chart.getSubtitles()) {
			inDark((Title) t);
		}
		inDark(chart.getPlot());
	}

	private static void inDark(Plot plot) {
		CanvasColours dark = CanvasColours.DARK;
		Color text = CanvasColours.awt(dark.text());
		Color grid = CanvasColours.awt(dark.panel());
		plot.setBackgroundPaint(DARK_PLOT);
		plot.setNoDataMessagePaint(text);
		if (plot instanceof XYPlot p) {
			if (p instanceof CombinedDomainXYPlot combined) {
				combined.getSubplots().forEach(Strips::inDark);
			}
			p.setDomainGridlinePaint(grid);
			p.setRangeGridlinePaint(grid);
			axesInDark(p.getDomainAxisCount(), p::getDomainAxis);
			axesInDark(p.getRangeAxisCount(), p::getRangeAxis);
			for (XYAnnotation a : p.getAnnotations()) {
				if (a instanceof XYTitleAnnotation t) {
					inDark(t.getTitle());
				}
			}
		} else if (plot instanceof CategoryPlot p) {
			// The same parts as an XYPlot's, which shares no interface with it.
			p.setDomainGridlinePaint(grid);
			p.setRangeGridlinePaint(grid);
			axesInDark(p.getDomainAxisCount(), p::getDomainAxis);
			axesInDark(p.getRangeAxisCount(), p::getRangeAxis);
		}
	}

	private static void axesInDark(int count, IntFunction<? extends Axis> axis) {
		for (int i = 0; i < count; i++) {
			inDark(axis.apply(i));
		}
	}

	private static void inDark(Axis axis) {
		if (axis == null) {
			return;
		}
		Color text = CanvasColours.awt(CanvasColours.DARK.text());
		Color line = CanvasColours.awt(CanvasColours.DARK.faint());
		axis.setLabelPaint(text);
		axis.setTickLabelPaint(text);
		axis.setAxisLinePaint(line);
		axis.setTickMarkPaint(line);
	}

	private static void inDark(Title title) {
		Color text = CanvasColours.awt(CanvasColours.DARK.text());
		if (title instanceof TextTitle t) {
			t.setPaint(text);
		} else if (title instanceof LegendTitle l) {
			l.setItemPaint(text);
			if (l.getBackgroundPaint() != null) {
				l.setBackgroundPaint(DARK_PLOT);
			}
		} else if (title instanceof CompositeTitle c) {
			if (c.getBackgroundPaint() != null) {
				c.setBackgroundPaint(DARK_LABEL);
			}
			for (Object b : c.getContainer().getBlocks()) {
				if (b instanceof Title t) {
					inDark(t);
				}
			}
		}
	}

	/** A strip without data or title; {@link #title} adds the title once the strip's series are known. */
	public static XYPlot plot() {
		NumberAxis axis = new NumberAxis();
		axis.setLabelFont(SMALL);
		axis.setTickLabelFont(SMALL);
		axis.setAutoRangeIncludesZero(true);
		// A strip of zeros (no GC pauses yet) would otherwise get an axis of ±5E-9.
		axis.setAutoRangeMinimumSize(1);
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
