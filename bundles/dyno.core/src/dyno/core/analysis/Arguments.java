package dyno.core.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one run of an {@link Analysis}: a value for each of its parameters, given or default. Made by
 * {@link Builder#build()}, which refuses a missing required parameter and a parameter the analysis does not have.
 */
public final class Arguments {

	private final List<Parameter<?>> parameters;
	private final Map<String, Object> values;
	private final Set<String> given;

	private Arguments(List<Parameter<?>> parameters, Map<String, Object> values, Set<String> given) {
		this.parameters = parameters;
		this.values = values;
		this.given = given;
	}

	public static Builder of(Analysis<?> analysis) {
		return of(analysis.parameters());
	}

	/** Arguments for these parameters, e.g. those of a command that runs no analysis. */
	public static Builder of(List<Parameter<?>> parameters) {
		return new Builder(parameters);
	}

	/** The value of a parameter (its default when none was given). */
	@SuppressWarnings("unchecked")
	public <T> T get(Parameter<T> p) {
		if (p.many()) {
			throw new IllegalArgumentException(p.name() + " takes several values: use all()");
		}
		return (T) values.get(p.name());
	}

	/**
	 * Whether a value of {@code p} was given, not its default: options that only go with others (a schedule's
	 * with a JVM to take it of) tell a given one from the default.
	 */
	public boolean given(Parameter<?> p) {
		return given.contains(p.name());
	}

	/** The values of a parameter that takes several. */
	public <T> List<T> all(Parameter<T> p) {
		return p.values(values.get(p.name()));
	}

	/**
	 * Each parameter that has a value, by name in the analysis' order, as its type writes it (several values joined
	 * by ", "): a report's header. Flags that are off and options left empty are left out.
	 */
	public Map<String, String> asText() {
		Map<String, String> text = new LinkedHashMap<>();
		for (Parameter<?> p : parameters) {
			String t = text(p);
			if (t != null) {
				text.put(p.name(), t);
			}
		}
		return text;
	}

	private <T> String text(Parameter<T> p) {
		Object v = values.get(p.name());
		if (p.many()) {
			List<T> all = p.values(v);
			return all.isEmpty() ? null : String.join(", ", all.stream().map(p.type().format()).toList());
		}
		if (v == null || Boolean.FALSE.equals(v) && p.type().isFlag()) {
			return null;
		}
		@SuppressWarnings("unchecked")
		T value = (T) v;
		return p.type().isFlag() ? "yes" : p.type().format().apply(value);
	}

	public static final class Builder {

		private final List<Parameter<?>> parameters;
		private final Map<String, Object> given = new LinkedHashMap<>();

		private Builder(List<Parameter<?>> parameters) {
			this.parameters = parameters;
		}

		public <T> Builder with(Parameter<T> p, T value) {
			check(p);
			if (p.many()) {
				@SuppressWarnings("unchecked")
				List<Object> list = (List<Object>) given.computeIfAbsent(p.name(), k -> new ArrayList<>());
				list.add(value);
			} else {
				given.put(p.name(), value);
			}
			return this;
		}

		/** Reads {@code text} as the value of {@code p} ({@link Parameter#parse}). */
		public <T> Builder parse(Parameter<T> p, String text) {
			return with(p, p.parse(text));
		}

		/**
		 * @throws IllegalArgumentException when a required parameter has no value
		 */
		public Arguments build() {
			Map<String, Object> all = new LinkedHashMap<>();
			for (Parameter<?> p : parameters) {
				Object v = given.get(p.name());
				if (v == null) {
					if (p.required()) {
						throw new IllegalArgumentException("missing " + (p.positional() ? p.name() : "--" + p.name())
								+ " (" + p.description() + ")");
					}
					v = p.many() ? List.of() : p.defaultValue();
				} else if (p.many()) {
					v = List.copyOf((List<?>) v);
				}
				all.put(p.name(), v);
			}
			return new Arguments(List.copyOf(parameters), Collections.unmodifiableMap(all),
					Set.copyOf(given.keySet()));
		}

		private void check(Parameter<?> p) {
			if (!parameters.contains(p)) {
				throw new IllegalArgumentException("no parameter " + p.name());
			}
		}
	}
}
