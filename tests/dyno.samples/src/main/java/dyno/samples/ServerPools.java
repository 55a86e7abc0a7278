package dyno.samples;

import java.lang.management.ManagementFactory;
import java.util.Map;

import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import javax.management.StandardMBean;

/**
 * A target whose threads and MBeans look like a JBoss server's, for the live configuration hints: pools given as
 * arguments {@code prefix:threads:busy} (e.g. {@code "http-0.0.0.0-8080-:10:8"}, {@code "default task-:6:2"},
 * {@code "JBoss System Threads(1)-:10:10"}, see {@link PoolService#start}), and, with {@code --datasources}, the
 * statistics beans of a JBoss AS 4–6 JCA pool ({@code jboss.jca:service=ManagedConnectionPool,name=DefaultDS},
 * peak {@value #JCA_PEAK} in use) and of two WildFly datasources ({@code data-source=ExampleDS}, peak
 * {@value #WILDFLY_PEAK}; {@value #UNCOUNTED}, whose statistics are off) under their servers' names and attribute
 * names. With {@code --system-gc} it calls {@code System.gc()} every 2 s, as RMI's distributed GC does at every
 * {@code sun.rmi.dgc.server.gcInterval} in a JBoss server.
 */
public final class ServerPools {

	public static final int JCA_PEAK = 20;
	public static final int WILDFLY_PEAK = 7;
	public static final String UNCOUNTED = "UncountedDS";

	/** The attributes of JBoss AS's JCA ManagedConnectionPool bean that tell a pool's use. */
	public interface JcaPool {
		int getMaxConnectionsInUseCount();

		int getInUseConnectionCount();
	}

	/** The attributes of WildFly's datasource pool statistics that tell a pool's use, and whether it is counted. */
	public interface WildFlyPoolStatistics {
		int getMaxUsedCount();

		int getActiveCount();

		boolean isStatisticsEnabled();
	}

	public static void main(String[] args) throws Exception {
		for (String a : args) {
			if (a.equals("--datasources")) {
				datasources();
			} else if (a.equals("--system-gc")) {
				systemGcEveryTwoSeconds();
			} else {
				String[] p = a.split(":");
				PoolService.start(p[0], Integer.parseInt(p[1]), Integer.parseInt(p[2]));
			}
		}
		OnDemand.serve(Map.of());
	}

	private static void systemGcEveryTwoSeconds() {
		Thread dgc = new Thread(() -> {
			while (true) {
				System.gc();
				OnDemand.sleep(2_000);
			}
		}, "RMI GC Daemon");
		dgc.setDaemon(true);
		dgc.start();
	}

	private static void wildFly(MBeanServer mbs, String name, int peak, boolean counted) throws JMException {
		mbs.registerMBean(new StandardMBean(new WildFlyPoolStatistics() {
			@Override
			public int getMaxUsedCount() {
				return peak;
			}

			@Override
			public int getActiveCount() {
				return Math.min(peak, 1);
			}

			@Override
			public boolean isStatisticsEnabled() {
				return counted;
			}
		}, WildFlyPoolStatistics.class),
				new ObjectName("jboss.as:subsystem=datasources,data-source=" + name + ",statistics=pool"));
	}

	private static void datasources() throws JMException {
		MBeanServer mbs = ManagementFactory.getPlatformMBeanServer();
		mbs.registerMBean(new StandardMBean(new JcaPool() {
			@Override
			public int getMaxConnectionsInUseCount() {
				return JCA_PEAK;
			}

			@Override
			public int getInUseConnectionCount() {
				return 3;
			}
		}, JcaPool.class), new ObjectName("jboss.jca:service=ManagedConnectionPool,name=DefaultDS"));
		wildFly(mbs, "ExampleDS", WILDFLY_PEAK, true);
		wildFly(mbs, UNCOUNTED, 0, false);
	}
}
