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
	AVAILABLE_PROCESSORS("CPUs"),
	/** Mean growth of the old generation across young collections (what they promote) over the observation. */
	PROMOTION_RATE("bytes/s"),
	/** Collections that System.gc() asked for, per hour over the observation. */
	EXPLICIT_GC_PER_HOUR("per hour"),
	/** Young collections per minute over the observation. */
	YOUNG_GC_PER_MINUTE("per minute"),
	/** The young generation's size (eden and survivors committed) at the latest sample. */
	YOUNG_GEN_BYTES("bytes"),
	/** The old generation's capacity, as the JVM reports it. */
	OLD_GEN_MAX_BYTES("bytes"),
	/** Highest old generation occupancy seen: an upper bound of the live data it holds. */
	OLD_GEN_USED_PEAK_BYTES("bytes"),
	/** Heap committed: lowest seen over the observation. */
	HEAP_COMMITTED_MIN_BYTES("bytes"),
	/** Heap committed: highest seen over the observation. */
	HEAP_COMMITTED_MAX_BYTES("bytes"),
	/** Metaspace used at the latest sample. */
	METASPACE_USED_BYTES("bytes"),
	/** Growth of metaspace used per minute, measured after the observation's first seconds (agent classes). */
	METASPACE_GROWTH_PER_MINUTE("bytes/min"),
	/** Most threads alive at once. */
	LIVE_THREADS_PEAK("threads"),
	/** Code cache used at its peak (since the JVM started), all its segments together. */
	CODE_CACHE_PEAK_BYTES("bytes"),
	/** Code cache size (ReservedCodeCacheSize of the running JVM), all its segments together. */
	CODE_CACHE_MAX_BYTES("bytes");

	private final String unit;

	LiveInput(String unit) {
		this.unit = unit;
	}

	/** The unit of the value, for display. */
	public String unit() {
		return unit;
	}
}
