package dyno.jboss.live;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

import dyno.jboss.runtime.RuntimeAttributes;

/**
 * The request thread pool of one Tomcat or JBoss Web connector as the server itself counts it, read from the
 * connector's {@code ThreadPool} MBean: Tomcat's {@code Catalina:type=ThreadPool,name="http-nio-8080"}, JBoss AS
 * 5–6's {@code jboss.web:type=ThreadPool,name=http-127.0.0.1-8080} (any domain: an embedded Tomcat registers under
 * {@code Tomcat}). A connector that runs on a shared {@code <Executor>} reports that executor's threads. The numbers
 * are of the moment of the read; a caller that wants the peak keeps the highest (as {@link LiveObservation} does).
 *
 * @param connector the pool's name as the MBean gives it, unquoted, e.g. {@code http-nio-8080}
 * @param bean      the MBean it was read from
 * @param busy      threads serving a request now ({@code currentThreadsBusy})
 * @param threads   threads the pool has started ({@code currentThreadCount})
 * @param max       the pool's limit ({@code maxThreads}, the executor's where it has one)
 */
public record ConnectorThreads(String connector, ObjectName bean, double busy, double threads, double max) {

	private static final ObjectName THREAD_POOLS = ServerMBeans.name("*:type=ThreadPool,name=*");
	private static final String BUSY = "currentThreadsBusy", THREADS = "currentThreadCount", MAX = "maxThreads";

	/**
	 * Every connector pool of the MBean server that reports its busy threads; a pool that reports none (-1 before
	 * the connector has started) or whose bean went away since the query is left out.
	 */
	public static List<ConnectorThreads> read(MBeanServerConnection mbs) throws IOException {
		List<ConnectorThreads> out = new ArrayList<>();
		RuntimeAttributes attributes = new RuntimeAttributes();
		for (ObjectName pool : mbs.queryNames(THREAD_POOLS, null)) {
			Map<String, Double> n = attributes.numbers(mbs, pool, List.of(BUSY, THREADS, MAX));
			Double busy = n.get(BUSY);
			if (busy != null && busy >= 0) {
				out.add(new ConnectorThreads(ServerMBeans.unquote(pool.getKeyProperty("name")), pool, busy,
						n.getOrDefault(THREADS, Double.NaN), n.getOrDefault(MAX, Double.NaN)));
			}
		}
		return out;
	}

	/**
	 * The names under which the configuration rules know this connector: its port as server.xml writes it (see
	 * {@link PoolKeys#ofConnector}); empty for a pool that is no HTTP or AJP connector.
	 */
	public List<String> keys(Map<String, String> systemProperties) {
		return PoolKeys.ofConnector(connector, systemProperties);
	}
}
