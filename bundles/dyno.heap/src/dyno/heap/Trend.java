package dyno.heap;

import java.util.Arrays;

/**
 * The trend statistics of the leak finder, on one series at a time. Mann-Kendall asks whether later values tend to
 * be larger than earlier ones, whatever the shape and however noisy: only the order of the values counts, so one
 * huge outlier weighs as much as a small step. Theil-Sen gives the slope as the median of all pairwise slopes,
 * which half the points can be wrong without moving. Both need no assumption about the noise's distribution.
 */
final class Trend {

	private Trend() {
	}

	/** Mann-Kendall's S: pairs that rise minus pairs that fall. */
	static long mannKendallS(long[] x) {
		long s = 0;
		int n = x.length;
		for (int i = 0; i < n - 1; i++) {
			long xi = x[i];
			for (int j = i + 1; j < n; j++) {
				s += Long.signum(x[j] - xi);
			}
		}
		return s;
	}

	/**
	 * The one-sided p-value that a series with this S rises only by chance: the normal approximation of S's
	 * distribution with the variance corrected for tied values, and a continuity correction. Too few points cannot
	 * give a small p: 3 points that rise give 0.15, 4 give 0.045, 6 give 0.004.
	 *
	 * @param sorted the series' values in ascending order (to count the ties)
	 */
	static double pRising(long s, long[] sorted) {
		int n = sorted.length;
		double variance = n * (n - 1.0) * (2.0 * n + 5);
		for (int i = 0; i < n;) {
			int j = i;
			while (j < n && sorted[j] == sorted[i]) {
				j++;
			}
			long t = j - i;
			variance -= t * (t - 1.0) * (2.0 * t + 5);
			i = j;
		}
		variance /= 18;
		if (variance <= 0 || s <= 0) {
			return s > 0 ? 0 : 1; // every value alike, or no rise at all
		}
		double z = (s - 1) / Math.sqrt(variance);
		return upperTail(z);
	}

	/** Both together, on a copy (the series stays as it is). */
	static double pRising(long[] x) {
		long[] sorted = x.clone();
		Arrays.sort(sorted);
		return pRising(mannKendallS(x), sorted);
	}

	/**
	 * Theil-Sen slope: the median of the slopes between every two points, in value units per time unit; pairs at
	 * the same time are left out. 0 when no pair is left.
	 *
	 * @param work a buffer of at least n(n-1)/2 doubles, reused between calls to spare the garbage
	 */
	static double theilSen(long[] t, long[] x, double[] work) {
		int m = 0;
		for (int i = 0; i < x.length - 1; i++) {
			for (int j = i + 1; j < x.length; j++) {
				long dt = t[j] - t[i];
				if (dt != 0) {
					work[m++] = (double) (x[j] - x[i]) / dt;
				}
			}
		}
		if (m == 0) {
			return 0;
		}
		Arrays.sort(work, 0, m);
		return m % 2 == 1 ? work[m / 2] : (work[m / 2 - 1] + work[m / 2]) / 2;
	}

	static double theilSen(long[] t, long[] x) {
		return theilSen(t, x, new double[pairs(x.length)]);
	}

	static int pairs(int n) {
		return n * (n - 1) / 2;
	}

	/** P(Z > z) of the standard normal distribution (Abramowitz and Stegun 7.1.26; error below 1.5e-7). */
	static double upperTail(double z) {
		double x = Math.abs(z) / Math.sqrt(2);
		double t = 1 / (1 + 0.3275911 * x);
		double erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
				* Math.exp(-x * x);
		return z >= 0 ? erfc / 2 : 1 - erfc / 2;
	}

	/** The largest fall from a value to a later one: 0 for a series that never gives back what it gained. */
	static long largestFall(long[] x) {
		long peak = Long.MIN_VALUE;
		long fall = 0;
		for (long v : x) {
			peak = Math.max(peak, v);
			fall = Math.max(fall, peak - v);
		}
		return fall;
	}

	/** The largest rise from one value to the next. */
	static long largestRise(long[] x) {
		long rise = 0;
		for (int i = 1; i < x.length; i++) {
			rise = Math.max(rise, x[i] - x[i - 1]);
		}
		return rise;
	}
}
