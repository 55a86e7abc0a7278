package dyno.heap;

import java.util.Arrays;

import dyno.core.TimeSeries;
import dyno.jvm.GcHistory;
import dyno.jvm.Metric;

/**
 * The old generation's occupancy right after the collections that covered it (full or old collections): the
 * floor under the saw-tooth of a healthy heap. A floor that stays level says the live data does not grow,
 * whatever single classes seem to do; one that rises is the heap-level sign of a leak.
 *
 * @param times epoch milliseconds, ascending
 * @param bytes the floor at each time
 */
public record OldFloor(long[] times, double[] bytes) {

	public OldFloor {
		if (times.length != bytes.length) {
			throw new IllegalArgumentException(times.length + " times but " + bytes.length + " values");
		}
		times = times.clone();
		bytes = bytes.clone();
	}

	/**
	 * The floor readings of a connection's history between two times ({@link Metric#OLD_FLOOR}). The history
	 * repeats the last floor at every sample until the next collection of the old generation; only the samples
	 * where it changed are readings, so each collection counts once.
	 */
	public static OldFloor from(GcHistory history, long fromTime, long toTime) {
		TimeSeries.Window w = history.series(Metric.OLD_FLOOR).since(fromTime);
		long[] t = new long[w.size()];
		double[] v = new double[w.size()];
		int n = 0;
		for (int i = 0; i < w.size(); i++) {
			double value = w.values()[i];
			if (w.times()[i] > toTime || Double.isNaN(value) || (n > 0 && value == v[n - 1])) {
				continue;
			}
			t[n] = w.times()[i];
			v[n++] = value;
		}
		return new OldFloor(Arrays.copyOf(t, n), Arrays.copyOf(v, n));
	}

	public int size() {
		return times.length;
	}
}
