package dyno.jvm;

import java.util.ArrayList;
import java.util.List;

/**
 * What happened between two samples of the same JVM: collections, pause share, allocation and promotion.
 * Allocation is read from eden: without a collection it is eden's growth; across one, eden was filled to
 * its committed size, emptied, then refilled to what it holds now. Collectors without an eden (Shenandoah)
 * give the heap's growth while no collection ran, and no value across one.
 */
final class GcDelta {

	private final GcSpaces before;
	private final GcSpaces now;
	private final double seconds;

	GcDelta(GcSpaces before, GcSpaces now) {
		this.before = before;
		this.now = now;
		this.seconds = Math.max(1, now.time() - before.time()) / 1000.0;
	}

	long collections() {
		return Math.max(0, now.totalCount() - before.totalCount());
	}

	double pausePercent() {
		return Math.max(0, now.pauseNanos() - before.pauseNanos()) / (seconds * 1e9) * 100;
	}

	double allocationRate() {
		boolean collected = collections() > 0;
		if (now.spaces().containsKey(Space.EDEN) && before.spaces().containsKey(Space.EDEN)) {
			SpaceUsage e0 = before.spaces().get(Space.EDEN);
			SpaceUsage e1 = now.spaces().get(Space.EDEN);
			double bytes = collected ? Math.max(0, e0.committed() - e0.used()) + e1.used()
					: Math.max(0, e1.used() - e0.used());
			return bytes / seconds;
		}
		return collected ? Double.NaN : Math.max(0, now.heapUsed() - before.heapUsed()) / seconds;
	}

	/** Old-generation growth across young collections; 0 without any collection; NaN when a full one mixed in. */
	double promotionRate() {
		if (!now.spaces().containsKey(Space.OLD) || !now.spaces().containsKey(Space.EDEN)) {
			return Double.NaN;
		}
		if (collections() == 0) {
			return 0;
		}
		if (grew(CollectorKind.FULL) || grew(CollectorKind.CONCURRENT_PAUSE) || !grew(CollectorKind.YOUNG)) {
			return Double.NaN;
		}
		return Math.max(0, now.used(Space.OLD) - before.used(Space.OLD)) / seconds;
	}

	/** Whether a collection that reaches the old generation ended in between. */
	boolean coveredOld() {
		return now.spaces().containsKey(Space.OLD) && (grew(CollectorKind.FULL) || grew(CollectorKind.CONCURRENT_PAUSE));
	}

	/**
	 * One event per collector whose count or time grew. A collector's count rises when a collection starts,
	 * its time and the last cause when it ends: a sample taken in between sees a new collection with no time
	 * yet and the cause in {@code currentCause}. The time arrives with a later sample, as an event of count 0
	 * that {@link GcHistory} adds to the collector's previous event.
	 */
	List<GcEvent> events() {
		List<GcEvent> out = new ArrayList<>();
		for (CollectorStats c : now.collectors()) {
			CollectorStats old = find(before, c.name());
			long n = c.count() - (old == null ? 0 : old.count());
			long ns = Math.max(0, c.timeNanos() - (old == null ? 0 : old.timeNanos()));
			if (n > 0 || ns > 0) {
				out.add(new GcEvent(now.time(), c.name(), c.kind(), Math.max(0, n), ns, cause()));
			}
		}
		return out;
	}

	private String cause() {
		String running = now.currentCause();
		return running != null && !running.equals("No GC") ? running : now.lastCause();
	}

	private boolean grew(CollectorKind kind) {
		return now.count(kind) > before.count(kind);
	}

	private static CollectorStats find(GcSpaces s, String name) {
		for (CollectorStats c : s.collectors()) {
			if (c.name().equals(name)) {
				return c;
			}
		}
		return null;
	}
}
