package dyno.load.internal;

import java.util.Arrays;

/**
 * Exact counts per integer value in a small open-addressing table: memory follows the number of distinct values,
 * which suits many small sets (one per time bucket) where {@link Histogram}'s array would not. Percentiles sort
 * the distinct values when asked.
 */
public final class SparseCounts {

	private static final int EMPTY = Integer.MIN_VALUE;

	private int[] keys;
	/** Counts per slot; a bucket of the timeline never sees 2^31 samples of one value. */
	private int[] counts;
	private int size;
	private long total;

	public SparseCounts() {
		this(16);
	}

	/**
	 * @param slots the table's first size, rounded up to a power of two (at least 16): a caller that expects many
	 *              distinct values (the previous time bucket had them) spares the table its doublings
	 */
	public SparseCounts(int slots) {
		int n = Math.max(16, Integer.highestOneBit(Math.max(slots - 1, 1)) << 1);
		keys = filled(n);
		counts = new int[n];
	}

	private static int[] filled(int n) {
		int[] k = new int[n];
		Arrays.fill(k, EMPTY);
		return k;
	}

	/** Counts {@code value} {@code times} times ({@link Integer#MIN_VALUE} is taken as the next value up). */
	public void add(int value, int times) {
		int v = value == EMPTY ? EMPTY + 1 : value;
		int mask = keys.length - 1;
		int slot = (v * 0x9E3779B9) >>> 1 & mask;
		while (keys[slot] != EMPTY && keys[slot] != v) {
			slot = (slot + 1) & mask;
		}
		if (keys[slot] == EMPTY) {
			keys[slot] = v;
			size++;
		}
		counts[slot] += times;
		total += times;
		if (size * 2 > keys.length) {
			grow(keys.length * 2);
		}
	}

	/** Counts everything {@code other} counted, as if its values had been added here one by one. */
	public void addAll(SparseCounts other) {
		// Grown at once to hold the larger of the two (the fewest values the union can have), not doubled step by
		// step while adding: merging buckets into empty ones would otherwise allocate every table several times.
		int length = keys.length;
		while (Math.max(size, other.size) * 2 > length) {
			length *= 2;
		}
		if (length > keys.length) {
			grow(length);
		}
		for (int i = 0; i < other.keys.length; i++) {
			if (other.keys[i] != EMPTY) {
				add(other.keys[i], other.counts[i]);
			}
		}
	}

	public long total() {
		return total;
	}

	/** Table slots held (4 + 4 bytes each): what the counts cost in memory. */
	public int slots() {
		return keys.length;
	}

	/** JMeter's nearest rank, as {@link Histogram#percentiles}; 0 when empty. */
	public long percentile(double fraction) {
		return percentiles(fraction)[0];
	}

	/** {@link #percentile} of each fraction, sorting the distinct values once; zeros when empty. */
	public long[] percentiles(double... fractions) {
		long[] result = new long[fractions.length];
		if (total == 0) {
			return result;
		}
		int[] values = new int[size];
		int n = 0;
		for (int k : keys) {
			if (k != EMPTY) {
				values[n++] = k;
			}
		}
		Arrays.sort(values);
		long[] running = new long[n];
		long seen = 0;
		for (int i = 0; i < n; i++) {
			seen += count(values[i]);
			running[i] = seen;
		}
		for (int f = 0; f < fractions.length; f++) {
			if (fractions[f] >= 1.0) {
				result[f] = values[n - 1];
				continue;
			}
			long target = Math.round(total * fractions[f]);
			int i = 0;
			while (i < n - 1 && running[i] < target) {
				i++;
			}
			result[f] = values[i];
		}
		return result;
	}

	private long count(int v) {
		int mask = keys.length - 1;
		int slot = (v * 0x9E3779B9) >>> 1 & mask;
		while (keys[slot] != v) {
			slot = (slot + 1) & mask;
		}
		return counts[slot];
	}

	private void grow(int length) {
		int[] oldKeys = keys;
		int[] oldCounts = counts;
		keys = filled(length);
		counts = new int[keys.length];
		int mask = keys.length - 1;
		for (int i = 0; i < oldKeys.length; i++) {
			if (oldKeys[i] != EMPTY) {
				int slot = (oldKeys[i] * 0x9E3779B9) >>> 1 & mask;
				while (keys[slot] != EMPTY) {
					slot = (slot + 1) & mask;
				}
				keys[slot] = oldKeys[i];
				counts[slot] = oldCounts[i];
			}
		}
	}
}
