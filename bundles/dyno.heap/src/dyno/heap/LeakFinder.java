package dyno.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dyno.heap.Suspect.Verdict;

/**
 * Ranks the classes of a series of snapshots by sustained growth. Per class, on its bytes: Mann-Kendall's trend
 * test (robust to noise and outliers) and Theil-Sen's slope ({@link Trend}). A class is a {@link Verdict#LEAK}
 * only when all of these hold:
 * <ul>
 * <li>the rise is significant (one-sided p &lt; 0.05) and the slope positive;</li>
 * <li>it ends at or near its largest value (within 10 % of its range): a leak does not shrink at the end;</li>
 * <li>it never gave back more than a quarter of its range: a saw-tooth sampled on its way up looks like a trend,
 * but its falls give it away, and one that falls back to where it started is not a leak;</li>
 * <li>no single step between two snapshots made more than half of its range (with 3 or 4 snapshots: twice the
 * even share): a cache filled once, at warm-up say, rises in one jump, a leak keeps rising;</li>
 * <li>its growth matters: at least 1 % of the heap's growth, or at least 64 KB a minute;</li>
 * <li>the old generation's post-GC floor, when given and measured at least 3 times, is not level (its own trend
 * test): with a level floor the live data does not grow, so at most {@link Verdict#WATCH}.</li>
 * </ul>
 * A class with a weaker rising trend (p &lt; 0.10) is {@link Verdict#WATCH}, with the reason. Leaks come first,
 * then application classes before the JDK's (a growing {@code byte[]} is usually held by a growing application
 * class, which is the one to look at), then by bytes per minute.
 */
public final class LeakFinder {

	static final double LEAK_P = 0.05;
	static final double WATCH_P = 0.10;
	static final double NEAR_MAX = 0.10;
	static final double MAX_FALL = 0.25;
	static final double MAX_JUMP = 0.5;
	static final double MIN_SHARE = 0.01;
	static final double MIN_BYTES_PER_MINUTE = 64 * 1024;
	/** Below both, a rising class is not even worth watching (a few objects made at warm-up). */
	static final double NEGLIGIBLE_SHARE = 0.001;
	static final double NEGLIGIBLE_BYTES_PER_MINUTE = 8 * 1024;

	private LeakFinder() {
	}

	/**
	 * @param series     at least 3 snapshots of one JVM (any order: they are put in time order), best taken
	 *                   after a full GC each
	 * @param floorOrNull the old generation's floor over the same time, null when not known
	 * @throws IllegalArgumentException with fewer than 3 snapshots
	 */
	public static LeakReport rank(List<Snapshot> series, OldFloor floorOrNull) {
		if (series.size() < 3) {
			throw new IllegalArgumentException("the leak finder needs a series of at least 3 snapshots of one JVM "
					+ "(5 or more to be confident), got " + series.size());
		}
		List<Snapshot> ordered = new ArrayList<>(series);
		ordered.sort(Comparator.comparingLong(Snapshot::time));
		Matrix m = new Matrix(ordered);
		int n = ordered.size();
		double[] work = new double[Trend.pairs(n)];
		double minutes = (m.times[n - 1] - m.times[0]) / 60_000.0;
		double heapGrowth = Trend.theilSen(m.times, m.totals, work) * (m.times[n - 1] - m.times[0]);
		FloorTrend floor = FloorTrend.of(floorOrNull);

		List<Suspect> suspects = new ArrayList<>();
		long[] sorted = new long[n];
		for (int c = 0; c < m.names.size(); c++) {
			if (isFiller(m.names.get(c))) {
				continue;
			}
			long[] bytes = m.bytes[c];
			long s = Trend.mannKendallS(bytes);
			if (s <= 0) {
				continue;
			}
			System.arraycopy(bytes, 0, sorted, 0, n);
			Arrays.sort(sorted);
			double p = Trend.pRising(s, sorted);
			if (p >= WATCH_P) {
				continue;
			}
			double slope = Trend.theilSen(m.times, bytes, work); // bytes per millisecond
			if (slope <= 0) {
				continue;
			}
			double perMinute = slope * 60_000;
			double growth = slope * (m.times[n - 1] - m.times[0]);
			double share = heapGrowth > 0 ? growth / heapGrowth : 0;
			if (share < NEGLIGIBLE_SHARE && perMinute < NEGLIGIBLE_BYTES_PER_MINUTE) {
				continue;
			}
			String note = whyNotALeak(bytes, sorted, p, share, perMinute, floor);
			suspects.add(new Suspect(m.names.get(c), note.isEmpty() ? Verdict.LEAK : Verdict.WATCH, perMinute,
					1 - p, share, bytes, m.instances[c], note));
		}
		suspects.sort(Comparator.comparing(Suspect::verdict).thenComparing(Suspect::jdkClass)
				.thenComparing(Comparator.comparingDouble(Suspect::bytesPerMinute).reversed()));
		return new LeakReport(suspects, Math.round(heapGrowth), floor.verdict(), m.times, ordered.get(0).jvm().label(),
				minutes);
	}

