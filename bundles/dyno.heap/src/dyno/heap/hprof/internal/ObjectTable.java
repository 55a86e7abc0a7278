package dyno.heap.hprof.internal;

import java.util.Arrays;

/**
 * Every object of a dump in parallel primitive arrays (identifier, class index, array length; the record offsets
 * only once a search needs them: the histogram does not, and they are a third of the table),
 * in file order until {@link #sortById()} sorts them by identifier and adds a bucket table over the identifiers so that finding an object by identifier takes a
 * few steps of binary search instead of about 23 over 9 million objects.
 */
final class ObjectTable {

	private long[] ids;
	/** Null until {@link #setOffsets}. */
	private long[] offsets;
	private int[] classes;
	private int[] lengths;
	private int size;
	private long minId;
	private int shift;
	private int[] buckets;

	/**
	 * @param expected the likely number of objects: sized well, the arrays need not grow (growing costs a copy of
	 *                 all four, the memory peak of the whole index)
	 */
	ObjectTable(int expected) {
		int capacity = Math.max(1 << 16, expected);
		ids = new long[capacity];
		classes = new int[capacity];
		lengths = new int[capacity];
	}

	/** @param length an array's length; 0 for an instance; {@code -1 - ClassInfo index} for a class */
	void add(long id, int classIndex, int length) {
		if (size == ids.length) {
			int capacity = size + (size >> 1);
			ids = Arrays.copyOf(ids, capacity);
			classes = Arrays.copyOf(classes, capacity);
			lengths = Arrays.copyOf(lengths, capacity);
		}
		ids[size] = id;
		classes[size] = classIndex;
		lengths[size] = length;
		size++;
	}

	int size() {
		return size;
	}

	long id(int i) {
		return ids[i];
	}

	long offset(int i) {
		return offsets[i];
	}

	boolean hasOffsets() {
		return offsets != null;
	}

	/** The record offsets, in the table's order (file order: set them before sorting). */
	void setOffsets(long[] offsets) {
		this.offsets = offsets;
	}

	boolean isClassNode(int i) {
		return lengths[i] < 0;
	}

	/** The {@link ClassInfo} index of a class node. */
	int classInfoOf(int i) {
		return -1 - lengths[i];
	}

	int classIndex(int i) {
		return classes[i];
	}

	void setClassIndex(int i, int classIndex) {
		classes[i] = classIndex;
	}

	/** The array length; 0 for an instance; negative for a class (see {@link #classInfoOf}). */
	int length(int i) {
		return lengths[i];
	}

	/** The node of an identifier, or -1 (a reference to an object the dump does not contain). */
	int find(long id) {
		if (size == 0 || id < minId) {
			return -1;
		}
		long bucket = (id - minId) >>> shift;
		if (bucket >= buckets.length - 1) {
			return -1;
		}
		int low = buckets[(int) bucket];
		int high = buckets[(int) bucket + 1] - 1;
		while (low <= high) {
			int mid = (low + high) >>> 1;
			long v = ids[mid];
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
			if (ids[i - 1] > ids[i]) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The fast way, when identifiers are addresses: each identifier's distance from the lowest, without the low
	 * bits that are zero in all of them (alignment), packed with its position into one long; the JDK sorts those
	 * (the sorted runs that segments form make that quick), and the four arrays are permuted once. False when
	 * the two do not fit in 63 bits.
	 */
	private boolean sortPacked() {
		long min = Long.MAX_VALUE;
		long max = Long.MIN_VALUE;
		for (int i = 0; i < size; i++) {
			min = Math.min(min, ids[i]);
			max = Math.max(max, ids[i]);
		}
		long bits = 0;
		for (int i = 0; i < size; i++) {
			bits |= ids[i] - min;
		}
		int shift = bits == 0 ? 0 : Long.numberOfTrailingZeros(bits);
		int indexBits = 64 - Long.numberOfLeadingZeros(size);
		int idBits = 64 - Long.numberOfLeadingZeros((max - min) >>> shift);
		if (min < 0 || max - min < 0 || indexBits + idBits > 63) {
			return false;
		}
		long[] packed = new long[size];
		for (int i = 0; i < size; i++) {
			packed[i] = ((ids[i] - min) >>> shift) << indexBits | i;
		}
		Arrays.sort(packed);
		long indexMask = (1L << indexBits) - 1;
		int[] order = new int[size];
		for (int k = 0; k < size; k++) {
			order[k] = (int) (packed[k] & indexMask);
		}
		packed = null; // garbage before the four copies are made
		ids = permuted(ids, order);
		if (offsets != null) {
			offsets = permuted(offsets, order);
		}
		classes = permuted(classes, order);
		lengths = permuted(lengths, order);
		return true;
	}

	private long[] permuted(long[] values, int[] order) {
		long[] result = new long[size];
		for (int k = 0; k < size; k++) {
			result[k] = values[order[k]];
		}
		return result;
	}

	private int[] permuted(int[] values, int[] order) {
		int[] result = new int[size];
		for (int k = 0; k < size; k++) {
			result[k] = values[order[k]];
		}
		return result;
	}

	/** Quicksort of the four arrays together (no boxing; the JDK sorts only one primitive array at a time). */
	private void sort(int low, int high) {
		while (high - low > 16) {
			int mid = (low + high) >>> 1;
			long pivot = median(ids[low], ids[mid], ids[high]);
			int i = low;
			int j = high;
			while (i <= j) {
				while (ids[i] < pivot) {
					i++;
				}
				while (ids[j] > pivot) {
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
			for (int j = i; j > low && ids[j - 1] > ids[j]; j--) {
				swap(j, j - 1);
			}
		}
	}

	private static long median(long a, long b, long c) {
		return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
	}

	private void swap(int a, int b) {
		long id = ids[a];
		ids[a] = ids[b];
		ids[b] = id;
		if (offsets != null) {
			long offset = offsets[a];
			offsets[a] = offsets[b];
			offsets[b] = offset;
		}
		int c = classes[a];
		classes[a] = classes[b];
		classes[b] = c;
		int l = lengths[a];
		lengths[a] = lengths[b];
		lengths[b] = l;
	}

	/** About two objects a bucket; identifiers are addresses, so buckets are address ranges. */
	private void buildBuckets() {
		if (size == 0) {
			buckets = new int[] { 0, 0 };
			return;
		}
		minId = ids[0];
		long range = ids[size - 1] - minId + 1;
		long wanted = Math.max(1, Math.min(size / 2, 1 << 26));
		shift = 0;
		while ((range >>> shift) > wanted) {
			shift++;
		}
		int count = (int) ((range - 1) >>> shift) + 1;
		buckets = new int[count + 1];
		int i = 0;
		for (int b = 0; b <= count; b++) {
			long bucketStart = minId + ((long) b << shift);
			while (i < size && (b == count || ids[i] < bucketStart)) {
				i++;
			}
			buckets[b] = i;
		}
	}
}
