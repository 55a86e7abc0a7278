package dyno.jvm;

/**
 * What a collector's count and time mean. The first three are {@code jstat -gc}'s YGC, FGC and CGC columns;
 * {@link #CYCLE} is a concurrent cycle whose time is mostly spent beside the application, not in a pause.
 */
public enum CollectorKind {
	/** Young (minor) collections: jstat's YGC/YGCT. */
	YOUNG,
	/** Full or old-generation pauses: jstat's FGC/FGCT. */
	FULL,
	/** Stop-the-world phases of concurrent collections: jstat's CGC/CGCT. */
	CONCURRENT_PAUSE,
	/** Whole concurrent cycles (JMX's "ZGC Major Cycles", "Shenandoah Cycles"): not pause time. */
	CYCLE;

	/** Whether the time of this kind stops the application (counts toward GC overhead). */
	public boolean pauses() {
		return this != CYCLE;
	}
}
