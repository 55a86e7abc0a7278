package dyno.heap.hprof.internal;

import java.util.Arrays;

/**
 * For some objects (probes), the address of the next object in address order, found in one pass over the whole
 * object table in file order (cheaper than sorting it): a bucket table over the sorted probes tells, for each
 * object, which probe lies just below it.
 */
final class NextNeighbours {

	private NextNeighbours() {
	}

	/**
	 * @param probes sorted identifiers
	 * @return for each probe, the smallest identifier in the table above it ({@link Long#MAX_VALUE} if none)
	 */
	static long[] of(ObjectTable objects, long[] probes) {
		long[] next = new long[probes.length];
		Arrays.fill(next, Long.MAX_VALUE);
		if (probes.length == 0) {
			return next;
		}
		long first = probes[0];
		long range = probes[probes.length - 1] - first + 1;
		int shift = 0;
		while ((range >>> shift) > Math.max(1 << 16, probes.length)) {
			shift++;
		}
		// firstAtOrAbove[b]: the first probe at or above the start of bucket b.
		int[] firstAtOrAbove = new int[(int) (range >>> shift) + 2];
		int p = 0;
		for (int b = 0; b < firstAtOrAbove.length; b++) {
			long start = first + ((long) b << shift);
			while (p < probes.length && probes[p] < start) {
				p++;
			}
			firstAtOrAbove[b] = p;
		}
		for (int i = 0; i < objects.size(); i++) {
			long id = objects.id(i);
			if (id <= first) {
				continue;
			}
			long bucket = (id - first) >>> shift;
			int below = bucket + 1 >= firstAtOrAbove.length ? probes.length - 1 : firstAtOrAbove[(int) bucket + 1] - 1;
			while (probes[below] >= id) {
				below--;
			}
			if (id < next[below]) {
				next[below] = id;
			}
		}
		return next;
	}
}
