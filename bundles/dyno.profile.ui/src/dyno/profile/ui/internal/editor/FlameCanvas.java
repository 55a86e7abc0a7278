package dyno.profile.ui.internal.editor;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.accessibility.ACC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

import dyno.profile.CallTreeNode;
import dyno.profile.FlameGraph;
import dyno.profile.FlameLayout;
import dyno.profile.FlameLayout.Frame;
import dyno.ui.CanvasColours;
import dyno.ui.CanvasKeyboard;
import dyno.ui.charts.ChartImages;

/**
 * A {@link FlameLayout} drawn on a canvas: each frame a bar {@value #ROW} pixels high, the root at the bottom (flame)
 * or at the top (icicle), labelled where the name fits, the frames matching the search in magenta and the callers of
 * a zoomed-into frame dimmed. As the strip charts are ({@link ChartImages}), the picture is drawn with Java2D into an
 * image in a job, off the UI thread; the paint listener only copies the finished image, so a graph of a million
 * samples repaints as fast as one of ten. The canvas is as high as the graph's rows (in a scrolled composite); a
 * hover shows a frame's total and self weight, a click reports the frame to zoom into. In the dark theme the
 * graph's background is dark; the frames keep their colours and black labels, which read on them in both.
 */
public final class FlameCanvas extends Canvas {

	/** Widget data key of the nanoseconds the latest paint took: the copy of the finished picture (benchmarks read it). */
	public static final String PAINT_NANOS = "dyno.flame.paintNanos";
	/** A row's height in pixels. */
	static final int ROW = 16;
	private static final Color SEARCH_HIT = new Color(0xDD00FF);
	private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

	/** How the frames are drawn: colours, orientation, and the search text whose frames are highlighted. */
	public record Style(FlameLayout.Colouring colouring, boolean icicle, String search) {
	}

	/** What the image was drawn of: the canvas's size then, its layout and style. */
	private record Picture(Image image, FlameLayout layout, Style style, int width, int height) {
	}

	private final Job render;
	private volatile FlameLayout layout;
	private volatile Style style = new Style(FlameLayout.Colouring.PACKAGE, false, "");
	private volatile Point size = new Point(0, 0);
	/** The colours of the workbench theme around the canvas. */
	private volatile CanvasColours colours;
	/** UI thread only. */
	private Picture shown;
	private Consumer<Frame> onClick = f -> {
	};
	/** The keyboard's frame, outlined while the canvas has the focus; null until it first has. UI thread. */
	private Frame selected;

