package dyno.jboss.runtime;

import java.util.Map;
import java.util.OptionalDouble;

/**
 * What one sample read of one group: each measure's value as the server gives it (a count's total, not its rate),
 * keyed by {@link Measure#label()}, missing where the bean lacks it; and the maximum in force, empty when the group
 * has none or it is unlimited.
 *
 * @param limitIsDefault the maximum is the product's default because the server leaves it undefined
 */
public record GroupReading(RuntimeGroup group, Map<String, Double> values, OptionalDouble limit,
		boolean limitIsDefault) {

	public GroupReading {
		values = Map.copyOf(values);
	}
}
