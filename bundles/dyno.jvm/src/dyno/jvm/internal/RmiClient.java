package dyno.jvm.internal;

/**
 * Settings of the JDK's RMI client, which JMX connections (remote agents and the local agents Dyno starts) and
 * jstatd listings use. Applied before the first RMI connection of the process: the JDK reads them once.
 * <p>
 * The RMI client keeps a thread ({@code RMI RenewClean-[host:port]}) per endpoint it holds remote objects of, until
 * it has told that endpoint, once the objects are collected here, that they are no longer used (a "clean" call). An
 * endpoint that has gone, the agent of a JVM that ended, refuses every clean call, and the JDK tries again every
 * {@code sun.rmi.dgc.cleanInterval} (3 minutes), five times: beside JVMs that come and go, a thread per ended JVM for
 * some twelve minutes. Dyno retries every {@value #CLEAN_RETRY_MILLIS} ms instead, unless the user set the property.
 */
public final class RmiClient {

	private static final String CLEAN_INTERVAL = "sun.rmi.dgc.cleanInterval";
	static final long CLEAN_RETRY_MILLIS = 3000;

	private RmiClient() {
	}

	/** Applies the settings if no RMI connection has been made yet; call before each connection. */
	public static void prepare() {
		if (System.getProperty(CLEAN_INTERVAL) == null) {
			System.setProperty(CLEAN_INTERVAL, Long.toString(CLEAN_RETRY_MILLIS));
		}
	}
}
