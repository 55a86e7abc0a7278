package dyno.jboss.rules;

/**
 * A measurement from a running server that a rule can weigh against the configuration, e.g. the peak of a
 * connection pool against its max-pool-size. A connected JVM supplies them through {@link LiveFacts}; without
 * them a rule judges the file alone.
 */
public enum LiveInput {
	/** Peak connections in use of a pool (keyed by pool name). */
	POOL_IN_USE_PEAK("connections"),
	/** Peak busy request threads of a connector or thread pool (keyed by its name). */
	BUSY_THREADS_PEAK("threads"),
	/** Old generation occupancy right after full collections: the live data set. */
	OLD_GEN_FLOOR_BYTES("bytes"),
	/** Peak heap used. */
	HEAP_USED_PEAK_BYTES("bytes"),
	/** Share of wall time spent in GC pauses. */
	GC_PAUSE_PERCENT("%"),
	/** Full collections per hour. */
	FULL_GC_PER_HOUR("per hour"),
	/** Classes loaded. */
	LOADED_CLASSES("classes"),
	/** Physical memory of the host. */
	PHYSICAL_MEMORY_BYTES("bytes"),
	/** Processors available to the JVM. */
	AVAILABLE_PROCESSORS("CPUs");

	private final String unit;

	LiveInput(String unit) {
		this.unit = unit;
	}

	/** The unit of the value, for display. */
	public String unit() {
		return unit;
	}
}
