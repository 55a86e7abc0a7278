package dyno.jvm.ui.internal.threads;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import dyno.jvm.threads.ThreadState;

/** The timeline's colours in words: a chip and a label per state a running JVM shows. */
final class Legend extends Canvas {

	private static final ThreadState[] SHOWN = { ThreadState.RUNNING, ThreadState.BLOCKED, ThreadState.WAITING,
			ThreadState.TIMED_WAITING, ThreadState.PARKED, ThreadState.SLEEPING };
	private static final int CHIP = 10;
	private static final int GAP = 12;

	Legend(Composite parent) {
		super(parent, SWT.NONE);
		addListener(SWT.Paint, e -> paint(e.gc));
	}

	private void paint(GC gc) {
		int x = 0;
		int h = gc.getFontMetrics().getHeight();
		for (ThreadState s : SHOWN) {
			gc.setBackground(StateColors.of(s));
			gc.fillRectangle(x, (h - CHIP) / 2 + 1, CHIP, CHIP);
			x += CHIP + 3;
			gc.drawText(s.label(), x, 0, true);
			x += gc.textExtent(s.label()).x + GAP;
		}
	}

	@Override
	public Point computeSize(int wHint, int hHint, boolean changed) {
		GC gc = new GC(this);
		try {
			int w = 0;
			for (ThreadState s : SHOWN) {
				w += CHIP + 3 + gc.textExtent(s.label()).x + GAP;
			}
			return new Point(w, gc.getFontMetrics().getHeight() + 2);
		} finally {
			gc.dispose();
		}
	}
}
