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

	/** In chunks of 2^27 ints (512 MiB), each a mapping of its own. */
	static final class Mapped extends IntArray {

		static final int SHIFT = 27;
		private static final int MASK = (1 << SHIFT) - 1;

		private final ArrayStore store;
		private final int length;
		private final IntBuffer[] chunks;

		Mapped(ArrayStore store, int length) {
			this.store = store;
			this.length = length;
			int count = (int) (((long) length + MASK) >>> SHIFT);
			chunks = new IntBuffer[count];
			for (int c = 0; c < count; c++) {
				chunks[c] = store.scratch(4L * chunkLength(c, length)).asIntBuffer();
			}
		}

		/** Over buffers already mapped (an index file), read-only. */
		Mapped(int length, ByteBuffer[] buffers) {
			this.store = null;
			this.length = length;
			chunks = new IntBuffer[buffers.length];
			for (int c = 0; c < buffers.length; c++) {
				chunks[c] = buffers[c].asIntBuffer();
			}
		}

		private Mapped(ArrayStore store, int length, IntBuffer[] chunks) {
			this.store = store;
			this.length = length;
			this.chunks = chunks;
		}

		private static int chunkLength(int c, int length) {
			return (int) Math.min(1L << SHIFT, length - ((long) c << SHIFT));
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

		/** Full chunks are kept as they are; only a partial last chunk is copied into a larger mapping. */
		@Override
		public IntArray resized(int newLength) {
			int count = (int) (((long) newLength + MASK) >>> SHIFT);
			IntBuffer[] resized = Arrays.copyOf(chunks, count);
			for (int c = 0; c < count; c++) {
				int wanted = chunkLength(c, newLength);
				IntBuffer old = c < chunks.length ? chunks[c] : null;
				if (old == null || old.capacity() < wanted) {
					IntBuffer chunk = store.scratch(4L * wanted).asIntBuffer();
					if (old != null) {
						chunk.put(0, old, 0, old.capacity());
					}
					resized[c] = chunk;
				}
			}
			return new Mapped(store, newLength, resized);
		}
	}
}
