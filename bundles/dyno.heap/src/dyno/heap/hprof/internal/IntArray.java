package dyno.heap.hprof.internal;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * A fixed-length array of ints, on the heap or mapped (see {@link ArrayStore}): the one type the per-object
 * arrays of a dump's analysis are held in, so that the same code serves a small dump at array speed and a dump
 * larger than the heap.
 */
public abstract sealed class IntArray permits IntArray.OnHeap, IntArray.Mapped {

	public abstract int length();

	public abstract int get(int i);

	public abstract void set(int i, int value);

	/** This array at another length: the values up to the shorter of the two kept, new ones 0 (may be this one). */
	public abstract IntArray resized(int length);

	public void fill(int value) {
		for (int i = 0; i < length(); i++) {
			set(i, value);
		}
	}

	/** The values {@code [from, to)} as a Java array. */
	public int[] copyOfRange(int from, int to) {
		int[] copy = new int[to - from];
		for (int i = from; i < to; i++) {
			copy[i - from] = get(i);
		}
		return copy;
	}

	/** A copy of the first {@code length} values in another array of {@code store}. */
	public IntArray copy(ArrayStore store, int length) {
		IntArray copy = store.ints(length);
		for (int i = 0; i < length; i++) {
			copy.set(i, get(i));
		}
		return copy;
	}

	static final class OnHeap extends IntArray {

		private int[] values;

		OnHeap(int[] values) {
			this.values = values;
		}

		@Override
		public int length() {
			return values.length;
		}

		@Override
		public int get(int i) {
			return values[i];
		}

		@Override
		public void set(int i, int value) {
			values[i] = value;
		}

		@Override
		public IntArray resized(int length) {
			return new OnHeap(Arrays.copyOf(values, length));
		}

		@Override
		public void fill(int value) {
			Arrays.fill(values, value);
		}

		@Override
		public int[] copyOfRange(int from, int to) {
			return Arrays.copyOfRange(values, from, to);
		}
	}

	/** In chunks of 2^27 ints (512 MiB), each a mapping of its own (see {@link ArrayStore#chunks}). */
	static final class Mapped extends IntArray {

		static final int SHIFT = 27;
		static final int WIDTH = 4;
		private static final int MASK = (1 << SHIFT) - 1;

		/** Null for a read-only array mapped from an index file. */
		private final ArrayStore store;
		private final int length;
		private final ByteBuffer[] bytes;
		private final IntBuffer[] chunks;

		Mapped(ArrayStore store, int length, ByteBuffer[] bytes) {
			this.store = store;
			this.length = length;
			this.bytes = bytes;
			chunks = new IntBuffer[bytes.length];
			for (int c = 0; c < bytes.length; c++) {
				chunks[c] = bytes[c].asIntBuffer();
			}
		}

		@Override
		public int length() {
			return length;
		}

		@Override
		public int get(int i) {
			return chunks[i >>> SHIFT].get(i & MASK);
		}

		@Override
		public void set(int i, int value) {
			chunks[i >>> SHIFT].put(i & MASK, value);
		}

		@Override
		public IntArray resized(int newLength) {
			return new Mapped(store, newLength, store.resized(bytes, newLength, SHIFT, WIDTH));
		}
	}
}
