package dyno.jvm.ui.internal.threads;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.accessibility.ACC;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.ScrollBar;

import dyno.jvm.threads.ThreadState;
import dyno.jvm.threads.ThreadTimeline.Lane;
import dyno.jvm.threads.ThreadTimeline.RunVisitor;
import dyno.ui.CanvasColours;
import dyno.ui.CanvasKeyboard;

/**
 * One row per thread: its name, its CPU % between the last two samples and its states over the time window as
 * coloured runs. Virtual: only the rows in view are painted, so 2,000 threads cost what 40 do; the runs come from
 * {@link Lane#forEachRun} through one reused visitor, without allocating per run. Public for the paint benchmark
 * ({@code ThreadsTimelineBench}).
 */
public final class TimelineCanvas extends Canvas {

	/** The lanes shown, as "name=STATE" lines, for UI tests (set after each refresh). */
	public static final String ROWS = "dyno.threads.rows";
	/** The time (epoch ms, Long) the rows reach: the last sample's, for UI tests that check a view samples on. */
	public static final String LATEST = "dyno.threads.latest";
	/** Nanoseconds the last paint took (Long), for the benchmark. */
	public static final String PAINT_NANOS = "dyno.threads.paintNanos";

	static final int ROW = 16;
	private static final int HEADER = 18;
	private static final int NAME = 230;
	private static final int CPU = 56;
	/** Between the CPU column and the runs. */
	private static final int GAP = 12;

	private List<Lane> rows = List.of();
	private Map<Long, Double> cpu = Map.of();
	private long to = System.currentTimeMillis();
	private long span = 5 * 60_000L;
	private long selected = -1;
	/** Shown instead of rows when there are none, e.g. what the transport lacks. */
	private String message = "";
	private Consumer<Lane> onSelect = l -> {
	};
	private final Runs runs = new Runs();

