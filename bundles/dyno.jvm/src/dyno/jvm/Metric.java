package dyno.jvm;

/** The series {@link GcHistory} keeps for every connection, one value per sample. */
public enum Metric {
	EDEN_USED("Eden used", Unit.BYTES),
	EDEN_COMMITTED("Eden committed", Unit.BYTES),
	SURVIVORS_USED("Survivors used", Unit.BYTES),
	SURVIVORS_COMMITTED("Survivors committed", Unit.BYTES),
	OLD_USED("Old used", Unit.BYTES),
	OLD_COMMITTED("Old committed", Unit.BYTES),
	METASPACE_USED("Metaspace used", Unit.BYTES),
	METASPACE_COMMITTED("Metaspace committed", Unit.BYTES),
	/** Share of wall time spent in GC pauses during the sampling interval. */
	GC_PAUSE_PERCENT("GC pause time", Unit.PERCENT),
	/** Collections (of any collector) that ended during the sampling interval. */
	GC_EVENTS("GC events", Unit.COUNT),
	ALLOCATION_RATE("Allocation rate", Unit.BYTES_PER_SECOND),
	PROMOTION_RATE("Promotion rate", Unit.BYTES_PER_SECOND),
	/**
	 * Old-generation occupancy right after the latest collection that covered the old generation (full,
	 * or the pause of a concurrent cycle). A floor that keeps rising is the classic leak signal.
	 */
	OLD_FLOOR("Old after GC (floor)", Unit.BYTES),
	/** Threads alive in the JVM (daemon or not); absent when the transport does not tell. */
	LIVE_THREADS("Live threads", Unit.COUNT);

	public enum Unit {
		BYTES, BYTES_PER_SECOND, PERCENT, COUNT
	}

	private final String label;
	private final Unit unit;

	Metric(String label, Unit unit) {
		this.label = label;
		this.unit = unit;
	}

	public String label() {
		return label;
	}

	public Unit unit() {
		return unit;
	}
}