	public FlameCanvas(Composite parent) {
		super(parent, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
		render = Job.createSystem("Drawing the flame graph", this::render);
		colours = CanvasColours.around(this);
		CanvasColours.whenThemeChanges(this, now -> {
			colours = now; // the next picture is drawn in it
			render.schedule();
		});
		addPaintListener(e -> {
			long start = System.nanoTime();
			Rectangle area = getClientArea();
			Rectangle drawn = new Rectangle(0, 0, 0, 0);
			if (shown != null) {
				e.gc.drawImage(shown.image(), 0, 0);
				drawn = shown.image().getBounds();
			}
			e.gc.setBackground(colours.background());
			if (area.width > drawn.width) {
				e.gc.fillRectangle(drawn.width, 0, area.width - drawn.width, area.height);
			}
			if (area.height > drawn.height) {
				e.gc.fillRectangle(0, drawn.height, drawn.width, area.height - drawn.height);
			}
			if (selected != null && isFocusControl() && shown != null) {
				Point c = centreOf(selected);
				int w = Math.max(3, (int) Math.round(selected.width() * shown.width()));
				e.gc.setForeground(colours.text());
				e.gc.setLineWidth(2);
				e.gc.drawRectangle(c.x - w / 2, c.y - ROW / 2, w - 1, ROW - 1);
			}
			setData(PAINT_NANOS, System.nanoTime() - start);
		});
		addListener(SWT.Resize, e -> {
			size = getSize();
			render.schedule();
		});
		addListener(SWT.MouseMove, e -> setToolTipText(toolTip(frameAt(e.x, e.y))));
		keyboard();
		addListener(SWT.MouseUp, e -> {
			Frame f = frameAt(e.x, e.y);
			if (e.button == 1 && f != null) {
				setFocus();
				selected = f; // the keyboard goes on from the frame clicked
				onClick.accept(f);
			}
		});
		addDisposeListener(e -> {
			render.cancel();
			if (shown != null) {
				shown.image().dispose();
			}
		});
	}

	/**
	 * The keyboard, as in a tree: Tab reaches the canvas (the root is selected), the arrow keys move the selection to
	 * the caller, the widest callee or the neighbours in a row (up is toward the callees in a flame graph, toward the
	 * root in an icicle graph, as drawn), Home goes back to the root, Enter or Space zooms into the frame as a click
	 * does. The selected frame is what a screen reader reads.
	 */
	private void keyboard() {
		CanvasKeyboard.install(this, ACC.ROLE_TREE, this::selectionText);
		addListener(SWT.FocusIn, e -> {
			if (selected == null) {
				select(shownLayout() == null ? null : shownLayout().step(null, null));
			}
		});
		addListener(SWT.KeyDown, this::key);
	}

	private void key(Event e) {
		FlameLayout l = shownLayout();
		if (l == null) {
			return;
		}
		boolean icicle = shown.style().icicle();
		FlameLayout.Step step = switch (e.keyCode) {
		case SWT.ARROW_UP -> icicle ? FlameLayout.Step.CALLER : FlameLayout.Step.CALLEE;
		case SWT.ARROW_DOWN -> icicle ? FlameLayout.Step.CALLEE : FlameLayout.Step.CALLER;
		case SWT.ARROW_LEFT -> FlameLayout.Step.PREVIOUS;
		case SWT.ARROW_RIGHT -> FlameLayout.Step.NEXT;
		default -> null;
		};
		if (step != null) {
			select(l.step(selected, step));
		} else if (e.keyCode == SWT.HOME) {
			select(l.step(null, null));
		} else if ((e.keyCode == SWT.CR || e.keyCode == SWT.KEYPAD_CR || e.character == ' ') && selected != null) {
			onClick.accept(selected);
		}
	}

	private void select(Frame frame) {
		selected = frame;
		setToolTipText(null);
		redraw();
		CanvasKeyboard.selectionChanged(this);
	}

	/** The keyboard's frame (the root once the canvas had the focus), as drawn now; null before. UI thread. */
	public Frame selectedFrame() {
		return selected;
	}

	/** What a screen reader says of the canvas: the selected frame, as its tooltip says it, on one line. */
	public String selectionText() {
		String tip = toolTip(selected);
		return tip == null ? "Flame graph" : tip.replaceAll("\\R", ", ");
	}

	/** Draws {@code newLayout} (null: nothing) as {@code newStyle} says, soon, off the UI thread. */
	public void show(FlameLayout newLayout, Style newStyle) {
		layout = newLayout;
		style = newStyle;
		render.schedule();
	}

	/** Who is told which frame was clicked. */
	void onClick(Consumer<Frame> listener) {
		onClick = listener;
	}

	/** The layout drawn (or being drawn); null before the first. */
	public FlameLayout flameLayout() {
		return layout;
	}

	/** The style of the picture shown now; null before the first picture. UI thread. */
	public Style shownStyle() {
		return shown == null ? null : shown.style();
	}

	/** The layout of the picture shown now; null before the first picture. UI thread. */
	public FlameLayout shownLayout() {
		return shown == null ? null : shown.layout();
	}

	/** The picture shown now (a copy); null before the first. UI thread. */
	public ImageData imageData() {
		return shown == null ? null : shown.image().getImageData();
	}

	/** The height the graph needs: a row per depth. */
	static int heightOf(FlameLayout layout) {
		return layout == null ? 0 : layout.rows().size() * ROW;
	}

	private IStatus render(IProgressMonitor monitor) {
		FlameLayout l = this.layout;
		Style s = style;
		Point p = size;
		if (p.x < 10 || p.y < 10 || isGone()) {
			return Status.OK_STATUS;
		}
		Display display = getDisplay();
		Image image = new Image(display, draw(l, s, p.x, p.y, colours));
		display.asyncExec(() -> {
			if (isDisposed()) {
				image.dispose();
				return;
			}
			if (shown != null) {
				shown.image().dispose();
			}
			shown = new Picture(image, l, s, p.x, p.y);
			if (selected != null && l != null) {
				// The same frame in the new layout (a zoom, a filter); the root where it is no longer laid out.
				Frame same = l.find(selected.path());
				selected = same != null ? same : l.step(null, null);
			}
			redraw();
		});
		return Status.OK_STATUS;
	}

	private boolean isGone() {
		try {
			return isDisposed() || getDisplay().isDisposed();
		} catch (org.eclipse.swt.SWTException e) {
			return true; // disposed meanwhile
		}
	}

	/**
	 * The picture of {@code layout} at {@code width}×{@code height} on the background of {@code colours}; on any
	 * thread (no display needed).
	 */
	public static ImageData draw(FlameLayout layout, Style style, int width, int height, CanvasColours colours) {
		return ChartImages.draw(width, height, g -> paint(g, layout, style, width, height, colours));
	}

	private static void paint(Graphics2D g, FlameLayout layout, Style style, int width, int height,
			CanvasColours colours) {
		g.setColor(CanvasColours.awt(colours.background()));
		g.fillRect(0, 0, width, height);
		if (layout == null || layout.focus() == null) {
			return;
		}
		g.setFont(LABEL_FONT);
		FontMetrics metrics = g.getFontMetrics();
		int focusDepth = layout.focus().depth();
		int rows = layout.rows().size();
		for (List<Frame> row : layout.rows()) {
			for (Frame f : row) {
				int x = (int) Math.round(f.x() * width);
				int w = (int) Math.round((f.x() + f.width()) * width) - x;
				if (w < 1) {
					continue; // less than a pixel: its neighbours cover it
				}
				int y = y(f.depth(), rows, height, style.icicle());
				boolean caller = f.depth() < focusDepth;
				g.setComposite(caller ? AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.5f) : AlphaComposite.SrcOver);
				g.setColor(FlameLayout.matches(f.method(), style.search()) ? SEARCH_HIT
						: new Color(layout.colour(f, style.colouring())));
				g.fillRect(x, y, Math.max(1, w - 1), ROW - 1);
				if (w > 20) {
					g.setColor(Color.BLACK);
					g.drawString(fit(f.method(), w - 6, metrics), x + 3, y + ROW - 4);
				}
			}
		}
		g.setComposite(AlphaComposite.SrcOver);
	}

