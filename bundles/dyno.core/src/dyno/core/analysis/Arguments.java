package dyno.core.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arguments of one run of an {@link Analysis}: a value for each of its parameters, given or default. Made by
 * {@link Builder#build()}, which refuses a missing required parameter and a parameter the analysis does not have.
 */
public final class Arguments {

	private final Map<String, Object> values;

	private Arguments(Map<String, Object> values) {
		this.values = values;
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

	/** The values of a parameter that takes several. */
	public <T> List<T> all(Parameter<T> p) {
		return p.values(values.get(p.name()));
	}

	/** Name to value, in the analysis' order, for a report's header. */
	public Map<String, Object> asMap() {
		return values;
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
			return new Arguments(java.util.Collections.unmodifiableMap(all));
		}

		private void check(Parameter<?> p) {
			if (!parameters.contains(p)) {
				throw new IllegalArgumentException("no parameter " + p.name());
			}
		}
	}
}
