package dyno.heap.ui.internal.leaks;

import java.util.Arrays;

import dyno.core.TimeSeries;
import dyno.heap.OldFloor;
import dyno.jvm.GcHistory;
import dyno.jvm.Metric;

/**
 * The post-GC old-generation floor of a connection's history since a time, for the leak finder: the sampled step
 * series reduced to its steps (each new level once, and the last sample), since repeats of one level add no
 * evidence but would weigh on the trend test.
 */
final class Floors {

	/** Fewer levels than this say nothing about a trend. */
	private static final int MIN_POINTS = 3;

	private Floors() {
	}

	/** The floor since {@code fromTime}, or null when the history has too little of it (no full GC seen). */
	static OldFloor since(GcHistory history, long fromTime) {
		TimeSeries.Window w = history.series(Metric.OLD_FLOOR).since(fromTime);
		long[] times = new long[w.size()];
		double[] bytes = new double[w.size()];
		int n = 0;
		for (int i = 0; i < w.size(); i++) {
			double v = w.values()[i];
			boolean last = i == w.size() - 1;
			if (!Double.isNaN(v) && (n == 0 || v != bytes[n - 1] || last)) {
				times[n] = w.times()[i];
				bytes[n] = v;
				n++;
			}
		}
		return n < MIN_POINTS ? null : new OldFloor(Arrays.copyOf(times, n), Arrays.copyOf(bytes, n));
	}
}
