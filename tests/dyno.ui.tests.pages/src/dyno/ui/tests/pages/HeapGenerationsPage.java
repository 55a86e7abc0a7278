package dyno.ui.tests.pages;

import java.util.Arrays;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;

import dyno.ui.charts.ChartCanvas;
import dyno.ui.charts.RenderedChart;

/** The Heap Generations view of one JVM: header (state, transport, info lines), spaces, strip charts. */
public final class HeapGenerationsPage {

	private final Parent<Control> controls;
	private final Wrap<? extends Canvas> chart;
	private final Wrap<? extends Label> state;

	@SuppressWarnings("unchecked")
	HeapGenerationsPage(DynoWindow window, String target) {
		controls = window.controls().lookup(Composite.class, Ui.named(name(target))).wrap().as(Parent.class,
				Control.class);
		chart = controls.lookup(Canvas.class, Ui.named("heap.chart")).wrap();
		state = controls.lookup(Label.class, Ui.named("heap.state")).wrap();
	}

	/** The widget name of the view's top composite for a target's label. */
	static String name(String target) {
		return "heap.view " + target;
	}

	/** Waits until the chart has drawn a frame that satisfies {@code test}, and returns it. */
	public RenderedChart waitForChart(Predicate<RenderedChart> test) {
		return chart.waitState(() -> {
			RenderedChart r = rendered();
			return r != null && test.test(r) ? r : null;
		});
	}

	/** What the spaces pane says while it has no sample (its tooltip repeats the drawn text), null once it has one. */
	public String spacesMessage() {
		Wrap<? extends Canvas> spaces = controls.lookup(Canvas.class, Ui.named("heap.spaces")).wrap();
		return Ui.get(() -> spaces.getControl().getToolTipText());
	}

	/** The line saying through which transport the JVM is watched and what that gives. */
	public String transport() {
		return label("heap.transport");
	}

	/** Waits until the header's info lines (gaps and notes) contain {@code text}, and returns them. */
	public String waitForInfo(String text) {
		Wrap<? extends Label> info = controls.lookup(Label.class, Ui.named("heap.info")).wrap();
		return info.waitState(() -> {
			String s = Ui.get(() -> info.getControl().isVisible() ? info.getControl().getText() : "");
			return s.contains(text) ? s : null;
		});
	}

	private String label(String name) {
		Wrap<? extends Label> l = controls.lookup(Label.class, Ui.named(name)).wrap();
		return Ui.get(() -> l.getControl().getText());
	}

	/** Whether the chart canvas and all its parents are visible now (it draws only then). */
	public boolean chartShowing() {
		return Ui.get(() -> !chart.getControl().isDisposed() && chart.getControl().isVisible());
	}

	/** What the chart canvas shows now, in numbers; null before its first frame. */
	public RenderedChart rendered() {
		return Ui.get(() -> (RenderedChart) chart.getControl().getData(ChartCanvas.RENDERED));
	}

	/** Waits until the chart has drawn a frame in which the series {@code key} has at least {@code points}. */
	public RenderedChart waitForSeries(String key, int points) {
		return chart.waitState(() -> {
			RenderedChart r = rendered();
			return r != null && r.series(key) != null && r.series(key).items() >= points ? r : null;
		});
	}

	/** Waits until a frame newer than {@code after} is shown, and returns it. */
	public RenderedChart waitForFrameAfter(RenderedChart after) {
		return chart.waitState(() -> {
			RenderedChart r = rendered();
			return r != null && r.frame() > after.frame() ? r : null;
		});
	}

	/**
	 * Waits until the chart's frame is drawn on a dark background (the dark theme) or a light one, and returns the
	 * background's brightness (0..255, ITU-R BT.601 weights) at the frame's top left corner.
	 */
	public int waitForChartBackground(boolean dark) {
		return chart.waitState(() -> {
			ImageData frame = Ui.get(() -> ((ChartCanvas) chart.getControl()).imageData());
			if (frame == null) {
				return null;
			}
			RGB rgb = frame.palette.getRGB(frame.getPixel(1, 1));
			int brightness = Ui.brightness(rgb);
			return (brightness < 128) == dark ? brightness : null;
		});
	}

