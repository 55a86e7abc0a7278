package dyno.jvm.ui.internal.threads;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.accessibility.ACC;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.ScrollBar;

import dyno.jvm.threads.WaitsForGraph;
import dyno.ui.CanvasColours;
import dyno.ui.CanvasKeyboard;

/**
 * Draws the waits-for graph of a deadlock as {@link WaitsForLayout} placed it: threads as rounded boxes (red when
 * in the cycle), locks as square boxes, "waits for" edges solid and "held by" edges dashed, arrows at their ends.
 * Clicking a thread tells the listener, which shows its stack.
 */
public final class WaitsForCanvas extends Canvas {

	/** Node label → its box in canvas coordinates (Map&lt;String, Rectangle&gt;), for UI tests. */
	static final String BOXES = "dyno.threads.graphBoxes";

	private static final int MARGIN = 10;
	private static final Color CYCLE = new Color(0xFD, 0xE0, 0xE0);
	private static final Color THREAD = new Color(0xE8, 0xF0, 0xFB);
	private static final Color LOCK = new Color(0xF4, 0xF4, 0xF4);
	private static final Color RED = new Color(0xC0, 0x20, 0x20);

	private WaitsForGraph graph;
	private WaitsForLayout layout;
	private String message = "No deadlock.";
	private Consumer<WaitsForGraph.ThreadNode> onClick = n -> {
	};
	/** The keyboard's node, outlined while the canvas has the focus; null for none. UI thread. */
	private WaitsForGraph.Node selected;

