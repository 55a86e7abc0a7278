package dyno.jboss.rules;

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

	private static final LiveFacts NONE = new LiveFacts(Map.of());
	/** The key of a value that belongs to the whole server rather than one pool or connector. */
	private static final String SERVER = "";

	private final Map<LiveInput, Map<String, Double>> values;

	private LiveFacts(Map<LiveInput, Map<String, Double>> values) {
		this.values = values;
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
		return new LiveFacts(Collections.unmodifiableMap(copy));
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
		return "LiveFacts" + values;
	}
}