	/**
	 * Waits until the state line's text reads on the theme, light in the dark one and dark in the light one, and
	 * returns its brightness (as {@link #waitForChartBackground}).
	 */
	public int waitForStateColour(boolean dark) {
		return state.waitState(() -> {
			RGB rgb = Ui.get(() -> state.getControl().getForeground().getRGB());
			int brightness = Ui.brightness(rgb);
			return (brightness >= 128) == dark ? brightness : null;
		});
	}

	/**
	 * Waits until the frame shown has the canvas's size (after the canvas was resized: a perspective switch, a sash)
	 * and returns how long that took.
	 */
	public java.time.Duration untilTheFrameFitsTheCanvas() {
		long start = System.nanoTime();
		chart.waitState(() -> Ui.get(() -> {
			ImageData frame = ((ChartCanvas) chart.getControl()).imageData();
			Point size = chart.getControl().getSize();
			return frame != null && frame.width == size.x && frame.height == size.y ? Boolean.TRUE : null;
		}));
		return java.time.Duration.ofNanos(System.nanoTime() - start);
	}

	/** The canvas's pixels as they are on the screen now (RGB bytes). */
	public byte[] pixels() {
		return Ui.get(() -> {
			Canvas c = chart.getControl();
			Point size = c.getSize();
			Image image = new Image(c.getDisplay(), size.x, size.y);
			GC gc = new GC(c);
			try {
				gc.copyArea(image, 0, 0);
				byte[] data = image.getImageData().data;
				return Arrays.copyOf(data, data.length);
			} finally {
				gc.dispose();
				image.dispose();
			}
		});
	}

	/** Chooses an entry of the "Interval" or "Window" selector by its text, as a selection by the user does. */
	public void choose(String selector, String entry) {
		Wrap<? extends Combo> combo = controls.lookup(Combo.class, Ui.named("heap." + selector)).wrap();
		Ui.get(() -> {
			Combo c = combo.getControl();
			c.select(c.indexOf(entry));
			c.notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** Moves the mouse onto the chart's top-left corner (off other controls' tooltips). */
	public void pointAtChart() {
		chart.mouse().move(new org.jemmy.Point(5, 5));
	}

	public String state() {
		return Ui.get(() -> state.getControl().getText());
	}

	/** Waits until the state line contains {@code text}, and returns it. */
	public String waitForState(String text) {
		return state.waitState(() -> {
			String s = state();
			return s.contains(text) ? s : null;
		});
	}

	/**
	 * Drags the mouse across the chart from time {@code from} to time {@code to}, as a user selecting a span does:
	 * pressed at the first, moved in steps, released at the second.
	 */
	public void dragChart(java.time.Instant from, java.time.Instant to) {
		int x1 = Ui.get(() -> ((ChartCanvas) chart.getControl()).xOf(from));
		int x2 = Ui.get(() -> ((ChartCanvas) chart.getControl()).xOf(to));
		int y = Ui.get(() -> chart.getControl().getSize().y) / 3;
		chart.mouse().move(new org.jemmy.Point(x1, y));
		chart.mouse().press(org.jemmy.interfaces.Mouse.MouseButtons.BUTTON1);
		for (int step = 1; step <= 4; step++) {
			chart.mouse().move(new org.jemmy.Point(x1 + (x2 - x1) * step / 4, y));
		}
		chart.mouse().release(org.jemmy.interfaces.Mouse.MouseButtons.BUTTON1);
	}

	/** Clicks the control row's button named {@code name} ("heap.pause", "heap.openRange") with the mouse. */
	public void click(String name) {
		controls.lookup(org.eclipse.swt.widgets.Button.class, Ui.named(name)).wrap().mouse().click();
	}

	/** Waits until the button named {@code name} can be pressed. */
	public void waitEnabled(String name) {
		Wrap<? extends org.eclipse.swt.widgets.Button> b = controls.lookup(org.eclipse.swt.widgets.Button.class,
				Ui.named(name)).wrap();
		b.waitState(() -> Ui.get(() -> b.getControl().isEnabled() ? Boolean.TRUE : null));
	}
}
