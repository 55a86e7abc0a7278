package dyno.ui.charts;

import java.awt.geom.Rectangle2D;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.entity.ChartEntity;

import dyno.ui.CanvasColours;

/**
 * Shows a JFreeChart in SWT without freezing the UI: the chart is built and drawn with Java2D into an image on
 * a background render thread shared by all canvases, and the UI thread only blits the finished image. Requests
 * are coalesced: however often {@link #requestRender()} is called, a canvas draws at most
 * {@value #MAX_FRAMES_PER_SECOND} frames a second, always from the newest data, and it spends at most about
 * 1/{@value #RENDER_BUDGET} of one core on drawing a frame and making its SWT image: a frame that took 7.5 ms of
 * CPU (seven strips, 1000×900 pixels) delays the next by 3 s, so ten open charts stay under 2 % of a core. The
 * budget's wait is never longer than {@value #MAX_WAIT_MILLIS} ms: one frame slowed down by something else (code
 * the JIT has not compiled yet, a machine busy with a build) must not leave a live chart standing still for many
 * seconds. A canvas that cannot be seen (a view behind another, a minimized stack) draws nothing until it is
 * shown again.
 * The chart source gets the pixel size, so it can downsample its series to the width (see {@link Downsample}).
 * <p>
 * Tooltips come from the chart's entities (give a renderer a tooltip generator).
 */
public final class ChartCanvas extends Canvas {

	/** Widget data key under which the canvas keeps the {@link RenderedChart} it shows. */
	public static final String RENDERED = "dyno.chart.rendered";
	public static final int MAX_FRAMES_PER_SECOND = 4;
	/** The wait before the next frame is at least this many times the time the last one took. */
	static final int RENDER_BUDGET = 400;
	/** How far a strip chart moves between frames at least; see {@link #setTimeSpan}. */
	static final int PIXELS_PER_FRAME = 2;
	/** The longest wait the budget sets between two frames of a live chart. */
	static final long MAX_WAIT_MILLIS = 5000;

	/** Builds the chart to draw; called on the render thread, never on the UI thread. */
	@FunctionalInterface
	public interface ChartSource {
		JFreeChart chart(int width, int height);
	}

	private static final long FRAME_MILLIS = 1000 / MAX_FRAMES_PER_SECOND;
	private static final ScheduledExecutorService RENDERER = renderThread();
	private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

	private final AtomicBoolean queued = new AtomicBoolean();
	/** A frame asked for by {@link #renderSoon} is scheduled and has not started yet. */
	private final AtomicBoolean soon = new AtomicBoolean();
	private volatile ChartSource source;
	private volatile Point size = new Point(0, 0);
	private volatile long lastFrameStart;
	/** The time the chart shows across its width, 0 when unknown. */
	private volatile long timeSpanMillis;
	/** CPU time the latest frame took to build and draw (0 for the first: see {@link #renderFrame}). */
	private volatile long lastFrameMillis;
	private volatile boolean warmedUp;
	/** A frame was skipped because the canvas could not be seen: draw when it is painted again. */
	private volatile boolean missed;
	/** The workbench theme around the canvas is dark: frames are recoloured ({@link Strips#inDark}). */
	private volatile boolean dark;
	private long frames;
	/** UI thread only. */
	private Image image;
	private ChartRenderingInfo info;
	/** The chart the image shows. UI thread only. */
	private JFreeChart shown;

