package dyno.jboss.runtime;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import javax.management.Attribute;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

/**
 * Reads numeric attributes of a server MBean in one call, each also under its camel-case spelling, as WildFly's JMX
 * facade writes management attributes ({@code maxUsedCount} beside a pool statistic's {@code MaxUsedCount}). Only
 * {@code getAttributes}: never a write, never an operation.
 */
public final class RuntimeAttributes {

	private RuntimeAttributes() {
	}

	/**
	 * The numbers of {@code names} that {@code bean} has, keyed by the name as asked; a name the bean lacks, or
	 * whose value is no number (an undefined WildFly attribute reads null), is not in the map. Empty when the bean is
	 * gone.
	 */
	public static Map<String, Double> numbers(MBeanServerConnection mbs, ObjectName bean, Collection<String> names)
			throws IOException {
		Set<String> asked = new LinkedHashSet<>();
		for (String n : names) {
			asked.add(n);
			asked.add(camel(n));
		}
		Map<String, Double> read = new HashMap<>();
		try {
			for (Attribute a : mbs.getAttributes(bean, asked.toArray(String[]::new)).asList()) {
				if (a.getValue() instanceof Number n) {
					read.put(a.getName(), n.doubleValue());
				}
			}
		} catch (JMException e) {
			return Map.of(); // the bean went away between the query and the read
		}
		Map<String, Double> numbers = new HashMap<>();
		for (String n : names) {
			Double v = read.containsKey(n) ? read.get(n) : read.get(camel(n));
			if (v != null) {
				numbers.put(n, v);
			}
		}
		return numbers;
	}

	/** A boolean attribute, also under its other capitalisation; null when the bean does not say. */
	public static Boolean flag(MBeanServerConnection mbs, ObjectName bean, String name) throws IOException {
		try {
			for (Attribute a : mbs.getAttributes(bean, new String[] { name, camel(name) }).asList()) {
				if (a.getValue() instanceof Boolean b) {
					return b;
				}
			}
			return null;
		} catch (JMException e) {
			return null;
		}
	}

	private static String camel(String name) {
		return Character.toLowerCase(name.charAt(0)) + name.substring(1);
	}
}
