package dyno.heap.hprof.internal;

import java.io.IOException;

/**
 * Every object of a dump in parallel primitive arrays of an {@link ArrayStore} (identifier, class index, array length; the record offsets
 * only once a search needs them: the histogram does not, and they are a third of the table),
 * in file order until {@link #sortById()} sorts them by identifier and adds a bucket table over the identifiers so that finding an object by identifier takes a
 * few steps of binary search instead of about 23 over 9 million objects.
 */
final class ObjectTable {

	private final ArrayStore store;
	private LongArray ids;
	/** Null until {@link #setOffsets}. */
	private LongArray offsets;
	private IntArray classes;
	private IntArray lengths;
	private int size;
	private long minId;
	private int shift;
	private IntArray buckets;

	/**
	 * @param expected the likely number of objects: sized well, the arrays need not grow (growing costs a copy of
	 *                 all four, the memory peak of the whole index)
	 */
	ObjectTable(ArrayStore store, int expected) {
		this.store = store;
		int capacity = Math.max(1 << 16, expected);
		ids = store.longs(capacity);
		classes = store.ints(capacity);
		lengths = store.ints(capacity);
	}

	/** @param length an array's length; 0 for an instance; {@code -1 - ClassInfo index} for a class */
	void add(long id, int classIndex, int length) {
		if (size == ids.length()) {
			int capacity = (int) Math.min(Integer.MAX_VALUE - 8, (long) size + (size >> 1));
			ids = ids.resized(capacity);
			classes = classes.resized(capacity);
			lengths = lengths.resized(capacity);
		}
		ids.set(size, id);
		classes.set(size, classIndex);
		lengths.set(size, length);
		size++;
	}

	int size() {
		return size;
	}

	long id(int i) {
		return ids.get(i);
	}

	long offset(int i) {
		return offsets.get(i);
	}

	boolean hasOffsets() {
		return offsets != null;
	}

	/** The record offsets, in the table's order (file order: set them before sorting). */
	void setOffsets(LongArray offsets) {
		this.offsets = offsets;
	}

	boolean isClassNode(int i) {
		return lengths.get(i) < 0;
	}

	/** The {@link ClassInfo} index of a class node. */
	int classInfoOf(int i) {
		return -1 - lengths.get(i);
	}

	int classIndex(int i) {
		return classes.get(i);
	}

	void setClassIndex(int i, int classIndex) {
		classes.set(i, classIndex);
	}

	/** The array length; 0 for an instance; negative for a class (see {@link #classInfoOf}). */
	int length(int i) {
		return lengths.get(i);
	}

	/** Whether {@link #sortById} (or {@link #setSorted}) made {@link #find} work. */
	boolean sortedForLookup() {
		return buckets != null;
	}

	/** The arrays of this table once sorted, as {@link #write} wrote them for the same dump. */
	void setSorted(LongArray ids, LongArray offsets, IntArray classes, IntArray lengths) {
		this.ids = ids;
		this.offsets = offsets;
		this.classes = classes;
		this.lengths = lengths;
		buildBuckets();
	}

	/** Writes the arrays (sorted, with offsets) in the order {@link #setSorted} takes them. */
	void write(IndexFiles.Output out) throws IOException {
		out.longs(ids, size);
		out.longs(offsets, size);
		out.ints(classes, size);
		out.ints(lengths, size);
	}

	/** The node of an identifier, or -1 (a reference to an object the dump does not contain). */
	int find(long id) {
		if (size == 0 || id < minId) {
			return -1;
		}
		long bucket = (id - minId) >>> shift;
		if (bucket >= buckets.length() - 1) {
			return -1;
		}
		int low = buckets.get((int) bucket);
		int high = buckets.get((int) bucket + 1) - 1;
		while (low <= high) {
			int mid = (low + high) >>> 1;
			long v = ids.get(mid);
			if (v < id) {
				low = mid + 1;
			} else if (v > id) {
				high = mid - 1;
			} else {
				return mid;
			}
		}
		return -1;
	}

	/**
	 * Sorts by identifier (HotSpot writes address order within a region, but regions and segments interleave) and
	 * makes {@link #find} work; once. True when that changed the order.
	 */
	boolean sortById() {
		if (buckets != null) {
			return false;
		}
		boolean reordered = !sorted();
		if (reordered && !sortPacked()) {
			sort(0, size - 1);
		}
		buildBuckets();
		return reordered;
	}

