package dyno.jvm.internal;

import java.net.ConnectException;
import java.net.URISyntaxException;
import java.net.UnknownHostException;

import dyno.jvm.JstatdUnreachableException;
import dyno.jvm.JvmstatUnavailableException;
import sun.jvmstat.monitor.Monitor;
import sun.jvmstat.monitor.MonitorException;
import sun.jvmstat.monitor.MonitoredHost;
import sun.jvmstat.monitor.MonitoredVm;
import sun.jvmstat.monitor.VmIdentifier;

/** Small jvmstat helpers shared by discovery and sampling: names, counter reads, error messages. */
public final class Jvmstat {

	private Jvmstat() {
	}

	/** jvmstat's id of JVM {@code pid} on a host: plain pid locally, {@code rmi://pid@host:port} on jstatd. */
	public static String vmId(String hostUri, long pid) {
		return hostUri == null ? Long.toString(pid) : hostUri.replace("rmi://", "rmi://" + pid + "@");
	}

	/**
	 * The counters of JVM {@code pid} of {@code host}; over jstatd without jvmstat's own polling, which would copy the
	 * counters every second on a timer thread of its own (Dyno fetches a copy at each of its samples) and, once
	 * jstatd is gone, print a raw stack trace to stderr at that poll and again at the detach.
	 */
	public static MonitoredVm counters(MonitoredHost host, String hostUri, long pid)
			throws MonitorException, URISyntaxException {
		VmIdentifier id = new VmIdentifier(vmId(hostUri, pid));
		return hostUri == null ? host.getMonitoredVm(id) : host.getMonitoredVm(id, 0);
	}

	/**
	 * Marks a host whose calls failed as errored. jvmstat keeps one {@link MonitoredHost} per host for the whole
	 * process and hands the same one out until it is marked so: a jstatd restarted meanwhile would otherwise be
	 * asked forever through the stubs of the one that ended, and no reconnect or new listing could reach it.
	 */
	public static void forget(MonitoredHost host, MonitorException e) {
		host.setLastException(e);
	}

	public static JvmstatUnavailableException unavailable(LinkageError e) {
		// jvmstat is not reachable from here: no --add-exports, no system bundle export, or no JDK.
		return new JvmstatUnavailableException("jvmstat (module jdk.internal.jvmstat) is not accessible", e);
	}

	/** A jstatd host that could not be reached, with the root cause in words. */
	public static JstatdUnreachableException unreachable(String hostUri, MonitorException e) {
		Throwable root = root(e);
		String why;
		String advice = null;
		if (root instanceof ConnectException) {
			why = "connection refused";
			advice = "is jstatd running there, and is the port right?";
		} else if (root instanceof UnknownHostException) {
			why = "unknown host";
		} else if (protocolMismatch(e)) {
			why = "this jstatd runs on another JDK release than Dyno (" + Runtime.version().feature()
					+ ") and their RMI protocols differ ('" + root.getMessage() + "')";
			advice = "start jstatd from a JDK " + Runtime.version().feature() + " on that host, or connect over JMX";
		} else if (root instanceof java.rmi.NotBoundException) {
			why = "something listens there, but it is not jstatd (no 'JStatRemoteHost' in its RMI registry)";
		} else {
			why = message(root);
		}
		String verb = protocolMismatch(e) ? "cannot use" : "cannot reach";
		return new JstatdUnreachableException(verb, hostUri.substring("rmi://".length()), why, advice, e);
	}

	/** A counter's value as text, null when the JVM has no such counter. */
	/**
	 * "?" for a string jvmstat does not have (yet): null, blank, or MonitoredVmUtil's "Unknown". A JVM read in its
	 * first moments has its GC counters but not yet its command line and arguments (HotSpot creates them once its
	 * start-up is nearly done); a reader must see them as unknown and ask again, not decide on a placeholder.
	 */
	public static String orUnknown(String s) {
		return s == null || s.isBlank() || "Unknown".equals(s) ? "?" : s;
	}

	public static String string(MonitoredVm vm, String name) throws MonitorException {
		Monitor monitor = vm.findByName(name);
		return monitor == null ? null : String.valueOf(monitor.getValue());
	}

	/**
	 * Whether jstatd answered with another JDK release's remote interface: RMI rejects the call as an
	 * unknown method (seen with a JDK 17 jstatd and a JDK 25 client; jstat 25 fails the same way).
	 */
	public static boolean protocolMismatch(Throwable e) {
		String m = root(e).getMessage();
		return m != null && m.contains("unrecognized method hash");
	}

	/** The innermost cause: RMI wraps the useful message ("Connection refused") in several layers. */
	public static Throwable root(Throwable e) {
		Throwable root = e;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		return root;
	}

	/** A throwable's message, or its class name when it has none. */
	public static String message(Throwable e) {
		return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
	}
}
