package dyno.heap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Compares two or more snapshots class by class: the snapshot-diff view and {@code dyno diff}. A class missing
 * from a snapshot had no instance there and counts 0.
 */
public final class HistogramDiff {

	/** What each cell shows. */
	public enum Mode {
		/** The snapshot's own value. */
		ABSOLUTE,
		/** The value minus the first snapshot's. */
		DELTA_TO_FIRST,
		/** The value minus the previous snapshot's. */
		DELTA_TO_PREVIOUS,
		/** The value, and its ratio to the first snapshot's ({@link DiffRow#ratios()}). */
		RATIO
	}

	/** Which number of a class is compared. */
	public enum Measure {
		INSTANCES, BYTES
	}

	private HistogramDiff() {
	}

	/**
	 * @param snapshots   in column order (oldest first, as a rule), at least one
	 * @param classFilter which classes to keep ({@link ClassFilter#of(String)})
	 * @return rows ordered by growth from the first to the last snapshot, largest first
	 */
	public static DiffTable of(List<Snapshot> snapshots, Mode mode, Measure measure, Predicate<String> classFilter) {
		if (snapshots.isEmpty()) {
			throw new IllegalArgumentException("a diff needs at least one snapshot");
		}
		int n = snapshots.size();
		Map<String, long[]> matrix = new HashMap<>();
		for (int i = 0; i < n; i++) {
			for (ClassRow r : snapshots.get(i).rows()) {
				if (classFilter.test(r.className())) {
					long[] v = matrix.computeIfAbsent(r.className(), k -> new long[n]);
					v[i] += measure == Measure.BYTES ? r.bytes() : r.instances(); // one name, several loaders
				}
			}
		}
		List<DiffRow> rows = new ArrayList<>(matrix.size());
		for (Map.Entry<String, long[]> e : matrix.entrySet()) {
			rows.add(row(e.getKey(), e.getValue(), mode));
		}
		long[] times = new long[n];
		for (int i = 0; i < n; i++) {
			times[i] = snapshots.get(i).time();
		}
		return new DiffTable(mode, measure, times, rows).sorted(DiffTable.BY_GROWTH);
	}

	private static DiffRow row(String className, long[] v, Mode mode) {
		int n = v.length;
		long[] values = new long[n];
		double[] ratios = mode == Mode.RATIO ? new double[n] : new double[0];
		for (int i = 0; i < n; i++) {
			values[i] = switch (mode) {
			case ABSOLUTE, RATIO -> v[i];
			case DELTA_TO_FIRST -> v[i] - v[0];
			case DELTA_TO_PREVIOUS -> i == 0 ? 0 : v[i] - v[i - 1];
			};
			if (mode == Mode.RATIO) {
				ratios[i] = (double) v[i] / v[0]; // x/0 is infinite, 0/0 NaN: as documented
			}
		}
		return new DiffRow(className, values, ratios, v[n - 1] - v[0]);
	}
}