	/** The top of a row's bars: the root's row at the bottom of the graph (flame) or at the top (icicle). */
	private static int y(int depth, int rows, int height, boolean icicle) {
		return icicle ? depth * ROW : Math.max(height, rows * ROW) - (depth + 1) * ROW;
	}

	/** The name, or as much of its end (the class and method) as fits, after "..". */
	private static String fit(String name, int pixels, FontMetrics metrics) {
		if (metrics.stringWidth(name) <= pixels) {
			return name;
		}
		int chars = Math.max(0, pixels / Math.max(1, metrics.charWidth('m') * 3 / 4) - 2);
		return chars < 3 ? "" : ".." + name.substring(Math.max(0, name.length() - chars));
	}

	/** The frame under a pixel of the shown picture; null where there is none. UI thread. */
	public Frame frameAt(int x, int y) {
		if (shown == null || shown.layout() == null) {
			return null;
		}
		int rows = shown.layout().rows().size();
		for (int depth = 0; depth < rows; depth++) {
			int top = y(depth, rows, shown.height(), shown.style().icicle());
			if (y >= top && y < top + ROW) {
				return shown.layout().at((double) x / shown.width(), depth);
			}
		}
		return null;
	}

	/** The pixel in the middle of a frame of the shown picture (where a click zooms into it). UI thread. */
	public Point centreOf(Frame frame) {
		int rows = shown.layout().rows().size();
		return new Point((int) ((frame.x() + frame.width() / 2) * shown.width()),
				y(frame.depth(), rows, shown.height(), shown.style().icicle()) + ROW / 2);
	}

	/** "pkg.Class.method — total 1,234 samples (37.2 %), self 1,000 (30.1 %)", with the change against a base. */
	private String toolTip(Frame f) {
		if (f == null) {
			return null;
		}
		FlameGraph graph = shown.layout().graph();
		CallTreeNode n = f.node();
		long total = graph.total();
		String text = String.format(Locale.ROOT, "%s%ntotal %,d %s (%.1f %%), self %,d (%.1f %%)", f.method(),
				n.samples(), graph.events().unit(), 100.0 * n.samples() / total, n.selfSamples(),
				100.0 * n.selfSamples() / total);
		if (shown.layout().diff() != null) {
			text += String.format(Locale.ROOT, "%nself share %+.2f points since the base", f.change());
		}
		return text;
	}
}
