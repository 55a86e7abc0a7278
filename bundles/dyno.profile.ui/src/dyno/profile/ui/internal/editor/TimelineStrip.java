package dyno.profile.ui.internal.editor;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

import dyno.profile.RecordingTimeline;
import dyno.profile.RecordingTimeline.Measure;
import dyno.profile.TimeRange;
import dyno.ui.CanvasColours;

/**
 * The recording's own timeline above the Recording editor's pages: a lane each for the CPU load, GC pauses,
 * allocation rate and thread count of its {@link RecordingTimeline}, each scaled to its largest value. A drag across
 * the lanes selects a time range (the selection shows while dragging; the range is chosen when the button is
 * released), a double-click chooses the whole recording again. A hover says the time and the measures there.
 */
public final class TimelineStrip extends Canvas {

	/** The lanes' order, top to bottom. */
	private static final List<Measure> LANES = List.of(Measure.CPU_LOAD, Measure.GC_PAUSES, Measure.ALLOCATION_RATE,
			Measure.THREADS);
	private static final int LANE = 15;
	/** Left of the plot: the lanes' names. */
	private static final int GUTTER = 130;
	private static final int MARGIN = 4;
	/** A drag narrower than this is a click, not a range. */
	private static final int SLOP = 3;
	private static final int[] COLOURS = { SWT.COLOR_DARK_GREEN, SWT.COLOR_DARK_RED, SWT.COLOR_DARK_BLUE,
			SWT.COLOR_DARK_MAGENTA };

	private RecordingTimeline timeline;
	private Consumer<TimeRange> chosen = r -> {
	};
	/** The selection shown, as offsets from the start; null for none. */
	private Duration from;
	private Duration to;
	/** Where a drag started, in pixels; -1 while no button is down. */
	private int dragStart = -1;