	private boolean sorted() {
		for (int i = 1; i < size; i++) {
			if (ids.get(i - 1) > ids.get(i)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The fast way, when identifiers are addresses: each identifier's distance from the lowest, without the low
	 * bits that are zero in all of them (alignment), packed with its position into one long; those are sorted (the
	 * sorted runs that segments form make that quick), the other arrays are permuted once by the positions, and the
	 * identifiers are unpacked again in place. False when the two do not fit in 63 bits.
	 */
	private boolean sortPacked() {
		long min = Long.MAX_VALUE;
		long max = Long.MIN_VALUE;
		for (int i = 0; i < size; i++) {
			min = Math.min(min, ids.get(i));
			max = Math.max(max, ids.get(i));
		}
		long bits = 0;
		for (int i = 0; i < size; i++) {
			bits |= ids.get(i) - min;
		}
		int zeros = bits == 0 ? 0 : Long.numberOfTrailingZeros(bits);
		int indexBits = 64 - Long.numberOfLeadingZeros(size);
		int idBits = 64 - Long.numberOfLeadingZeros((max - min) >>> zeros);
		if (min < 0 || max - min < 0 || indexBits + idBits > 63) {
			return false;
		}
		LongArray packed = store.longs(size);
		for (int i = 0; i < size; i++) {
			packed.set(i, ((ids.get(i) - min) >>> zeros) << indexBits | i);
		}
		packed.sort(0, size);
		long indexMask = (1L << indexBits) - 1;
		if (offsets != null) {
			LongArray result = store.longs(size);
			for (int k = 0; k < size; k++) {
				result.set(k, offsets.get((int) (packed.get(k) & indexMask)));
			}
			offsets = result;
		}
		classes = permuted(classes, packed, indexMask);
		lengths = permuted(lengths, packed, indexMask);
		for (int k = 0; k < size; k++) {
			ids.set(k, ((packed.get(k) >>> indexBits) << zeros) + min);
		}
		return true;
	}

	private IntArray permuted(IntArray values, LongArray packed, long indexMask) {
		IntArray result = store.ints(size);
		for (int k = 0; k < size; k++) {
			result.set(k, values.get((int) (packed.get(k) & indexMask)));
		}
		return result;
	}

	/** Quicksort of the four arrays together (no boxing; the JDK sorts only one primitive array at a time). */
	private void sort(int low, int high) {
		while (high - low > 16) {
			int mid = (low + high) >>> 1;
			long pivot = median(ids.get(low), ids.get(mid), ids.get(high));
			int i = low;
			int j = high;
			while (i <= j) {
				while (ids.get(i) < pivot) {
					i++;
				}
				while (ids.get(j) > pivot) {
					j--;
				}
				if (i <= j) {
					swap(i++, j--);
				}
			}
			// Recurse into the smaller part, loop on the larger: the stack stays logarithmic.
			if (j - low < high - i) {
				sort(low, j);
				low = i;
			} else {
				sort(i, high);
				high = j;
			}
		}
		for (int i = low + 1; i <= high; i++) {
			for (int j = i; j > low && ids.get(j - 1) > ids.get(j); j--) {
				swap(j, j - 1);
			}
		}
	}

	private static long median(long a, long b, long c) {
		return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
	}

	private void swap(int a, int b) {
		long id = ids.get(a);
		ids.set(a, ids.get(b));
		ids.set(b, id);
		if (offsets != null) {
			long offset = offsets.get(a);
			offsets.set(a, offsets.get(b));
			offsets.set(b, offset);
		}
		int c = classes.get(a);
		classes.set(a, classes.get(b));
		classes.set(b, c);
		int l = lengths.get(a);
		lengths.set(a, lengths.get(b));
		lengths.set(b, l);
	}

	/** About two objects a bucket; identifiers are addresses, so buckets are address ranges. */
	private void buildBuckets() {
		if (size == 0) {
			buckets = store.ints(2);
			return;
		}
		minId = ids.get(0);
		long range = ids.get(size - 1) - minId + 1;
		long wanted = Math.max(1, Math.min(size / 2, 1 << 26));
		shift = 0;
		while ((range >>> shift) > wanted) {
			shift++;
		}
		int count = (int) ((range - 1) >>> shift) + 1;
		buckets = store.ints(count + 1);
		int i = 0;
		for (int b = 0; b <= count; b++) {
			long bucketStart = minId + ((long) b << shift);
			while (i < size && (b == count || ids.get(i) < bucketStart)) {
				i++;
			}
			buckets.set(b, i);
		}
	}
}
