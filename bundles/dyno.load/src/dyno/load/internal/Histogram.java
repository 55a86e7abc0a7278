package dyno.load.internal;

import java.util.TreeMap;

/**
 * Exact counts per integer value (elapsed milliseconds), so percentiles are exact while memory depends on the
 * range of values seen, never on how many samples there were. Values 0 .. {@value #DENSE_LIMIT}-1 (response
 * times up to about a minute: nearly all of them) are counted in an array that grows on demand; the rare
 * others in a sorted map.
 */
public final class Histogram {

	/** 65,536 counters (512 KB) at most per histogram, reached only when a label sees a minute-long sample. */
	static final int DENSE_LIMIT = 1 << 16;
	private static final int INITIAL = 256;

	private long[] dense = new long[INITIAL];
	/** Values below 0 or at/above {@link #DENSE_LIMIT}; null until one comes. */
	private TreeMap<Long, long[]> sparse;
	private long count;
	private long min = Long.MAX_VALUE;
	private long max = Long.MIN_VALUE;

	/** Counts {@code value} {@code times} times. */
	public void add(long value, long times) {
		if (value >= 0 && value < DENSE_LIMIT) {
			int v = (int) value;
			if (v >= dense.length) {
				grow(v);
			}
			dense[v] += times;
		} else {
			if (sparse == null) {
				sparse = new TreeMap<>();
			}
			sparse.computeIfAbsent(value, k -> new long[1])[0] += times;
		}
		count += times;
		if (value < min) {
			min = value;
		}
		if (value > max) {
			max = value;
		}
	}

	/** Counts everything {@code other} counted, as if its values had been added here one by one. */
	public void addAll(Histogram other) {
		if (other.count == 0) {
			return;
		}
		int top = (int) Math.min(other.dense.length - 1L, other.max);
		if (top >= dense.length) {
			grow(top);
		}
		for (int v = 0; v <= top; v++) {
			dense[v] += other.dense[v];
		}
		if (other.sparse != null) {
			if (sparse == null) {
				sparse = new TreeMap<>();
			}
			other.sparse.forEach((v, c) -> sparse.computeIfAbsent(v, k -> new long[1])[0] += c[0]);
		}
		count += other.count;
		min = Math.min(min, other.min);
		max = Math.max(max, other.max);
	}

	private void grow(int v) {
		int size = dense.length;
		while (size <= v) {
			size <<= 1;
		}
		long[] bigger = new long[Math.min(size, DENSE_LIMIT)];
		System.arraycopy(dense, 0, bigger, 0, dense.length);
		dense = bigger;
	}

	public long count() {
		return count;
	}

	/** Smallest value; {@link Long#MAX_VALUE} when empty. */
	public long min() {
		return min;
	}

	/** Largest value; {@link Long#MIN_VALUE} when empty. */
	public long max() {
		return max;
	}

	/**
	 * JMeter's nearest rank ({@code StatCalculator.getPercentPoint}) for each fraction: the target rank is
	 * {@code Math.round(count * fraction)}, and the answer the first value, walking upwards, at which the running
	 * count reaches it. A fraction {@code >= 1} gives the max, an empty histogram 0. One walk serves all fractions.
	 */
	public long[] percentiles(double... fractions) {
		long[] result = new long[fractions.length];
		if (count == 0) {
			return result;
		}
		Walk walk = new Walk(fractions, result);
		if (sparse != null) {
			sparse.headMap(0L).forEach((v, c) -> walk.step(v, c[0]));
		}
		int top = (int) Math.min(dense.length - 1L, max);
		for (int v = (int) Math.max(0, Math.min(min, DENSE_LIMIT)); v <= top; v++) {
			if (dense[v] != 0) {
				walk.step(v, dense[v]);
			}
		}
		if (sparse != null) {
			sparse.tailMap((long) DENSE_LIMIT).forEach((v, c) -> walk.step(v, c[0]));
		}
		for (int i = 0; i < fractions.length; i++) {
			if (fractions[i] >= 1.0) {
				result[i] = max;
			}
		}
		return result;
	}

	/** Walks the values upwards once, answering each fraction when the running count reaches its rank. */
	private final class Walk {

		private final long[] targets;
		private final boolean[] done;
		private final long[] result;
		private long seen;

		Walk(double[] fractions, long[] result) {
			this.result = result;
			targets = new long[fractions.length];
			done = new boolean[fractions.length];
			for (int i = 0; i < fractions.length; i++) {
				targets[i] = Math.round(count * fractions[i]);
				done[i] = fractions[i] >= 1.0;
			}
		}

		void step(long value, long times) {
			seen += times;
			for (int i = 0; i < targets.length; i++) {
				if (!done[i] && targets[i] <= seen) {
					result[i] = value;
					done[i] = true;
				}
			}
		}
	}
}