	public TimelineStrip(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED);
		addListener(SWT.Paint, e -> paint(e.gc));
		addListener(SWT.MouseDown, this::pressed);
		addListener(SWT.MouseMove, this::moved);
		addListener(SWT.MouseUp, this::released);
		addListener(SWT.MouseDoubleClick, e -> {
			if (e.button == 1) {
				choose(null, null);
			}
		});
	}

	/** The height the lanes need. */
	public static int height() {
		return LANES.size() * LANE + 2 * MARGIN;
	}

	/** Draws {@code t}. UI thread. */
	public void show(RecordingTimeline t) {
		timeline = t;
		redraw();
	}

	/** Told the range a drag or double-click chose ({@link TimeRange#ALL} for the whole recording). */
	public void onChoose(Consumer<TimeRange> listener) {
		chosen = listener;
	}

	/** Shows {@code range} as the selection (of offsets; other ranges show none). UI thread; tells no one. */
	public void select(TimeRange range) {
		if (timeline == null || range.isAll()) {
			from = to = null;
		} else {
			from = offset(range.from(timeline.start()), Duration.ZERO);
			to = offset(range.to(timeline.start()), timeline.length());
		}
		redraw();
	}

	private Duration offset(Instant at, Duration open) {
		return at == null ? open : Duration.between(timeline.start(), at);
	}

	/**
	 * Chooses the range from {@code start} to {@code end} after the recording's start, as a drag does (both null:
	 * the whole recording), and tells the listener. UI thread.
	 */
	public void choose(Duration start, Duration end) {
		TimeRange range = start == null || end == null ? TimeRange.ALL : TimeRange.of(start, end);
		select(range);
		chosen.accept(range);
	}

	/** The x of {@code offset} from the recording's start on the plot, for tests that drag. */
	public int xOf(Duration offset) {
		int width = plotWidth();
		long total = timeline == null ? 0 : timeline.length().toNanos();
		return GUTTER + (total == 0 ? 0 : (int) Math.round((double) offset.toNanos() / total * width));
	}

	/** The timeline drawn; null before. */
	public RecordingTimeline shownTimeline() {
		return timeline;
	}

	private int plotWidth() {
		return Math.max(1, getClientArea().width - GUTTER - MARGIN);
	}

	/** The offset from the start at pixel {@code x}, within the recording. */
	private Duration offsetAt(int x) {
		double share = Math.max(0, Math.min(1, (double) (x - GUTTER) / plotWidth()));
		return Duration.ofNanos(Math.round(share * timeline.length().toNanos()));
	}

	private void pressed(Event e) {
		if (e.button == 1 && timeline != null && timeline.buckets() > 0 && e.count == 1) {
			dragStart = e.x;
		}
	}

	private void moved(Event e) {
		if (timeline == null || timeline.buckets() == 0) {
			return;
		}
		if (dragStart >= 0 && Math.abs(e.x - dragStart) >= SLOP) {
			from = offsetAt(Math.min(dragStart, e.x));
			to = offsetAt(Math.max(dragStart, e.x));
			redraw();
		}
		setToolTipText(hover(e.x));
	}

	private void released(Event e) {
		int start = dragStart;
		dragStart = -1;
		if (e.button == 1 && start >= 0 && Math.abs(e.x - start) >= SLOP) {
			choose(offsetAt(Math.min(start, e.x)), offsetAt(Math.max(start, e.x)));
		}
	}

	/** "12.4 s: CPU load 48.2 %, GC pauses 0.0 ms, …", or none off the plot. */
	private String hover(int x) {
		if (x < GUTTER) {
			return "Drag across the timeline to look at a range only; double-click for the whole recording";
		}
		Duration at = offsetAt(x);
		int bucket = (int) Math.min(timeline.buckets() - 1,
				at.toNanos() * timeline.buckets() / Math.max(1, timeline.length().toNanos()));
		StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%.1f s:", at.toMillis() / 1000.0));
		for (Measure m : LANES) {
			double v = timeline.values(m)[bucket];
			b.append(' ').append(m.label()).append(' ')
					.append(Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.1f %s", v, m.unit()).strip())
					.append(',');
		}
		return b.substring(0, b.length() - 1);
	}

	private void paint(GC gc) {
		Rectangle area = getClientArea();
		CanvasColours colours = CanvasColours.around(this);
		gc.setBackground(colours.background());
		gc.fillRectangle(area);
		if (timeline == null) {
			return;
		}
		int width = plotWidth();
		for (int lane = 0; lane < LANES.size(); lane++) {
			Measure m = LANES.get(lane);
			int top = MARGIN + lane * LANE;
			double max = timeline.max(m);
			gc.setForeground(colours.faint());
			gc.drawText(label(m, max), 2, top + 1, true);
			gc.setForeground(colours.line());
			gc.drawLine(GUTTER, top + LANE - 1, GUTTER + width, top + LANE - 1);
			if (max <= 0) {
				continue;
			}
			gc.setBackground(getDisplay().getSystemColor(COLOURS[lane]));
			double[] values = timeline.values(m);
			for (int x = 0; x < width; x++) {
				double v = values[(int) ((long) x * values.length / width)];
				int h = Double.isNaN(v) ? 0 : (int) Math.round(v / max * (LANE - 3));
				if (h > 0) {
					gc.fillRectangle(GUTTER + x, top + LANE - 1 - h, 1, h);
				}
			}
		}
		if (from != null) {
			int x1 = xOf(from);
			int x2 = Math.max(x1 + 1, xOf(to));
			Color shade = getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION);
			gc.setAlpha(70);
			gc.setBackground(shade);
			gc.fillRectangle(x1, 0, x2 - x1, area.height);
			gc.setAlpha(255);
			gc.setForeground(shade);
			gc.drawRectangle(x1, 0, x2 - x1 - 1, area.height - 1);
		}
	}

	/** "CPU load 87.0 %": the lane's name and the value its top stands for. */
	private static String label(Measure m, double max) {
		String top = max >= 100 || m == Measure.THREADS ? String.format(Locale.ROOT, "%.0f", max) : String.format(Locale.ROOT, "%.1f", max);
		return (m.label() + " " + top + " " + m.unit()).strip();
	}
}
