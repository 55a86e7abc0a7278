package dyno.jvm.internal;

import java.util.Set;

import dyno.jvm.CollectorKind;
import dyno.jvm.Space;

/**
 * What the JVM's memory pool and collector names (as {@code java.lang:type=MemoryPool} and
 * {@code type=GarbageCollector} MXBeans report them) mean in Dyno's model. Covers Serial, Parallel, CMS, G1,
 * ZGC (generational and not) and Shenandoah; pools it does not know are left to the caller.
 */
final class JmxNames {

	private static final Set<String> YOUNG = Set.of("Copy", "PS Scavenge", "ParNew", "G1 Young Generation",
			"ZGC Minor Pauses");
	private static final Set<String> FULL = Set.of("MarkSweepCompact", "PS MarkSweep", "G1 Old Generation",
			"ConcurrentMarkSweep");
	private static final Set<String> CONCURRENT_PAUSE = Set.of("G1 Concurrent GC", "ZGC Major Pauses",
			"ZGC Pauses", "Shenandoah Pauses");

	private JmxNames() {
	}

	/** The space a pool is, or null for pools Dyno does not draw (code cache) or does not know. */
	static Space space(String pool) {
		if (pool.contains("Eden") || pool.equals("ZGC Young Generation")) {
			return Space.EDEN;
		}
		if (pool.contains("Survivor")) {
			// JMX has one pool for both survivor spaces.
			return Space.SURVIVOR_0;
		}
		if (pool.contains("Old Gen") || pool.contains("Tenured") || pool.equals("ZGC Old Generation")) {
			return Space.OLD;
		}
		if (pool.equals("Metaspace")) {
			return Space.METASPACE;
		}
		if (pool.equals("Compressed Class Space")) {
			return Space.COMPRESSED_CLASS;
		}
		return null;
	}

	/**
	 * The kind of a collector. Names not listed fall back on their words: "Cycles" are concurrent cycles,
	 * other "Pauses" stop-the-world phases of a concurrent collector, "Young"/"Minor"/"Scavenge" young
	 * collections; anything else counts as a full collection, so its time is never hidden from the pause total.
	 */
	static CollectorKind kind(String collector) {
		if (YOUNG.contains(collector)) {
			return CollectorKind.YOUNG;
		}
		if (FULL.contains(collector)) {
			return CollectorKind.FULL;
		}
		if (CONCURRENT_PAUSE.contains(collector)) {
			return CollectorKind.CONCURRENT_PAUSE;
		}
		if (collector.endsWith("Cycles")) {
			return CollectorKind.CYCLE;
		}
		if (collector.contains("Young") || collector.contains("Minor") || collector.contains("Scavenge")) {
			return CollectorKind.YOUNG;
		}
		if (collector.contains("Pauses") || collector.contains("Concurrent")) {
			return CollectorKind.CONCURRENT_PAUSE;
		}
		return CollectorKind.FULL;
	}
}
