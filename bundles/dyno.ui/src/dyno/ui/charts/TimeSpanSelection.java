package dyno.ui.charts;

import java.time.Instant;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Event;

/**
 * A span of time selected on a {@link ChartCanvas} with a time axis: a drag across the plot selects it (shown
 * shaded while dragging, chosen when the button is released), a double-click clears it. The span is kept in
 * absolute times, so on a live strip chart it moves with the data it was drawn over.
 */
public final class TimeSpanSelection {

	/** A selected span of time. */
	public record Span(Instant from, Instant to) {
	}

	/** A drag narrower than this is a click. */
	private static final int SLOP = 3;

	private final ChartCanvas canvas;
	private final Consumer<Span> changed;
	private Span span;
	/** Where a drag started; -1 while no button is down. */
	private int dragStart = -1;

	/** Selects on {@code canvas}; {@code changed} is told each span chosen, and null when it is cleared. UI thread. */
	public TimeSpanSelection(ChartCanvas canvas, Consumer<Span> changed) {
		this.canvas = canvas;
		this.changed = changed;
		canvas.addListener(SWT.MouseDown, e -> {
			if (e.button == 1 && e.count == 1) {
				dragStart = e.x;
			}
		});
		canvas.addListener(SWT.MouseMove, e -> {
			if (dragStart >= 0 && Math.abs(e.x - dragStart) >= SLOP) {
				Span dragged = between(dragStart, e.x);
				if (dragged != null) {
					span = dragged;
					canvas.redraw();
				}
			}
		});
		canvas.addListener(SWT.MouseUp, this::released);
		canvas.addListener(SWT.MouseDoubleClick, e -> select(null));
		canvas.addListener(SWT.Paint, this::paint);
	}

	/** The span selected; null for none. */
	public Span span() {
		return span;
	}

	/** Selects {@code s} (null: none) as a drag does, and says so. UI thread. */
	public void select(Span s) {
		span = s;
		canvas.redraw();
		changed.accept(s);
	}

	private void released(Event e) {
		int start = dragStart;
		dragStart = -1;
		if (e.button == 1 && start >= 0 && Math.abs(e.x - start) >= SLOP) {
			Span s = between(start, e.x);
			if (s != null) {
				select(s);
			}
		}
	}

	private Span between(int x1, int x2) {
		Instant a = canvas.timeAt(Math.min(x1, x2));
		Instant b = canvas.timeAt(Math.max(x1, x2));
		return a == null || b == null || !a.isBefore(b) ? null : new Span(a, b);
	}

	private void paint(Event e) {
		if (span == null) {
			return;
		}
		int x1 = canvas.xOf(span.from());
		int x2 = canvas.xOf(span.to());
		if (x1 < 0 || x2 < 0) {
			return;
		}
		int height = canvas.getClientArea().height;
		Color shade = canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION);
		e.gc.setAlpha(60);
		e.gc.setBackground(shade);
		e.gc.fillRectangle(x1, 0, Math.max(1, x2 - x1), height);
		e.gc.setAlpha(255);
		e.gc.setForeground(shade);
		e.gc.drawRectangle(x1, 0, Math.max(1, x2 - x1), height - 1);
	}
}
