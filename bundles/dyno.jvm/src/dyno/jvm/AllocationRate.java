package dyno.jvm;

/**
 * Allocation rate from consecutive samples. While eden's used counter moves between collections, the rate
 * of an interval without a collection is eden's growth ({@link GcDelta#allocationRate()}); an interval with
 * a collection repeats the previous interval's rate, because how full eden was when the collection started
 * is not known (G1 collects long before eden reaches the capacity jvmstat reports). Some JVMs only update that counter at collections
 * (jvmstat of JDK 25's Serial and Parallel collectors: eden reads 0 in between), which would put a whole
 * eden's worth of allocation into the one interval that saw the collection. Until eden is seen to move, the
 * rate is therefore measured per collection cycle: eden's committed size over the time between two
 * observed collections, held until the next one (unknown before the first complete cycle).
 */
final class AllocationRate {

	static final String FROZEN_EDEN_NOTE = "This JVM updates eden's counter only at collections (as JDK 25's "
			+ "Serial and Parallel collectors do over jvmstat): eden shows what is left after each collection, and "
			+ "the allocation rate is averaged over each collection cycle. JMX shows eden live.";

	private boolean edenMoves;
	/** Eden read 0 on two samples in a row since the last collection. */
	private boolean flatSinceCollection;
	/**
	 * A collection ended a cycle during which eden read 0 throughout: something was allocated, yet eden
	 * never showed it. (An idle JVM's empty eden alone proves nothing.)
	 */
	private boolean frozen;
	/** Sample time of the collection that started the current cycle; -1 until one was observed. */
	private long cycleStart = -1;
	private double cycleRate = Double.NaN;
	/** Rate of the latest interval without a collection, for intervals with one. */
	private double quietRate = Double.NaN;

	/** The rate for the interval from {@code before} to {@code now}. */
	double next(GcDelta d, GcSpaces before, GcSpaces now) {
		SpaceUsage e0 = before.spaces().get(Space.EDEN);
		SpaceUsage e1 = now.spaces().get(Space.EDEN);
		if (e0 == null || e1 == null) {
			return d.allocationRate();
		}
		if (edenMoves) {
			return acrossCollections(d);
		}
		if (d.collections() == 0) {
			if (e1.used() != e0.used()) {
				edenMoves = true;
				return acrossCollections(d);
			}
			flatSinceCollection |= e1.used() == 0 && e1.committed() > 0;
			return edenFrozen() ? cycleRate : d.allocationRate();
		}
		frozen |= flatSinceCollection;
		flatSinceCollection = false;
		if (cycleStart >= 0) {
			double seconds = Math.max(1, now.time() - cycleStart) / 1000.0;
			cycleRate = (Math.max(0, e0.committed() - e0.used()) * (double) d.collections() + e1.used()) / seconds;
		}
		cycleStart = now.time();
		return edenFrozen() ? cycleRate : d.allocationRate();
	}

	private double acrossCollections(GcDelta d) {
		if (d.collections() == 0) {
			quietRate = d.allocationRate();
			return quietRate;
		}
		return Double.isNaN(quietRate) ? d.allocationRate() : quietRate;
	}

	/** Whether eden's counter has shown to change only at collections on this JVM. */
	boolean edenFrozen() {
		return frozen && !edenMoves;
	}
}