	/** Empty when every condition of a leak holds; else the first that fails, in words. */
	private static String whyNotALeak(long[] bytes, long[] sorted, double p, double share, double perMinute,
			FloorTrend floor) {
		long min = sorted[0];
		long max = sorted[sorted.length - 1];
		long range = max - min;
		long last = bytes[bytes.length - 1];
		long fall = Trend.largestFall(bytes);
		if (p >= LEAK_P) {
			return String.format(Locale.ROOT, "the rise is not significant (confidence %.1f %%, a leak needs 95 %%)",
					(1 - p) * 100);
		}
		if (last < max - NEAR_MAX * range) {
			return String.format(Locale.ROOT, "ends %.0f %% below its largest value", 100.0 * (max - last) / range);
		}
		if (fall > MAX_FALL * range) {
			return String.format(Locale.ROOT, "gives back %.0f %% of its rise on the way (a saw-tooth)",
					100.0 * fall / range);
		}
		long jump = Trend.largestRise(bytes);
		double jumpLimit = Math.max(MAX_JUMP, 2.0 / (bytes.length - 1));
		if (jump > jumpLimit * range) {
			return String.format(Locale.ROOT, "rises in one jump (%.0f %% of its range): filled once, not growing "
					+ "steadily", 100.0 * jump / range);
		}
		if (share < MIN_SHARE && perMinute < MIN_BYTES_PER_MINUTE) {
			return String.format(Locale.ROOT, "grows too little to matter (%.2f %% of the heap's growth)", share * 100);
		}
		if (floor.level()) {
			return "the old generation's post-GC floor is level";
		}
		return "";
	}

	/**
	 * The JVM's fillers of unused heap space (G1 and others on JDK 19+ report them as {@code jdk.internal.vm.Filler*}
	 * classes): dead space, not objects anyone holds; they come and go with the collector's regions.
	 */
	static boolean isFiller(String className) {
		return ClassFilter.elementName(className).startsWith("jdk.internal.vm.Filler");
	}

	/** Whether a class is the JDK's or the JVM's own (see {@link Suspect#jdkClass()}). */
	static boolean isJdkClass(String className, String module) {
		if (module.startsWith("java.") || module.startsWith("jdk.")) {
			return true;
		}
		String e = ClassFilter.elementName(className);
		return e.startsWith("[") || e.startsWith("<") || e.startsWith("java.") || e.startsWith("javax.")
				|| e.startsWith("jdk.") || e.startsWith("sun.") || e.startsWith("com.sun.");
	}

	/** Bytes and instances per class and snapshot, classes in order of first appearance. */
	private static final class Matrix {
		final List<String> names = new ArrayList<>();
		final long[] times;
		final long[] totals;
		long[][] bytes;
		long[][] instances;

		Matrix(List<Snapshot> series) {
			int n = series.size();
			times = new long[n];
			totals = new long[n];
			Map<String, Integer> index = new HashMap<>();
			List<long[]> b = new ArrayList<>();
			List<long[]> in = new ArrayList<>();
			for (int i = 0; i < n; i++) {
				Snapshot s = series.get(i);
				times[i] = s.time();
				for (ClassRow r : s.rows()) {
					Integer c = index.get(r.className());
					if (c == null) {
						c = names.size();
						index.put(r.className(), c);
						names.add(r.className());
						b.add(new long[n]);
						in.add(new long[n]);
					}
					b.get(c)[i] += r.bytes(); // one name from several class loaders counts once
					in.get(c)[i] += r.instances();
					totals[i] += r.bytes();
				}
			}
			bytes = b.toArray(new long[0][]);
			instances = in.toArray(new long[0][]);
		}
	}

	/** The floor's own trend: rising, level, or not known. */
	private record FloorTrend(String verdict, boolean level) {

		static FloorTrend of(OldFloor floor) {
			if (floor == null) {
				return new FloorTrend("not known (no old-generation floor given)", false);
			}
			if (floor.size() < 3) {
				return new FloorTrend("not known (" + floor.size() + " post-GC readings; 3 are needed)", false);
			}
			long[] bytes = new long[floor.size()];
			for (int i = 0; i < bytes.length; i++) {
				bytes[i] = Math.round(floor.bytes()[i]);
			}
			double p = Trend.pRising(bytes);
			double perMinute = Trend.theilSen(floor.times(), bytes) * 60_000;
			String figures = String.format(Locale.ROOT, "%d post-GC readings, slope %s/min, confidence %.1f %%",
					bytes.length, LeakReport.signedBytes(perMinute), (1 - p) * 100);
			if (p < LEAK_P && perMinute > 0) {
				return new FloorTrend("rising: " + figures, false);
			}
			return new FloorTrend("level (no significant rise): " + figures, true);
		}
	}
}
