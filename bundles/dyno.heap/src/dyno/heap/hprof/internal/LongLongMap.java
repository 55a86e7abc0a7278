package dyno.heap.hprof.internal;

/**
 * An open-addressing map from long keys (HPROF identifiers) to long values (positions, indexes), without boxing: a dump has tens of
 * thousands of classes and hundreds of thousands of strings, and a {@code HashMap<Long, ...>} would cost several
 * times the memory.
 */
final class LongLongMap {

	static final long MISSING = Long.MIN_VALUE;

	private long[] keys;
	private long[] values;
	private boolean[] used;
	private int size;

	LongLongMap(int expected) {
		int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
		keys = new long[capacity];
		values = new long[capacity];
		used = new boolean[capacity];
	}

	long get(long key) {
		int mask = keys.length - 1;
		for (int i = slot(key, mask);; i = (i + 1) & mask) {
			if (!used[i]) {
				return MISSING;
			}
			if (keys[i] == key) {
				return values[i];
			}
		}
	}

	void put(long key, long value) {
		if (size * 2 >= keys.length) {
			grow();
		}
		int mask = keys.length - 1;
		int i = slot(key, mask);
		while (used[i] && keys[i] != key) {
			i = (i + 1) & mask;
		}
		if (!used[i]) {
			used[i] = true;
			keys[i] = key;
			size++;
		}
		values[i] = value;
	}

	int size() {
		return size;
	}

	private void grow() {
		long[] oldKeys = keys;
		long[] oldValues = values;
		boolean[] oldUsed = used;
		keys = new long[oldKeys.length * 2];
		values = new long[oldKeys.length * 2];
		used = new boolean[oldKeys.length * 2];
		size = 0;
		for (int i = 0; i < oldKeys.length; i++) {
			if (oldUsed[i]) {
				put(oldKeys[i], oldValues[i]);
			}
		}
	}

	private static int slot(long key, int mask) {
		long h = key * 0x9E37_79B9_7F4A_7C15L;
		return (int) (h ^ (h >>> 32)) & mask;
	}

}
