package dyno.jboss.live;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import dyno.jvm.CollectorKind;
import dyno.jvm.GcHistory;
import dyno.jvm.GcSpaces;
import dyno.jvm.Metric;
import dyno.jboss.rules.LiveInput;

/**
 * The heap and GC facts over an observation, from the connection's {@link GcHistory}: peak heap used, the old
 * generation's post-GC floor, the share of wall time in GC pauses and full collections per hour, the last two
 * measured from the first sample the observation saw to the latest (so a JVM's history before it does not count).
 */
final class GcFacts {

	private GcSpaces first;
	private long peakHeap = -1;

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
		OptionalDouble floor = history.series(Metric.OLD_FLOOR).latest();
		if (floor.isPresent() && !Double.isNaN(floor.getAsDouble())) {
			facts.add(new LiveFact(LiveInput.OLD_GEN_FLOOR_BYTES, "", floor.getAsDouble(), "old generation after GC"));
		}
		long millis = now.time() - first.time();
		if (millis > 0) {
			double pause = (now.pauseNanos() - first.pauseNanos()) / 1e6 / millis * 100;
			facts.add(new LiveFact(LiveInput.GC_PAUSE_PERCENT, "", pause, "GC pause time over " + millis / 1000 + " s"));
			long full = now.count(CollectorKind.FULL);
			if (full >= 0) {
				double perHour = (full - first.count(CollectorKind.FULL)) * 3_600_000.0 / millis;
				facts.add(new LiveFact(LiveInput.FULL_GC_PER_HOUR, "", perHour,
						"full collections over " + millis / 1000 + " s"));
			}
		}
		return facts;
	}
}
