package dyno.jboss.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names under which the configuration rules look up a thread pool's busy threads
 * ({@link dyno.jboss.rules.LiveInput#BUSY_THREADS_PEAK}), from the pool's thread names as the JVM shows them.
 * <ul>
 * <li>Tomcat / JBoss Web connectors ({@code http-nio-8080-exec-*}, JBoss 5's {@code http-0.0.0.0-8080-*},
 * {@code ajp-127.0.0.1-8009-*}, {@code http-bio-8443-*}): server.xml's connector {@code port} as written, which
 * is the number itself or, in JBoss AS 6, a property such as {@code ${jboss.web.http.port}}. Both keys are given:
 * the number, and every {@code ${property}} that resolves to it in this JVM (its system properties, else the
 * default the JBoss binding set gives that property, shifted by a {@code ports-0N} binding set).</li>
 * <li>WildFly's undertow request pool ({@code default task-*}): the io subsystem's worker whose task threads these
 * are, by its name ({@code default}), as standalone.xml's {@code <worker name="default">} writes it.</li>
 * <li>JBoss AS 4–6 {@code BasicThreadPool}s ({@code JBoss System Threads(1)-*}, {@code WorkManager(2)-*}): the
 * pool MBean's name in jboss-service.xml / jbossjca-service.xml.</li>
 * </ul>
 */
public final class PoolKeys {

	/** A connector's threads: protocol, then tokens (I/O kind, address) until the port. */
	private static final Pattern CONNECTOR = Pattern.compile("\"?(https?|ajp)-(.*?)\"?-(?:exec-)?\\*?$");
	/** A connector's MBean name: protocol, then tokens until the port. */
	private static final Pattern CONNECTOR_NAME = Pattern.compile("(https?|ajp)-(.*)");
	private static final Pattern PORT = Pattern.compile("\\d{1,5}");
	/** WildFly's io worker task threads: "{worker} task-N". */
	private static final Pattern WILDFLY_TASK = Pattern.compile("(.+) task-\\*?$");
	/** A JBoss BasicThreadPool's threads: "{Name}({pool number})-N". */
	private static final Pattern BASIC_POOL = Pattern.compile("(.+)\\(\\d+\\)-\\*?$");

	/** The BasicThreadPool names of the shipped configurations and the MBean each is the {@code Name} of. */
	private static final Map<String, String> BASIC_POOL_MBEANS = Map.of(
			"JBoss System Threads", "jboss.system:service=ThreadPool",
			"WorkManager", "jboss.jca:service=WorkManagerThreadPool");

	/** The JBoss AS 6 binding set's defaults for the properties its server.xml writes as connector ports. */
	private static final Map<String, Integer> JBOSS_PORT_PROPERTIES = Map.of(
			"jboss.web.http.port", 8080, "jboss.web.https.port", 8443, "jboss.web.ajp.port", 8009);
	private static final Pattern BINDING_SET = Pattern.compile("ports-(\\d+)");

	private PoolKeys() {
	}

	/**
	 * The keys of one pool.
	 *
	 * @param pool             the pool as {@link dyno.jvm.threads.PoolPattern#poolOf} names it, e.g.
	 *                         {@code http-nio-8080-exec-*}
	 * @param systemProperties the JVM's system properties (those the transport reads; may be empty)
	 * @return the keys, most specific first; empty when the pool is none the rules know
	 */
	public static List<String> of(String pool, Map<String, String> systemProperties) {
		Matcher connector = CONNECTOR.matcher(pool);
		if (connector.matches()) {
			return connectorKeys(connector.group(2), systemProperties);
		}
		Matcher task = WILDFLY_TASK.matcher(pool);
		if (task.matches()) {
			return List.of(task.group(1));
		}
		Matcher basic = BASIC_POOL.matcher(pool);
		if (basic.matches()) {
			String mbean = BASIC_POOL_MBEANS.get(basic.group(1));
			return mbean == null ? List.of() : List.of(mbean);
		}
		return List.of();
	}

	/**
	 * The keys of a connector by the name its {@code ThreadPool} MBean has ({@code http-nio-8080},
	 * {@code ajp-127.0.0.1-8009}; see {@link ConnectorThreads}): the same as those of its threads' pool.
	 *
	 * @return the keys, most specific first; empty when the name is no HTTP or AJP connector's
	 */
	public static List<String> ofConnector(String name, Map<String, String> systemProperties) {
		Matcher connector = CONNECTOR_NAME.matcher(name);
		// Tomcat names a connector whose port is chosen at start (port="0") "http-nio-auto-1": no port written
		return connector.matches() && !connector.group(2).contains("auto-") ? connectorKeys(connector.group(2), systemProperties) : List.of();
	}

	private static List<String> connectorKeys(String middle, Map<String, String> systemProperties) {
		return port(middle).map(p -> portKeys(p, systemProperties)).orElse(List.of());
	}

	/**
	 * The port: the last token, after the I/O kind and any address. A connector's other threads (its
	 * {@code -Acceptor-}, {@code -Poller}) have a word there and are no request pool.
	 */
	private static Optional<Integer> port(String middle) {
		String last = middle.substring(middle.lastIndexOf('-') + 1);
		if (PORT.matcher(last).matches() && Integer.parseInt(last) <= 65535) {
			return Optional.of(Integer.parseInt(last));
		}
		return Optional.empty();
	}

	private static List<String> portKeys(int port, Map<String, String> props) {
		List<String> keys = new ArrayList<>();
		keys.add(Integer.toString(port));
		for (Map.Entry<String, String> p : props.entrySet()) {
			if (p.getKey().toLowerCase(Locale.ROOT).endsWith("port") && p.getValue().strip().equals(keys.get(0))) {
				keys.add("${" + p.getKey() + "}");
			}
		}
		int offset = offset(props.get("jboss.service.binding.set"));
		JBOSS_PORT_PROPERTIES.forEach((name, base) -> {
			String key = "${" + name + "}";
			if (!props.containsKey(name) && base + offset == port && !keys.contains(key)) {
				keys.add(key);
			}
		});
		return List.copyOf(keys);
	}

	/** JBoss AS 6's binding sets {@code ports-01}, {@code ports-02}… shift every port by 100 each. */
	private static int offset(String bindingSet) {
		if (bindingSet == null) {
			return 0;
		}
		Matcher m = BINDING_SET.matcher(bindingSet.strip());
		return m.matches() ? 100 * Integer.parseInt(m.group(1)) : 0;
	}
}
