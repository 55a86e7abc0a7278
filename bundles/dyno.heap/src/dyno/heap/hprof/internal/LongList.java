package dyno.heap.hprof.internal;

import java.util.Arrays;

/** A growing list of longs without boxing. */
final class LongList {

	private long[] values = new long[1024];
	private int size;

	void add(long value) {
		if (size == values.length) {
			values = Arrays.copyOf(values, size * 2);
		}
		values[size++] = value;
	}

	/** The values in the order added. */
	long[] values() {
		return Arrays.copyOf(values, size);
	}

	/** The values, sorted, duplicates kept. */
	long[] sorted() {
		long[] sorted = Arrays.copyOf(values, size);
		Arrays.sort(sorted);
		return sorted;
	}
}
