package dyno.jboss.live;

import java.util.List;

import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.LiveInput;

/**
 * One measured value of a {@link LiveObservation}, as a report lists it.
 *
 * @param input  what was measured
 * @param key    the pool, connector or worker it belongs to as the configuration names it; "" for the whole server
 * @param value  the value, in {@link LiveInput#unit()}
 * @param source where it was read, e.g. "threads http-nio-8080-exec-*" or "jboss.jca:service=ManagedConnectionPool,name=DefaultDS"
 */
public record LiveFact(LiveInput input, String key, double value, String source) {

	/** {@code facts} as the rules take them (a later fact of the same input and key wins). */
	public static LiveFacts forRules(List<LiveFact> facts) {
		LiveFacts all = LiveFacts.none();
		for (LiveFact f : facts) {
			all = all.with(f.input(), f.key(), f.value());
		}
		return all;
	}

	/** "BUSY_THREADS_PEAK[8080] = 12 threads (threads http-nio-8080-exec-*)". */
	public String text() {
		String v = value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
				: String.format(java.util.Locale.ROOT, "%.2f", value);
		return input + (key.isEmpty() ? "" : "[" + key + "]") + " = " + v + " " + input.unit() + " (" + source + ")";
	}
}
