package dyno.jboss.live;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

import dyno.jboss.rules.LiveInput;
import dyno.jboss.runtime.RuntimeAttributes;

/**
 * The facts a server's MBeans give in one read: the JVM's processors, physical memory, loaded classes, metaspace
 * used (exact, where jvmstat's counter moves only at collections), the peak
 * use of its code cache (all its segments: {@code CodeHeap '…'} or {@code CodeCache} since JDK 9, {@code Code
 * Cache} before; the peak, since a full code cache is emptied in part once the JIT has stopped), and the
 * peak of connections in use of every datasource pool — JBoss AS 4–6's JCA pools
 * ({@code MaxConnectionsInUseCount}) and WildFly's datasource statistics ({@code MaxUsedCount}, 0 unless the
 * datasource has statistics enabled), keyed by the pool's name as the datasource rules read it (the JNDI name in a
 * {@code *-ds.xml}, WildFly's pool-name). A bean that is missing is no fact, not an error; nor is a WildFly
 * datasource whose statistics are off (its counters stay 0, which would read as a pool never used).
 */
final class ServerMBeans {

	private static final ObjectName OS = name("java.lang:type=OperatingSystem");
	private static final ObjectName CLASSES = name("java.lang:type=ClassLoading");
	private static final ObjectName MEMORY_POOLS = name("java.lang:type=MemoryPool,name=*");
	private static final ObjectName METASPACE = name("java.lang:type=MemoryPool,name=Metaspace");
	private static final ObjectName JCA_POOLS = name("jboss.jca:service=ManagedConnectionPool,name=*");
	private static final ObjectName WILDFLY_DATASOURCES = name("jboss.as:subsystem=datasources,*");

	private ServerMBeans() {
	}

	static List<LiveFact> read(MBeanServerConnection mbs) throws IOException {
		RuntimeAttributes attributes = new RuntimeAttributes();
		List<LiveFact> facts = new ArrayList<>();
		number(attributes, mbs, OS, "AvailableProcessors").ifPresent(
				n -> facts.add(new LiveFact(LiveInput.AVAILABLE_PROCESSORS, "", n, "OperatingSystem MXBean")));
		Optional<Double> memory = number(attributes, mbs, OS, "TotalMemorySize"); // JDK 14+; the older name before
		if (memory.isEmpty()) {
			memory = number(attributes, mbs, OS, "TotalPhysicalMemorySize");
		}
		memory.ifPresent(n -> facts.add(new LiveFact(LiveInput.PHYSICAL_MEMORY_BYTES, "", n, "OperatingSystem MXBean")));
		number(attributes, mbs, CLASSES, "LoadedClassCount").ifPresent(
				n -> facts.add(new LiveFact(LiveInput.LOADED_CLASSES, "", n, "ClassLoading MXBean")));
		codeCache(mbs, facts);
		try {
			if (mbs.getAttribute(METASPACE, "Usage") instanceof CompositeData usage && usage.get("used") instanceof Long u) {
				facts.add(new LiveFact(LiveInput.METASPACE_USED_BYTES, "", u, "Metaspace memory pool"));
			}
		} catch (JMException e) {
			// No metaspace (a JDK 7 server has a permanent generation): no fact.
		}
		for (ObjectName pool : mbs.queryNames(JCA_POOLS, null)) {
			number(attributes, mbs, pool, "MaxConnectionsInUseCount").ifPresent(n -> facts
					.add(new LiveFact(LiveInput.POOL_IN_USE_PEAK, pool.getKeyProperty("name"), n, pool.toString())));
		}
		for (ObjectName stats : mbs.queryNames(WILDFLY_DATASOURCES, null)) {
			String ds = Optional.ofNullable(stats.getKeyProperty("data-source"))
					.orElse(stats.getKeyProperty("xa-data-source"));
			if (ds != null && "pool".equals(stats.getKeyProperty("statistics")) && enabled(attributes, mbs, stats)) {
				number(attributes, mbs, stats, "MaxUsedCount").ifPresent(
						n -> facts.add(new LiveFact(LiveInput.POOL_IN_USE_PEAK, unquote(ds), n, stats.toString())));
			}
		}
		return facts;
	}

	/** The code cache's peak use and size over its segments; nothing when the JVM shows no code cache pool. */
	private static void codeCache(MBeanServerConnection mbs, List<LiveFact> facts) throws IOException {
		long used = 0;
		long max = 0;
		int pools = 0;
		for (ObjectName pool : mbs.queryNames(MEMORY_POOLS, null)) {
			String name = pool.getKeyProperty("name");
			if (!name.startsWith("CodeHeap") && !name.equals("CodeCache") && !name.equals("Code Cache")) {
				continue;
			}
			try {
				if (mbs.getAttribute(pool, "PeakUsage") instanceof CompositeData usage
						&& usage.get("used") instanceof Long u && usage.get("max") instanceof Long m && m > 0) {
					used += u;
					max += m;
					pools++;
				}
			} catch (JMException e) {
				return; // a pool went away between the query and the read: no partial sum
			}
		}
		if (pools > 0) {
			facts.add(new LiveFact(LiveInput.CODE_CACHE_PEAK_BYTES, "", used, pools + " code cache pools"));
			facts.add(new LiveFact(LiveInput.CODE_CACHE_MAX_BYTES, "", max, pools + " code cache pools"));
		}
	}

	/**
	 * A numeric attribute, also asked for in camel case, as WildFly's JMX facade may write management attributes
	 * ({@code maxUsedCount}). Empty when the bean or attribute is missing.
	 */
	private static Optional<Double> number(RuntimeAttributes attributes, MBeanServerConnection mbs, ObjectName bean,
			String attribute) throws IOException {
		return Optional.ofNullable(attributes.numbers(mbs, bean, List.of(attribute)).get(attribute));
	}

	/**
	 * Whether WildFly counts this pool's use ({@code statistics-enabled}); a bean that does not say is taken as
	 * counting.
	 */
	private static boolean enabled(RuntimeAttributes attributes, MBeanServerConnection mbs, ObjectName stats)
			throws IOException {
		return !Boolean.FALSE.equals(attributes.flag(mbs, stats, "StatisticsEnabled"));
	}

	/** ObjectName quotes values with special characters; the configuration writes the bare name. */
	static String unquote(String value) {
		return value.startsWith("\"") ? ObjectName.unquote(value) : value;
	}

	static ObjectName name(String text) {
		try {
			return new ObjectName(text);
		} catch (JMException e) {
			throw new IllegalArgumentException(text, e);
		}
	}
}