	public ChartCanvas(Composite parent, int style) {
		super(parent, style | SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
		dark = CanvasColours.around(this).dark();
		CanvasColours.whenThemeChanges(this, colours -> {
			dark = colours.dark(); // the next frame is drawn in it
			requestRender();
		});
		addPaintListener(e -> {
			CanvasColours colours = CanvasColours.around(this);
			if (missed) {
				missed = false;
				renderSoon(); // shown again: the user looks at it now, not after the steady frames' wait
			}
			// (A hidden canvas gets no paint events; the first one after it is shown brings it up to date.)
			Rectangle area = getClientArea();
			if (image != null) {
				e.gc.drawImage(image, 0, 0);
			}
			Rectangle shown = image == null ? new Rectangle(0, 0, 0, 0) : image.getBounds();
			e.gc.setBackground(colours.background());
			if (area.width > shown.width) {
				e.gc.fillRectangle(shown.width, 0, area.width - shown.width, area.height);
			}
			if (area.height > shown.height) {
				e.gc.fillRectangle(0, shown.height, shown.width, area.height - shown.height);
			}
		});
		addListener(SWT.Resize, e -> {
			size = getSize();
			// A new size is the user's doing (a perspective, a sash): the frame drawn for the old one, cut off or
			// short, must not stay until the CPU budget's wait is over (up to seconds after a costly frame).
			renderSoon();
		});
		addListener(SWT.MouseMove, e -> setToolTipText(toolTipAt(e.x, e.y)));
		addDisposeListener(e -> {
			source = null;
			if (image != null) {
				image.dispose();
			}
		});
	}

	/** Sets what to draw and draws it soon. */
	public void setSource(ChartSource chartSource) {
		source = chartSource;
		requestRender();
	}

	/**
	 * Tells the canvas how much time its chart shows across its width (0: unknown). A frame comes at most once per
	 * {@value #PIXELS_PER_FRAME} pixels' worth of that time: more often it would draw (nearly) the same picture. A
	 * five-minute strip 700 pixels wide moves by a pixel every 0.43 s and draws about once a second, as
	 * VisualVM's and Mission Control's live charts do; a one-minute strip still draws four frames a second.
	 */
	public void setTimeSpan(long millis) {
		timeSpanMillis = millis;
	}

	/** Asks for a new frame from the current source; cheap, callable from any thread. */
	public void requestRender() {
		if (missed) {
			return; // hidden: the next paint (when it is shown again) asks for a frame
		}
		if (queued.compareAndSet(false, true)) {
			int width = size.x;
			// Before the first layout the width is unknown.
			long pixels = width < 10 ? 0 : timeSpanMillis * PIXELS_PER_FRAME / width;
			long budget = Math.min(lastFrameMillis * RENDER_BUDGET, MAX_WAIT_MILLIS);
			long gap = Math.max(Math.max(FRAME_MILLIS, pixels), budget);
			long wait = Math.max(0, lastFrameStart + gap - System.currentTimeMillis());
			RENDERER.schedule(this::renderFrame, wait, TimeUnit.MILLISECONDS);
		}
	}

	/**
	 * Asks for a frame showing a choice the user just made (what to draw, rather than newer data), or the canvas at
	 * a new size or shown again: drawn within a frame interval, not after the wait the CPU budget sets between the
	 * steady frames of a live chart; requests meanwhile share that frame. Any thread.
	 */
	public void renderSoon() {
		queued.set(true);
		if (soon.compareAndSet(false, true)) {
			RENDERER.schedule(() -> {
				soon.set(false);
				renderFrame();
			}, FRAME_MILLIS, TimeUnit.MILLISECONDS);
		}
	}

	/** The image shown now (a copy), null before the first frame. UI thread. */
	public ImageData imageData() {
		return image == null ? null : image.getImageData();
	}

	/**
	 * The time at pixel {@code x} of a chart whose domain axis is a time axis (epoch milliseconds, as the strip
	 * charts' are), within the plot; null before the first frame or for another chart. UI thread.
	 */
	public Instant timeAt(int x) {
		Rectangle2D area = dataArea();
		if (area == null) {
			return null;
		}
		double clamped = Math.max(area.getMinX(), Math.min(area.getMaxX(), x));
		return Instant.ofEpochMilli(Math.round(shown.getXYPlot().getDomainAxis().java2DToValue(clamped, area,
				RectangleEdge.BOTTOM)));
	}

	/**
	 * The heights in pixels of the strips (the sub-plots' data areas) of the frame shown, top to bottom; empty before
	 * the first frame or for a chart of one plot. UI thread.
	 */
	public int[] stripHeights() {
		if (info == null) {
			return new int[0];
		}
		var plot = info.getPlotInfo();
		int[] heights = new int[plot.getSubplotCount()];
		for (int i = 0; i < heights.length; i++) {
			heights[i] = (int) plot.getSubplotInfo(i).getDataArea().getHeight();
		}
		return heights;
	}

	/** The pixel of time {@code at} on the time axis; -1 before the first frame or for another chart. UI thread. */
	public int xOf(Instant at) {
		Rectangle2D area = dataArea();
		return area == null ? -1 : (int) Math.round(shown.getXYPlot().getDomainAxis()
				.valueToJava2D(at.toEpochMilli(), area, RectangleEdge.BOTTOM));
	}

	/** The plot's area of the frame shown, or null without a frame of an XY chart with a time axis. */
	private Rectangle2D dataArea() {
		if (info == null || shown == null || !(shown.getPlot() instanceof XYPlot plot)
				|| !(plot.getDomainAxis() instanceof DateAxis)) {
			return null;
		}
		return info.getPlotInfo().getDataArea();
	}

	private void renderFrame() {
		queued.set(false);
		lastFrameStart = System.currentTimeMillis();
		ChartSource s = source;
		Point p = size;
		if (s == null || p.x < 10 || p.y < 10) {
			return;
		}
		if (!canBeSeen()) {
			return; // missed: the next paint asks again
		}
		Display display = getDisplayOrNull();
		if (display == null) {
			return;
		}
		try {
			long cpuStart = CPU.getCurrentThreadCpuTime();
			JFreeChart chart = s.chart(p.x, p.y);
			if (dark) {
				Strips.inDark(chart);
			}
			ChartRenderingInfo newInfo = new ChartRenderingInfo();
			// The SWT image is made here too: turning the pixels into a native image costs about 3 ms for a
			// 1000×900 chart, which the UI thread would otherwise pay for every frame, outside the budget.
			Image newImage = new Image(display, ChartImages.render(chart, p.x, p.y, newInfo));
			// The budget counts the render thread's CPU time, not wall time: on a busy machine a frame waits for a
			// core, which costs nothing. A canvas's first frame loads classes and fonts once: it is not charged.
			long took = (CPU.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
			lastFrameMillis = warmedUp ? took : 0;
			warmedUp = true;
			show(display, newImage, newInfo, chart);
		} catch (RuntimeException e) {
			// A broken frame must not kill the shared render thread; the next request draws again.
			display.asyncExec(() -> setToolTipTextIfAlive("Chart failed: " + e));
		}
	}

	private void show(Display display, Image newImage, ChartRenderingInfo newInfo, JFreeChart chart) {
		display.asyncExec(() -> {
			if (isDisposed()) {
				newImage.dispose();
				return;
			}
			if (image != null) {
				image.dispose();
			}
			image = newImage;
			info = newInfo;
			shown = chart;
			frames++;
			setData(RENDERED, RenderedChart.of(frames, chart));
			redraw();
		});
	}

	/**
	 * Asks the UI thread whether the canvas and all its parents are visible now; when not, marks the frame as missed
	 * there, so that the first paint after the canvas is shown again asks for one. (Marked on the render thread after
	 * the answer, a paint that came in between found nothing missed and the chart stood still until the next paint;
	 * a view shown in one perspective after another is hidden and shown within moments.)
	 */
	private boolean canBeSeen() {
		Display display = getDisplayOrNull();
		if (display == null) {
			return false;
		}
		AtomicBoolean seen = new AtomicBoolean();
		display.syncExec(() -> {
			seen.set(!isDisposed() && isVisible());
			if (!seen.get()) {
				missed = true;
			}
		});
		return seen.get();
	}

	private Display getDisplayOrNull() {
		try {
			return isDisposed() ? null : getDisplay();
		} catch (org.eclipse.swt.SWTException e) {
			return null; // disposed meanwhile
		}
	}

	private void setToolTipTextIfAlive(String text) {
		if (!isDisposed()) {
			setToolTipText(text);
		}
	}

	private String toolTipAt(int x, int y) {
		if (info == null || info.getEntityCollection() == null) {
			return null;
		}
		ChartEntity entity = info.getEntityCollection().getEntity(x, y);
		return entity == null ? null : entity.getToolTipText();
	}

	private static ScheduledExecutorService renderThread() {
		ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1, r -> {
			Thread t = new Thread(r, "dyno-chart-render");
			t.setDaemon(true);
			return t;
		});
		pool.setRemoveOnCancelPolicy(true);
		return pool;
	}
}