	public TimelineCanvas(Composite parent) {
		super(parent, SWT.V_SCROLL | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		addListener(SWT.Paint, this::paint);
		addListener(SWT.Resize, e -> updateScrollBar());
		getVerticalBar().addListener(SWT.Selection, e -> redraw());
		addListener(SWT.MouseDown, this::click);
		addListener(SWT.MouseVerticalWheel, e -> {
			ScrollBar bar = getVerticalBar();
			bar.setSelection(bar.getSelection() - e.count);
			redraw();
		});
		keyboard();
	}

	/**
	 * The keyboard, as in a list: Tab reaches the timeline; Up and Down (the first press chooses the first thread
	 * when none is), Page Up and Page Down, Home and End choose another thread, whose stack shows as for a click. The chosen thread
	 * is what a screen reader reads.
	 */
	private void keyboard() {
		CanvasKeyboard.install(this, ACC.ROLE_LIST, this::chosenText);
		addListener(SWT.KeyDown, e -> {
			int page = Math.max(1, (getClientArea().height - HEADER) / ROW);
			int at = index();
			switch (e.keyCode) {
			case SWT.ARROW_UP -> choose(at - 1);
			case SWT.ARROW_DOWN -> choose(at + 1);
			case SWT.PAGE_UP -> choose(at - page);
			case SWT.PAGE_DOWN -> choose(at + page);
			case SWT.HOME -> choose(0);
			case SWT.END -> choose(rows.size() - 1);
			default -> {
				// other keys are the workbench's
			}
			}
		});
	}

	/** The chosen thread's row, -1 when none is shown. */
	private int index() {
		for (int i = 0; i < rows.size(); i++) {
			if (rows.get(i).id() == selected) {
				return i;
			}
		}
		return -1;
	}

	/** Chooses the row {@code i} (clamped to the rows), scrolled into view, as a click would. */
	private void choose(int i) {
		if (rows.isEmpty()) {
			return;
		}
		int row = Math.max(0, Math.min(rows.size() - 1, i));
		ScrollBar bar = getVerticalBar();
		int visible = Math.max(1, (getClientArea().height - HEADER) / ROW);
		if (row < bar.getSelection()) {
			bar.setSelection(row);
		} else if (row >= bar.getSelection() + visible) {
			bar.setSelection(row - visible + 1);
		}
		Lane lane = rows.get(row);
		selected = lane.id();
		redraw();
		onSelect.accept(lane);
		CanvasKeyboard.selectionChanged(this);
	}

	/** "Thread main: RUNNABLE, 12.5 % CPU": the chosen row as a screen reader says it. */
	public String chosenText() {
		int i = index();
		if (i < 0) {
			return "Threads timeline";
		}
		Lane lane = rows.get(i);
		Double percent = cpu.get(lane.id());
		return "Thread " + name(lane) + ": " + lane.state() + (lane.ended() ? " (ended)" : "")
				+ (percent == null ? "" : String.format(Locale.ROOT, ", %.1f %% CPU", percent));
	}

	void onSelect(Consumer<Lane> listener) {
		onSelect = listener;
	}

	/** Shows {@code lanes} ({@code empty} in their place when there are none) up to {@code latest} (the last sample's time) over a window of {@code millis}. */
	public void show(List<Lane> lanes, Map<Long, Double> cpuPercent, long latest, long millis, String empty) {
		rows = lanes;
		message = empty;
		cpu = cpuPercent;
		to = latest;
		span = millis;
		List<String> described = new ArrayList<>(lanes.size());
		for (Lane l : lanes) {
			described.add(name(l) + "=" + l.state() + (l.ended() ? " (ended)" : ""));
		}
		setData(ROWS, described);
		setData(LATEST, latest);
		updateScrollBar();
		redraw();
	}

	/** The row's name: the thread's, {@code #id} for an unnamed one, virtual threads marked. */
	static String name(Lane lane) {
		return lane.virtual() ? lane.label() + " (virtual)" : lane.label();
	}

	List<Lane> rows() {
		return rows;
	}

	private void updateScrollBar() {
		ScrollBar bar = getVerticalBar();
		int visible = Math.max(1, (getClientArea().height - HEADER) / ROW);
		bar.setValues(Math.min(bar.getSelection(), Math.max(0, rows.size() - visible)), 0, Math.max(rows.size(), 1),
				visible, 1, visible);
	}

	private void click(Event e) {
		int row = getVerticalBar().getSelection() + (e.y - HEADER) / ROW;
		if (e.y >= HEADER && row >= 0 && row < rows.size()) {
			Lane lane = rows.get(row);
			selected = lane.id();
			redraw();
			onSelect.accept(lane);
		}
	}

	private void paint(Event e) {
		long start = System.nanoTime();
		GC gc = e.gc;
		Rectangle area = getClientArea();
		CanvasColours colours = CanvasColours.around(this);
		gc.setBackground(colours.background());
		gc.fillRectangle(area);
		int left = NAME + CPU + GAP;
		int width = Math.max(1, area.width - left - 4);
		paintHeader(gc, colours, left, width);
		int first = getVerticalBar().getSelection();
		int last = Math.min(rows.size(), first + (area.height - HEADER) / ROW + 1);
		if (rows.isEmpty()) {
			gc.setForeground(colours.faint());
			gc.drawText(message.isEmpty() ? "No thread matches the filter." : message, 4, HEADER + 4, true);
		}
		int fontAscent = gc.getFontMetrics().getAscent();
		for (int i = first; i < last; i++) {
			Lane lane = rows.get(i);
			int y = HEADER + (i - first) * ROW;
			if (lane.id() == selected) {
				gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION));
				gc.fillRectangle(0, y, area.width, ROW);
			}
			gc.setForeground(lane.id() == selected ? getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION_TEXT)
					: lane.ended() ? colours.faint() : colours.text());
			gc.setClipping(2, y, NAME - 6, ROW);
			gc.drawString(name(lane), 2, y + (ROW - fontAscent) / 2 - 2, true);
			gc.setClipping((Rectangle) null);
			if (lane.id() == selected && isFocusControl()) {
				gc.drawFocus(0, y, area.width, ROW);
			}
			Double percent = cpu.get(lane.id());
			if (percent != null && !lane.ended()) {
				String text = String.format("%.1f %%", percent);
				gc.drawString(text, NAME + CPU - gc.stringExtent(text).x, y + (ROW - fontAscent) / 2 - 2, true);
			}
			runs.paint(gc, lane, left, width, y + 2, ROW - 4);
		}
		long took = System.nanoTime() - start;
		setData(PAINT_NANOS, took);
	}

	private void paintHeader(GC gc, CanvasColours colours, int left, int width) {
		gc.setForeground(colours.faint());
		gc.drawString("Thread (" + rows.size() + ")", 2, 1, true);
		gc.drawString("CPU", NAME + CPU - gc.stringExtent("CPU").x, 1, true);
		SimpleDateFormat time = new SimpleDateFormat("HH:mm:ss");
		// As many time labels as fit side by side (up to five); a narrow lane shows only the newest time, or none.
		int fit = width / (gc.stringExtent("00:00:00").x + 12);
		int intervals = Math.max(1, Math.min(4, fit - 1));
		for (int tick = fit >= 2 ? 0 : intervals; fit >= 1 && tick <= intervals; tick++) {
			int x = left + tick * width / intervals;
			String label = time.format(new Date(to - span + tick * span / intervals));
			int w = gc.stringExtent(label).x;
			gc.drawString(label, Math.max(left, Math.min(x - w / 2, left + width - w)), 1, true);
		}
		gc.drawLine(0, HEADER - 1, left + width, HEADER - 1);
	}

	/** Draws one lane's runs; one instance serves every lane of every paint. */
	private final class Runs implements RunVisitor {
		private GC gc;
		private int left;
		private int width;
		private int y;
		private int height;
		private long from;

		void paint(GC g, Lane lane, int x, int w, int top, int h) {
			gc = g;
			left = x;
			width = w;
			y = top;
			height = h;
			from = to - span;
			lane.forEachRun(from, to, this);
			gc = null;
		}

		@Override
		public void run(long start, long end, ThreadState state) {
			int x0 = x(Math.max(start, from));
			int x1 = x(Math.min(end, to));
			gc.setBackground(StateColors.of(state));
			gc.fillRectangle(x0, y, Math.max(2, x1 - x0), height);
		}

		private int x(long t) {
			return left + (int) ((t - from) * width / span);
		}
	}
}
