package dyno.ui.charts;

import java.util.Arrays;

/**
 * Thins a time series to what a chart of a given pixel width can show: per pixel column the smallest and the
 * largest value, in the order they occurred, so spikes (a GC emptying eden) survive and a line drawn through
 * the result looks like the full series. Runs of missing values (NaN) stay as one NaN, so the line breaks.
 */
public final class Downsample {

	private Downsample() {
	}

	/**
	 * The points of {@code times}/{@code values} between {@code from} and {@code to}, at most two per column.
	 *
	 * @return {@code {x[], y[]}} with x as epoch milliseconds in doubles, ready for a JFreeChart XY dataset
	 */
	public static double[][] minMax(long[] times, double[] values, long from, long to, int columns) {
		int first = lowerBound(times, from);
		int end = lowerBound(times, to + 1);
		int n = Math.max(0, end - first);
		if (n <= 2 * columns || to <= from) {
			double[][] out = new double[2][n];
			for (int i = 0; i < n; i++) {
				out[0][i] = times[first + i];
				out[1][i] = values[first + i];
			}
			return out;
		}
		double[] xs = new double[2 * columns + 2];
		double[] ys = new double[xs.length];
		int m = 0;
		double width = (double) (to - from + 1) / columns;
		int i = first;
		while (i < end) {
			int column = (int) ((times[i] - from) / width);
			int lo = -1;
			int hi = -1;
			boolean gap = false;
			int j = i;
			while (j < end && (int) ((times[j] - from) / width) == column) {
				double v = values[j];
				if (Double.isNaN(v)) {
					gap = true;
				} else {
					lo = lo < 0 || v < values[lo] ? j : lo;
					hi = hi < 0 || v > values[hi] ? j : hi;
				}
				j++;
			}
			if (m + 3 > xs.length) {
				xs = Arrays.copyOf(xs, xs.length * 2);
				ys = Arrays.copyOf(ys, ys.length * 2);
			}
			if (lo < 0) {
				xs[m] = times[i];
				ys[m++] = Double.NaN;
			} else {
				if (gap) { // a hole in this column: keep the break in the line
					xs[m] = times[i];
					ys[m++] = Double.NaN;
				}
				int a = Math.min(lo, hi);
				int b = Math.max(lo, hi);
				xs[m] = times[a];
				ys[m++] = values[a];
				if (b != a) {
					xs[m] = times[b];
					ys[m++] = values[b];
				}
			}
			i = j;
		}
		return new double[][] { Arrays.copyOf(xs, m), Arrays.copyOf(ys, m) };
	}

	private static int lowerBound(long[] times, long t) {
		int low = 0;
		int high = times.length;
		while (low < high) {
			int mid = (low + high) >>> 1;
			if (times[mid] < t) {
				low = mid + 1;
			} else {
				high = mid;
			}
		}
		return low;
	}
}
