package dyno.jvm;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The heap generations and collectors of one JVM at one moment: the same model whichever transport read
 * it (jvmstat locally or through jstatd, or JMX). Only the spaces the JVM's collector has are present;
 * {@link #gaps()} says in words what this transport or collector cannot show, so a view can explain a
 * missing chart instead of drawing zero.
 *
 * @param time         when the sample was taken, epoch milliseconds
 * @param spaces       the spaces that exist, by kind
 * @param collectors   every collector the JVM reports, in its order
 * @param lastCause    cause of the most recent collection, null when the transport does not tell
 * @param currentCause cause of the collection running now ("No GC" when none), null when unknown
 * @param gaps         what is missing and why, e.g. "JMX reports both survivor spaces as one"
 * @param liveThreads  threads alive in the JVM, -1 when unknown; carried with the GC sample so load tests can put
 *                     thread growth on the same clock as the heap without a second connection
 */
public record GcSpaces(long time, Map<Space, SpaceUsage> spaces, List<CollectorStats> collectors, String lastCause,
		String currentCause, List<String> gaps, int liveThreads) {

	public GcSpaces {
		EnumMap<Space, SpaceUsage> copy = new EnumMap<>(Space.class);
		copy.putAll(spaces);
		spaces = Collections.unmodifiableMap(copy);
		collectors = List.copyOf(collectors);
		gaps = List.copyOf(gaps);
	}

	public Optional<SpaceUsage> space(Space space) {
		return Optional.ofNullable(spaces.get(space));
	}

	/**
	 * {@code space} as a measurement: empty when the JVM has no such space, and for native memory (metaspace, class
	 * space) also while it reads 0 committed bytes. A JVM updates those jvmstat counters at collections only, so
	 * before its first one they read 0 of 0 MB (as jstat's MC and MU do, which {@link #space} keeps for jstat's
	 * columns); a view must not draw that as a size.
	 */
	public Optional<SpaceUsage> measured(Space space) {
		return space(space).filter(u -> space.inHeap() || u.committed() > 0);
	}

	/** Bytes used in {@code space}, NaN when the JVM has no such space. */
	public double used(Space space) {
		SpaceUsage u = spaces.get(space);
		return u == null ? Double.NaN : u.used();
	}

	/** Both survivor spaces together; empty when the collector has none. */
	public Optional<SpaceUsage> survivors() {
		SpaceUsage s0 = spaces.get(Space.SURVIVOR_0);
		SpaceUsage s1 = spaces.get(Space.SURVIVOR_1);
		if (s0 == null) {
			return Optional.ofNullable(s1);
		}
		return Optional.of(s1 == null ? s0 : s0.plus(s1));
	}

	/** Heap bytes used over all heap spaces present. */
	public long heapUsed() {
		return spaces.entrySet().stream().filter(e -> e.getKey().inHeap()).mapToLong(e -> e.getValue().used()).sum();
	}

	/** Collections of this kind so far, over all collectors of the kind; -1 when no collector is of it. */
	public long count(CollectorKind kind) {
		return collectors.stream().filter(c -> c.kind() == kind).mapToLong(CollectorStats::count)
				.reduce(Long::sum).orElse(-1);
	}

	/** Time in collections of this kind so far; -1 when no collector is of it. */
	public long timeNanos(CollectorKind kind) {
		return collectors.stream().filter(c -> c.kind() == kind).mapToLong(CollectorStats::timeNanos)
				.reduce(Long::sum).orElse(-1);
	}

	/** Pause time of all collectors so far (concurrent cycles excluded): jstat's GCT. */
	public long pauseNanos() {
		return collectors.stream().filter(c -> c.kind().pauses()).mapToLong(CollectorStats::timeNanos).sum();
	}

	/** Collections of every kind so far. */
	public long totalCount() {
		return collectors.stream().mapToLong(CollectorStats::count).sum();
	}
}
