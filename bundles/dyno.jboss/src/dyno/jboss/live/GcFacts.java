package dyno.jboss.live;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;

import dyno.core.TimeSeries;
import dyno.jvm.CollectorKind;
import dyno.jvm.GcEvent;
import dyno.jvm.GcHistory;
import dyno.jvm.GcSpaces;
import dyno.jvm.Metric;
import dyno.jvm.Space;
import dyno.jvm.SpaceUsage;
import dyno.jboss.rules.LiveInput;

/**
 * The heap and GC facts over an observation, from the connection's {@link GcHistory}: peaks and the post-GC floor
 * of the heap and old generation, the heap's committed range, the generations' sizes, and, measured from the first
 * sample the observation saw to the latest (so a JVM's history before it does not count), the share of wall time
 * in GC pauses, full and explicit ({@code System.gc()}) collections per hour, young collections per minute and the
 * mean promotion rate.
 */
final class GcFacts {

	private GcSpaces first;
	private long peakHeap = -1;
	private long peakOld = -1;
	private long minCommitted = Long.MAX_VALUE;
	private long maxCommitted = -1;
	private int peakThreads = -1;

	/** Takes the history's latest sample into account and returns the facts so far. */
	synchronized List<LiveFact> update(GcHistory history) {
		List<LiveFact> facts = new ArrayList<>();
		GcSpaces now = history.latest().orElse(null);
		if (now == null) {
			return facts;
		}
		if (first == null) {
			first = now;
		}
		peakHeap = Math.max(peakHeap, now.heapUsed());
		facts.add(new LiveFact(LiveInput.HEAP_USED_PEAK_BYTES, "", peakHeap, "heap samples"));
		long committed = now.spaces().entrySet().stream().filter(e -> e.getKey().inHeap())
				.mapToLong(e -> e.getValue().committed()).sum();
		minCommitted = Math.min(minCommitted, committed);
		maxCommitted = Math.max(maxCommitted, committed);
		facts.add(new LiveFact(LiveInput.HEAP_COMMITTED_MIN_BYTES, "", minCommitted, "heap committed"));
		facts.add(new LiveFact(LiveInput.HEAP_COMMITTED_MAX_BYTES, "", maxCommitted, "heap committed"));
		OptionalDouble floor = history.series(Metric.OLD_FLOOR).latest();
		if (floor.isPresent() && !Double.isNaN(floor.getAsDouble())) {
			facts.add(new LiveFact(LiveInput.OLD_GEN_FLOOR_BYTES, "", floor.getAsDouble(), "old generation after GC"));
		}
		now.space(Space.OLD).ifPresent(old -> {
			peakOld = Math.max(peakOld, old.used());
			facts.add(new LiveFact(LiveInput.OLD_GEN_USED_PEAK_BYTES, "", peakOld, "old generation samples"));
			if (old.max() > 0) {
				facts.add(new LiveFact(LiveInput.OLD_GEN_MAX_BYTES, "", old.max(), "old generation capacity"));
			}
		});
		now.space(Space.EDEN).ifPresent(eden -> {
			long young = eden.committed() + now.survivors().map(SpaceUsage::committed).orElse(0L);
			facts.add(new LiveFact(LiveInput.YOUNG_GEN_BYTES, "", young, "eden and survivors committed"));
		});
		if (now.liveThreads() >= 0) {
			peakThreads = Math.max(peakThreads, now.liveThreads());
			facts.add(new LiveFact(LiveInput.LIVE_THREADS_PEAK, "", peakThreads, "live threads"));
		}
		long millis = now.time() - first.time();
		if (millis > 0) {
			String over = " over " + millis / 1000 + " s";
			double pause = (now.pauseNanos() - first.pauseNanos()) / 1e6 / millis * 100;
			facts.add(new LiveFact(LiveInput.GC_PAUSE_PERCENT, "", pause, "GC pause time" + over));
			long full = now.count(CollectorKind.FULL);
			if (full >= 0) {
				double perHour = (full - first.count(CollectorKind.FULL)) * 3_600_000.0 / millis;
				facts.add(new LiveFact(LiveInput.FULL_GC_PER_HOUR, "", perHour, "full collections" + over));
			}
			long young = now.count(CollectorKind.YOUNG);
			if (young >= 0) {
				double perMinute = (young - first.count(CollectorKind.YOUNG)) * 60_000.0 / millis;
				facts.add(new LiveFact(LiveInput.YOUNG_GC_PER_MINUTE, "", perMinute, "young collections" + over));
			}
			long explicit = history.events(first.time() + 1).stream()
					.filter(e -> e.cause() != null && e.cause().startsWith("System.gc")).mapToLong(GcEvent::count).sum();
			facts.add(new LiveFact(LiveInput.EXPLICIT_GC_PER_HOUR, "", explicit * 3_600_000.0 / millis,
					"collections caused by System.gc()" + over));
			mean(history, Metric.PROMOTION_RATE).ifPresent(
					rate -> facts.add(new LiveFact(LiveInput.PROMOTION_RATE, "", rate, "old generation" + over)));
		}
		return facts;
	}

	/**
	 * The mean of a rate's values since the first sample (each the rate of one interval between samples, which are
	 * evenly spaced); empty when none is known (a rate the collector does not give).
	 */
	private OptionalDouble mean(GcHistory history, Metric rate) {
		TimeSeries.Window w = history.series(rate).since(first.time() + 1);
		return Arrays.stream(w.values()).filter(Double::isFinite).average();
	}
}
