package dyno.jboss.rules;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Measurements of a running server for the rules that take {@link LiveInput}s, keyed per pool or connector name
 * where the input is per-resource. Immutable: {@link #with} returns a copy. Empty unless a JVM is connected.
 */
public final class LiveFacts {

	private static final LiveFacts NONE = new LiveFacts(Map.of(), Duration.ZERO);
	/** The key of a value that belongs to the whole server rather than one pool or connector. */
	private static final String SERVER = "";

	private final Map<LiveInput, Map<String, Double>> values;
	/** How long the server was watched to get them; zero when unknown. */
	private final Duration observedFor;

	private LiveFacts(Map<LiveInput, Map<String, Double>> values, Duration observedFor) {
		this.values = values;
		this.observedFor = observedFor;
	}

	/** No measurements: rules judge the files alone. */
	public static LiveFacts none() {
		return NONE;
	}

	/** A copy with a server-wide value. */
	public LiveFacts with(LiveInput input, double value) {
		return with(input, SERVER, value);
	}

	/** A copy with the value for one pool or connector (its name as the configuration writes it). */
	public LiveFacts with(LiveInput input, String name, double value) {
		Map<LiveInput, Map<String, Double>> copy = new EnumMap<>(LiveInput.class);
		values.forEach((k, v) -> copy.put(k, new HashMap<>(v)));
		copy.computeIfAbsent(input, k -> new HashMap<>()).put(name, value);
		copy.replaceAll((k, v) -> Collections.unmodifiableMap(v));
		return new LiveFacts(Collections.unmodifiableMap(copy), observedFor);
	}

	/** A copy that says how long the server was watched to measure these values. */
	public LiveFacts observedFor(Duration span) {
		return new LiveFacts(values, span);
	}

	/** How long the server was watched; zero when unknown (facts given by hand, or from before a restart). */
	public Duration observedFor() {
		return observedFor;
	}

	/**
	 * How long the facts were observed, for the end of a finding's text: " over 3 min 20 s"; empty when unknown, so
	 * a message reads the same without it.
	 */
	public String over() {
		long s = observedFor.toSeconds();
		if (s <= 0) {
			return "";
		}
		if (s < 60) {
			return " over " + s + " s";
		}
		if (s < 3600) {
			return " over " + s / 60 + " min" + (s % 60 == 0 ? "" : " " + s % 60 + " s");
		}
		return " over " + s / 3600 + " h" + (s % 3600 / 60 == 0 ? "" : " " + s % 3600 / 60 + " min");
	}

	/** The server-wide value, if measured. */
	public OptionalDouble get(LiveInput input) {
		return get(input, SERVER);
	}

	/** The value for one pool or connector, if measured. */
	public OptionalDouble get(LiveInput input, String name) {
		Double v = values.getOrDefault(input, Map.of()).get(name);
		return v == null ? OptionalDouble.empty() : OptionalDouble.of(v);
	}

	public boolean isEmpty() {
		return values.isEmpty();
	}

	@Override
	public String toString() {
		return "LiveFacts" + values + (observedFor.isZero() ? "" : " over " + observedFor);
	}
}