	WaitsForCanvas(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED | SWT.H_SCROLL | SWT.V_SCROLL);
		addListener(SWT.Paint, this::paint);
		addListener(SWT.MouseDown, this::click);
		getHorizontalBar().addListener(SWT.Selection, e -> redraw());
		getVerticalBar().addListener(SWT.Selection, e -> redraw());
		addListener(SWT.Resize, e -> updateScrollBars());
		keyboard();
	}

	/**
	 * The keyboard: Tab reaches the graph; the arrow keys go through its nodes in reading order (down and right to the
	 * next, up and left to the one before; the first press to the first), scrolled into view; Enter or Space on a
	 * thread shows its stack as a click does. The node chosen is what a screen reader reads.
	 */
	private void keyboard() {
		CanvasKeyboard.install(this, ACC.ROLE_GRAPHIC, this::chosenText);
		addListener(SWT.KeyDown, e -> {
			List<WaitsForGraph.Node> order = readingOrder();
			int at = order.indexOf(selected);
			switch (e.keyCode) {
			case SWT.ARROW_DOWN, SWT.ARROW_RIGHT -> choose(order, at + 1);
			case SWT.ARROW_UP, SWT.ARROW_LEFT -> choose(order, at < 0 ? 0 : at - 1);
			case SWT.HOME -> choose(order, 0);
			case SWT.END -> choose(order, order.size() - 1);
			case SWT.CR, SWT.KEYPAD_CR -> open();
			default -> {
				if (e.character == ' ') {
					open();
				}
			}
			}
		});
	}

	/** The nodes top to bottom, left to right. */
	private List<WaitsForGraph.Node> readingOrder() {
		if (layout == null) {
			return List.of();
		}
		return layout.boxes().entrySet().stream()
				.sorted(Comparator.comparingInt((Map.Entry<WaitsForGraph.Node, Rectangle> b) -> b.getValue().y)
						.thenComparingInt(b -> b.getValue().x))
				.map(Map.Entry::getKey).toList();
	}

	private void choose(List<WaitsForGraph.Node> order, int i) {
		if (order.isEmpty()) {
			return;
		}
		selected = order.get(Math.max(0, Math.min(order.size() - 1, i)));
		Rectangle box = layout.boxes().get(selected);
		Rectangle area = getClientArea();
		ScrollBar h = getHorizontalBar();
		ScrollBar v = getVerticalBar();
		if (box.x + MARGIN < h.getSelection() || box.x + box.width + MARGIN > h.getSelection() + area.width) {
			h.setSelection(Math.max(0, box.x + MARGIN - area.width / 3));
		}
		if (box.y + MARGIN < v.getSelection() || box.y + box.height + MARGIN > v.getSelection() + area.height) {
			v.setSelection(Math.max(0, box.y + MARGIN - area.height / 3));
		}
		redraw();
		CanvasKeyboard.selectionChanged(this);
	}

	private void open() {
		if (selected instanceof WaitsForGraph.ThreadNode t) {
			onClick.accept(t);
		}
	}

	/** "thread … (BLOCKED), in a deadlock": the chosen node as a screen reader says it. */
	public String chosenText() {
		if (selected == null) {
			return layout == null ? message : "Waits-for graph";
		}
		return selected.label() + (selected instanceof WaitsForGraph.ThreadNode ? ", thread" : ", lock")
				+ (graph.inCycle(selected) ? ", in a deadlock" : "");
	}

	void onClick(Consumer<WaitsForGraph.ThreadNode> listener) {
		onClick = listener;
	}

	/** Shows {@code g} (null: none, with {@code why} in its place); lays it out only when it changed. */
	void show(WaitsForGraph g, String why) {
		if (g == null && graph == null && why.equals(message)) {
			return; // still no deadlock: nothing to draw anew
		}
		message = why;
		if (g == null) {
			graph = null;
			layout = null;
			setData(BOXES, Map.of());
		} else if (g.equals(graph)) {
			return;
		} else {
			graph = g;
			GC gc = new GC(this);
			try {
				layout = new WaitsForLayout(g, s -> gc.textExtent(s).x);
			} catch (RuntimeException e) {
				// The banner and the stacks still name the threads; only the drawing is lost.
				layout = null;
				message = "The waits-for graph could not be laid out: " + e;
				setData(BOXES, Map.of());
				redraw();
				return;
			} finally {
				gc.dispose();
			}
			Map<String, Rectangle> boxes = new LinkedHashMap<>();
			layout.boxes().forEach((n, r) -> boxes.put(n.label(), new Rectangle(r.x + MARGIN, r.y + MARGIN, r.width, r.height)));
			setData(BOXES, boxes);
		}
		if (selected != null && layout != null) {
			// The same node in the new graph, by its label; none when it is gone.
			String label = selected.label();
			selected = layout.boxes().keySet().stream().filter(n -> n.label().equals(label)).findFirst().orElse(null);
		} else {
			selected = null;
		}
		updateScrollBars();
		redraw();
	}

	private void updateScrollBars() {
		Rectangle area = getClientArea();
		int w = layout == null ? 0 : layout.width() + 2 * MARGIN;
		int h = layout == null ? 0 : layout.height() + 2 * MARGIN;
		getHorizontalBar().setValues(getHorizontalBar().getSelection(), 0, Math.max(w, 1), Math.max(1, area.width), 10, area.width);
		getVerticalBar().setValues(getVerticalBar().getSelection(), 0, Math.max(h, 1), Math.max(1, area.height), 10, area.height);
	}

	private int dx() {
		return MARGIN - getHorizontalBar().getSelection();
	}

	private int dy() {
		return MARGIN - getVerticalBar().getSelection();
	}

	private void click(Event e) {
		if (layout == null) {
			return;
		}
		layout.boxes().forEach((n, r) -> {
			if (n instanceof WaitsForGraph.ThreadNode t && r.contains(e.x - dx(), e.y - dy())) {
				onClick.accept(t);
			}
		});
	}

	private void paint(Event e) {
		GC gc = e.gc;
		gc.setAntialias(SWT.ON);
		CanvasColours colours = CanvasColours.around(this);
		gc.setBackground(colours.background());
		gc.fillRectangle(getClientArea());
		if (layout == null) {
			gc.setForeground(colours.faint());
			gc.drawText(message, MARGIN, MARGIN, true);
			return;
		}
		int dx = dx();
		int dy = dy();
		for (WaitsForLayout.Route r : layout.routes()) {
			gc.setForeground(r.inCycle() ? RED : colours.faint());
			gc.setLineWidth(r.inCycle() ? 2 : 1);
			gc.setLineStyle(r.kind() == WaitsForGraph.EdgeKind.HELD_BY ? SWT.LINE_DASH : SWT.LINE_SOLID);
			int[] p = r.points().clone();
			for (int i = 0; i < p.length; i += 2) {
				p[i] += dx;
				p[i + 1] += dy;
			}
			gc.drawPolyline(p);
			gc.setLineStyle(SWT.LINE_SOLID);
			arrow(gc, p);
		}
		gc.setLineWidth(1);
		layout.boxes().forEach((n, box) -> {
			Rectangle b = new Rectangle(box.x + dx, box.y + dy, box.width, box.height);
			boolean thread = n instanceof WaitsForGraph.ThreadNode;
			gc.setBackground(graph.inCycle(n) && thread ? CYCLE : thread ? THREAD : LOCK);
			gc.setForeground(graph.inCycle(n) ? RED : getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
			int arc = thread ? 12 : 0;
			gc.fillRoundRectangle(b.x, b.y, b.width, b.height, arc, arc);
			gc.drawRoundRectangle(b.x, b.y, b.width, b.height, arc, arc);
			// The boxes are pastel in either theme: their labels stay black.
			gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
			int h = gc.textExtent(n.label()).y;
			gc.drawText(n.label(), b.x + 10, b.y + (b.height - h) / 2, true);
			if (n.equals(selected) && isFocusControl()) {
				gc.drawFocus(b.x - 3, b.y - 3, b.width + 7, b.height + 7);
			}
		});
		gc.setForeground(colours.faint());
		gc.drawText("solid: waits for   dashed: held by   click a thread (or arrow keys, Enter) for its stack", MARGIN,
				getClientArea().height - gc.getFontMetrics().getHeight() - 4, true);
	}

	/** An arrow head at the polyline's last point, along its last segment. */
	private static void arrow(GC gc, int[] p) {
		int n = p.length;
		double angle = Math.atan2(p[n - 1] - p[n - 3], p[n - 2] - p[n - 4]);
		int size = 8;
		int[] head = { p[n - 2], p[n - 1], (int) (p[n - 2] - size * Math.cos(angle - 0.4)),
				(int) (p[n - 1] - size * Math.sin(angle - 0.4)), (int) (p[n - 2] - size * Math.cos(angle + 0.4)),
				(int) (p[n - 1] - size * Math.sin(angle + 0.4)) };
		gc.setBackground(gc.getForeground());
		gc.fillPolygon(head);
	}
}
