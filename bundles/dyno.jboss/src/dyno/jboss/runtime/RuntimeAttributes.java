package dyno.jboss.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import javax.management.Attribute;
import javax.management.JMException;
import javax.management.MBeanAttributeInfo;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

/**
 * Reads numeric attributes of server MBeans, each asked for as written or in camel case, as WildFly's JMX facade
 * writes management attributes ({@code busyTaskThreadCount}) beside a pool statistic's {@code MaxUsedCount}. Only
 * the spellings a bean has are asked for: WildFly refuses a whole {@code getAttributes} call that names one it lacks.
 * The names a bean has are learned once (its MBean info) and kept by this reader. Only {@code getMBeanInfo} and
 * {@code getAttributes}: never a write, never an operation.
 */
public final class RuntimeAttributes {

	private final Map<ObjectName, Set<String>> known = new ConcurrentHashMap<>();

	/**
	 * The numbers of {@code names} that {@code bean} has, keyed by the name as asked; a name the bean lacks, or
	 * whose value is no number (an undefined WildFly attribute reads null), is not in the map. Empty when the bean is
	 * gone.
	 */
	public Map<String, Double> numbers(MBeanServerConnection mbs, ObjectName bean, Collection<String> names)
			throws IOException {
		Map<String, Double> numbers = new HashMap<>();
		for (Map.Entry<String, Object> v : read(mbs, bean, names).entrySet()) {
			if (v.getValue() instanceof Number n) {
				numbers.put(v.getKey(), n.doubleValue());
			}
		}
		return numbers;
	}

	/** A boolean attribute; null when the bean does not say. */
	public Boolean flag(MBeanServerConnection mbs, ObjectName bean, String name) throws IOException {
		return read(mbs, bean, List.of(name)).get(name) instanceof Boolean b ? b : null;
	}

	private Map<String, Object> read(MBeanServerConnection mbs, ObjectName bean, Collection<String> names)
			throws IOException {
		try {
			Set<String> has = known.get(bean);
			if (has == null) {
				has = java.util.Arrays.stream(mbs.getMBeanInfo(bean).getAttributes()).map(MBeanAttributeInfo::getName)
						.collect(Collectors.toUnmodifiableSet());
				known.put(bean, has);
			}
			Map<String, String> asked = new HashMap<>();
			for (String n : names) {
				String spelled = has.contains(n) ? n : has.contains(camel(n)) ? camel(n) : null;
				if (spelled != null) {
					asked.put(spelled, n);
				}
			}
			Map<String, Object> values = new HashMap<>();
			if (asked.isEmpty()) {
				return values;
			}
			for (Attribute a : mbs.getAttributes(bean, new ArrayList<>(asked.keySet()).toArray(String[]::new))
					.asList()) {
				if (a.getValue() != null) {
					values.put(asked.get(a.getName()), a.getValue());
				}
			}
			return values;
		} catch (JMException e) {
			known.remove(bean);
			return Map.of(); // the bean went away between the query and the read
		}
	}

	private static String camel(String name) {
		return Character.toLowerCase(name.charAt(0)) + name.substring(1);
	}
}
