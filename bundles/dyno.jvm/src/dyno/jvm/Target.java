package dyno.jvm;

/**
 * A JVM to connect to: a local process, a process on a jstatd host, or a JMX endpoint. Passwords are not
 * part of a target (they live in secure storage and are handed to the connection).
 */
public sealed interface Target permits Target.Local, Target.LocalJmx, Target.Jstatd, Target.Jmx {

	int JSTATD_DEFAULT_PORT = 1099;

	Transport transport();

	/** Short text naming the target, e.g. "pid 4711", "4711@build-box:1099", "jmx app1:9010". */
	String label();

	record Local(long pid) implements Target {
		@Override
		public Transport transport() {
			return Transport.LOCAL;
		}

		@Override
		public String label() {
			return "pid " + pid;
		}
	}

	/**
	 * A JVM of this machine read over JMX instead of jvmstat: Dyno attaches and has the JVM start its local
	 * management agent (as jconsole does). For JVMs started with {@code -XX:-UsePerfData}, and to see exactly
	 * what a remote JMX user would see.
	 */
	record LocalJmx(long pid) implements Target {
		@Override
		public Transport transport() {
			return Transport.JMX;
		}

		@Override
		public String label() {
			return "jmx pid " + pid;
		}
	}

	record Jstatd(String host, int port, long pid) implements Target {
		@Override
		public Transport transport() {
			return Transport.JSTATD;
		}

		@Override
		public String label() {
			return pid + "@" + host + ":" + port;
		}

		/** jvmstat's name of the jstatd host. */
		public String hostUri() {
			return "rmi://" + host + ":" + port;
		}
	}

	/**
	 * @param address {@code host:port} of a JMX agent ({@code -Dcom.sun.management.jmxremote.port}) or a full
	 *                {@code service:jmx:} URL
	 * @param user    user name, null for an agent without authentication
	 * @param ssl     whether the agent's RMI connector uses SSL
	 */
	record Jmx(String address, String user, boolean ssl) implements Target {
		@Override
		public Transport transport() {
			return Transport.JMX;
		}

		@Override
		public String label() {
			return "jmx " + (user == null || user.isEmpty() ? "" : user + "@") + address;
		}

		/** The JMX service URL: the address itself, or the standard RMI URL of {@code host:port}. */
		public String serviceUrl() {
			return address.startsWith("service:jmx:") ? address : "service:jmx:rmi:///jndi/rmi://" + address + "/jmxrmi";
		}
	}

	/**
	 * {@code target} with a JMX user (null: as it is).
	 *
	 * @throws IllegalArgumentException when a user is given for a target that is not JMX
	 */
	static Target withUser(Target target, String user) {
		if (user == null) {
			return target;
		}
		if (!(target instanceof Jmx jmx)) {
			throw new IllegalArgumentException("--user is for JMX targets (host:port or service:jmx:url), not "
					+ target.label());
		}
		return new Jmx(jmx.address(), user, jmx.ssl());
	}

	/**
	 * Reads a target as typed on a command line: {@code pid}, {@code host[:port]/pid} (jstatd),
	 * {@code host:port} or {@code service:jmx:...} (JMX).
	 *
	 * @throws IllegalArgumentException naming what is wrong
	 */
	static Target parse(String text) {
		String s = text.strip();
		if (s.startsWith("service:jmx:")) {
			return new Jmx(s, null, false);
		}
		if (s.matches("\\d+")) {
			return new Local(Long.parseLong(s));
		}
		int slash = s.lastIndexOf('/');
		if (slash > 0) {
			String pid = s.substring(slash + 1);
			if (!pid.matches("\\d+")) {
				throw new IllegalArgumentException("'" + text + "': after the '/' comes the pid of a JVM on the jstatd host");
			}
			HostPort hp = HostPort.parse(s.substring(0, slash), JSTATD_DEFAULT_PORT, text);
			return new Jstatd(hp.host, hp.port, Long.parseLong(pid));
		}
		if (s.contains(":")) {
			HostPort hp = HostPort.parse(s, -1, text);
			return new Jmx(hp.host + ":" + hp.port, null, false);
		}
		throw new IllegalArgumentException("'" + text + "' is neither a pid, host[:port]/pid (jstatd), "
				+ "host:port nor service:jmx:... (JMX)");
	}

	/** A host and port as typed; port -1 means "required". */
	record HostPort(String host, int port) {
		static HostPort parse(String s, int defaultPort, String whole) {
			int colon = s.lastIndexOf(':');
			String host = colon < 0 ? s : s.substring(0, colon);
			if (host.isEmpty()) {
				throw new IllegalArgumentException("'" + whole + "': the host name is missing");
			}
			if (colon < 0) {
				if (defaultPort < 0) {
					throw new IllegalArgumentException("'" + whole + "': the port is missing");
				}
				return new HostPort(host, defaultPort);
			}
			String port = s.substring(colon + 1);
			try {
				int p = Integer.parseInt(port);
				if (p < 1 || p > 65535) {
					throw new NumberFormatException();
				}
				return new HostPort(host, p);
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException("'" + whole + "': '" + port + "' is not a port (1-65535)");
			}
		}
	}
}
