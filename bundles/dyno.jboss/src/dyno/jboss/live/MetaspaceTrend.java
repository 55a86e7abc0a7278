package dyno.jboss.live;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dyno.jboss.rules.LiveInput;

/**
 * The growth of metaspace used per minute over an observation, from the {@link LiveInput#METASPACE_USED_BYTES} of
 * each tick. Measured from the first reading {@value #SETTLE_SECONDS} s after the first: being observed loads the
 * JVM's management agent and the classes its first reads need, which is no growth of the server's own.
 */
final class MetaspaceTrend {

	static final long SETTLE_SECONDS = 3;
	/** A trend over less than this says more about one class load than about a rate. */
	private static final long MIN_SPAN_NANOS = TimeUnit.SECONDS.toNanos(3);

	private long firstNanos = -1;
	private long baseNanos = -1;
	private double base;

	/** The growth so far given this tick's facts (read at {@code nanos}); empty until it can be measured. */
	synchronized Optional<LiveFact> update(List<LiveFact> tick, long nanos) {
		Optional<Double> used = tick.stream().filter(f -> f.input() == LiveInput.METASPACE_USED_BYTES)
				.map(LiveFact::value).findFirst();
		if (used.isEmpty()) {
			return Optional.empty();
		}
		if (firstNanos < 0) {
			firstNanos = nanos;
		}
		if (baseNanos < 0 && nanos - firstNanos >= TimeUnit.SECONDS.toNanos(SETTLE_SECONDS)) {
			baseNanos = nanos;
			base = used.get();
		}
		if (baseNanos < 0 || nanos - baseNanos < MIN_SPAN_NANOS) {
			return Optional.empty();
		}
		double perMinute = (used.get() - base) * TimeUnit.MINUTES.toNanos(1) / (nanos - baseNanos);
		return Optional.of(new LiveFact(LiveInput.METASPACE_GROWTH_PER_MINUTE, "", perMinute,
				"Metaspace memory pool over " + TimeUnit.NANOSECONDS.toSeconds(nanos - baseNanos) + " s"));
	}
}
