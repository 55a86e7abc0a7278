package dyno.jvm;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.core.TieredTimeSeries;

/**
 * Everything sampled from one JVM, in constant memory: one {@link TieredTimeSeries} per {@link Metric}, the
 * GC events, and the latest {@link GcSpaces}. Derived metrics (rates, pause share, old floor) are computed
 * here from consecutive samples, so every transport gets them the same way. Survives reconnects.
 */
public final class GcHistory {

	/** 5 minutes at 100 ms, 25 minutes at the default 500 ms. */
	static final int RECENT_SAMPLES = 3_000;
	static final long BUCKET_MILLIS = 10_000;
	/** 12 hours of 10-second buckets. */
	static final int HISTORY_BUCKETS = 4_320;
	static final int MAX_EVENTS = 5_000;

	private final Map<Metric, TieredTimeSeries> series = new EnumMap<>(Metric.class);
	private final GcEventRing events = new GcEventRing(MAX_EVENTS);
	private final AllocationRate allocation = new AllocationRate();
	private GcSpaces latest;
	private double oldFloor = Double.NaN;

	public GcHistory() {
		for (Metric m : Metric.values()) {
			series.put(m, new TieredTimeSeries(m.label(), RECENT_SAMPLES, BUCKET_MILLIS, HISTORY_BUCKETS));
		}
	}

	public TieredTimeSeries series(Metric metric) {
		return series.get(metric);
	}

	public synchronized Optional<GcSpaces> latest() {
		return Optional.ofNullable(latest);
	}

	/**
	 * What the samples themselves revealed about this JVM's counters, in words for the user (in addition to
	 * the transport's {@link GcSpaces#gaps()}).
	 */
	public synchronized List<String> notes() {
		return allocation.edenFrozen() ? List.of(AllocationRate.FROZEN_EDEN_NOTE) : List.of();
	}

	/** GC events at or after {@code fromTime}, oldest first. */
	public synchronized List<GcEvent> events(long fromTime) {
		return events.from(fromTime);
	}

	/** Adds a sample and the values derived from it and the one before. */
	public synchronized void record(GcSpaces now) {
		GcSpaces before = latest;
		if (before != null && now.time() < before.time()) {
			return; // a clock step backwards: drop rather than corrupt the series
		}
		long t = now.time();
		add(Metric.EDEN_USED, t, now.used(Space.EDEN));
		add(Metric.EDEN_COMMITTED, t, now.space(Space.EDEN).map(u -> (double) u.committed()).orElse(Double.NaN));
		add(Metric.SURVIVORS_USED, t, now.survivors().map(u -> (double) u.used()).orElse(Double.NaN));
		add(Metric.SURVIVORS_COMMITTED, t, now.survivors().map(u -> (double) u.committed()).orElse(Double.NaN));
		add(Metric.OLD_USED, t, now.used(Space.OLD));
		add(Metric.OLD_COMMITTED, t, now.space(Space.OLD).map(u -> (double) u.committed()).orElse(Double.NaN));
		add(Metric.METASPACE_USED, t, now.used(Space.METASPACE));
		add(Metric.METASPACE_COMMITTED, t,
				now.space(Space.METASPACE).map(u -> (double) u.committed()).orElse(Double.NaN));
		if (before == null) {
			for (Metric m : List.of(Metric.GC_PAUSE_PERCENT, Metric.GC_EVENTS, Metric.ALLOCATION_RATE,
					Metric.PROMOTION_RATE)) {
				add(m, t, Double.NaN);
			}
		} else {
			GcDelta d = new GcDelta(before, now);
			add(Metric.GC_PAUSE_PERCENT, t, d.pausePercent());
			add(Metric.GC_EVENTS, t, d.collections());
			add(Metric.ALLOCATION_RATE, t, allocation.next(d, before, now));
			add(Metric.PROMOTION_RATE, t, d.promotionRate());
			if (d.coveredOld()) {
				oldFloor = now.used(Space.OLD);
			}
			d.events().forEach(this::addEvent);
		}
		add(Metric.OLD_FLOOR, t, oldFloor);
		add(Metric.LIVE_THREADS, t, now.liveThreads() < 0 ? Double.NaN : now.liveThreads());
		latest = now;
	}

	private void addEvent(GcEvent e) {
		if (e.count() == 0) {
			// Time of a collection that was still running at the previous sample: it belongs to that event.
			events.addTimeToLast(e.collector(), e.timeNanos());
			return;
		}
		events.add(e);
	}

	private void add(Metric m, long t, double v) {
		series.get(m).add(t, v);
	}
}
