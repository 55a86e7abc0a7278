package dyno.heap.hprof.internal;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;

/** A fixed-length array of longs, on the heap or mapped: see {@link IntArray}. */
public abstract sealed class LongArray permits LongArray.OnHeap, LongArray.Mapped {

	/** Partitions up to this many values are sorted on the heap, in a buffer of this size. */
	private static final int SORTED_ON_HEAP = 1 << 20;

	public abstract int length();

	public abstract long get(int i);

	public abstract void set(int i, long value);

	/** This array at another length: the values up to the shorter of the two kept, new ones 0 (may be this one). */
	public abstract LongArray resized(int length);

	public void add(int i, long value) {
		set(i, get(i) + value);
	}

	/**
	 * Sorts {@code [from, to)} ascending, in place: a mapped array by quicksort partitions down to a size that is
	 * sorted in a small heap buffer, so no second copy of the values is ever made. The pivots are medians of three
	 * values at random places: the object table is sorted runs, on which the first, middle and last values may well
	 * be the smallest ones, so every partition would split off only a few.
	 */
	public void sort(int from, int to) {
		long[] buffer = new long[Math.min(SORTED_ON_HEAP, Math.max(0, to - from))];
		sort(from, to - 1, buffer, new SplittableRandom(from));
	}

	private void sort(int low, int high, long[] buffer, SplittableRandom random) {
		while (high - low >= SORTED_ON_HEAP) {
			long a = get(random.nextInt(low, high + 1));
			long b = get(random.nextInt(low, high + 1));
			long c = get(random.nextInt(low, high + 1));
			long pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
			int i = low;
			int j = high;
			while (i <= j) {
				while (get(i) < pivot) {
					i++;
				}
				while (get(j) > pivot) {
					j--;
				}
				if (i <= j) {
					long t = get(i);
					set(i++, get(j));
					set(j--, t);
				}
			}
			// Recurse into the smaller part, loop on the larger: the stack stays logarithmic.
			if (j - low < high - i) {
				sort(low, j, buffer, random);
				low = i;
			} else {
				sort(i, high, buffer, random);
				high = j;
			}
		}
		int count = high - low + 1;
		if (count > 1) {
			for (int k = 0; k < count; k++) {
				buffer[k] = get(low + k);
			}
			Arrays.sort(buffer, 0, count);
			for (int k = 0; k < count; k++) {
				set(low + k, buffer[k]);
			}
		}
	}

	static final class OnHeap extends LongArray {

		private final long[] values;

		OnHeap(long[] values) {
			this.values = values;
		}

		@Override
		public int length() {
			return values.length;
		}

		@Override
		public long get(int i) {
			return values[i];
		}

		@Override
		public void set(int i, long value) {
			values[i] = value;
		}

		@Override
		public LongArray resized(int length) {
			return new OnHeap(Arrays.copyOf(values, length));
		}

		@Override
		public void sort(int from, int to) {
			Arrays.sort(values, from, to);
		}
	}

	/** In chunks of 2^26 longs (512 MiB), each a mapping of its own (see {@link ArrayStore#chunks}). */
	static final class Mapped extends LongArray {

		static final int SHIFT = 26;
		static final int WIDTH = 8;
		private static final int MASK = (1 << SHIFT) - 1;

		/** Null for a read-only array mapped from an index file. */
		private final ArrayStore store;
		private final int length;
		private final ByteBuffer[] bytes;
		private final LongBuffer[] chunks;

		Mapped(ArrayStore store, int length, ByteBuffer[] bytes) {
			this.store = store;
			this.length = length;
			this.bytes = bytes;
			chunks = new LongBuffer[bytes.length];
			for (int c = 0; c < bytes.length; c++) {
				chunks[c] = bytes[c].asLongBuffer();
			}
		}

		@Override
		public int length() {
			return length;
		}

		@Override
		public long get(int i) {
			return chunks[i >>> SHIFT].get(i & MASK);
		}

		@Override
		public void set(int i, long value) {
			chunks[i >>> SHIFT].put(i & MASK, value);
		}

		@Override
		public LongArray resized(int newLength) {
			return new Mapped(store, newLength, store.resized(bytes, newLength, SHIFT, WIDTH));
		}
	}
}
