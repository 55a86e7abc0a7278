package dyno.heap;

/**
 * A class the leak finder thinks grows, with its evidence.
 *
 * @param className     the class
 * @param verdict       {@link Verdict#LEAK} or {@link Verdict#WATCH}
 * @param bytesPerMinute the Theil-Sen slope of its bytes
 * @param confidence    1 - p of the one-sided Mann-Kendall test on its bytes (0..1)
 * @param shareOfGrowth its growth over the series divided by the whole heap's (both from Theil-Sen slopes); 0 when
 *                      the heap did not grow; above 1 when other classes shrank meanwhile
 * @param bytes         its bytes in each snapshot, oldest first (for a sparkline)
 * @param instances     its instances in each snapshot
 * @param note          why it is only {@link Verdict#WATCH} (e.g. "gives back 40 % of its rise"); empty for a leak
 */
public record Suspect(String className, Verdict verdict, double bytesPerMinute, double confidence,
		double shareOfGrowth, long[] bytes, long[] instances, String note) {

	/** How sure the leak finder is. */
	public enum Verdict {
		/** Grows steadily (significant trend, near its maximum at the end, gives little back) and matters. */
		LEAK,
		/** Tends to grow, but the evidence is not enough for a leak: keep an eye on it, take more snapshots. */
		WATCH
	}

	/**
	 * Whether the class is the JDK's (or a JVM-internal pseudo class): such classes are usually what an
	 * application class holds, so the leak finder lists application classes first.
	 */
	public boolean jdkClass() {
		return LeakFinder.isJdkClass(className, "");
	}
}
