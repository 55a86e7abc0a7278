package dyno.heap.ui.internal.leaks;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;

/** A series drawn as a small line in a table cell: its own min to max fill the cell's height. */
final class Sparkline {

	private static final int PAD = 3;

	private Sparkline() {
	}

	/** The polyline's points (x, y, x, y …) of {@code values} in {@code cell}; empty for fewer than two values. */
	static int[] points(long[] values, Rectangle cell) {
		if (values == null || values.length < 2 || cell.width <= 2 * PAD || cell.height <= 2 * PAD) {
			return new int[0];
		}
		long min = Long.MAX_VALUE;
		long max = Long.MIN_VALUE;
		for (long v : values) {
			min = Math.min(min, v);
			max = Math.max(max, v);
		}
		double w = cell.width - 2.0 * PAD;
		double h = cell.height - 2.0 * PAD;
		int[] xy = new int[values.length * 2];
		for (int i = 0; i < values.length; i++) {
			// A flat series sits in the middle rather than on the floor.
			double y = max == min ? 0.5 : (double) (values[i] - min) / (max - min);
			xy[2 * i] = cell.x + PAD + (int) Math.round(w * i / (values.length - 1));
			xy[2 * i + 1] = cell.y + PAD + (int) Math.round(h * (1 - y));
		}
		return xy;
	}

	static void draw(GC gc, long[] values, Rectangle cell) {
		int[] xy = points(values, cell);
		if (xy.length == 0) {
			return;
		}
		gc.setAntialias(org.eclipse.swt.SWT.ON);
		gc.setLineWidth(2);
		gc.drawPolyline(xy);
		gc.fillOval(xy[xy.length - 2] - 2, xy[xy.length - 1] - 2, 5, 5);
	}
}
