package dyno.jvm.internal;

import java.io.EOFException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.rmi.ConnectIOException;
import java.rmi.NotBoundException;
import java.security.cert.CertificateException;

import javax.naming.NameNotFoundException;
import javax.net.ssl.SSLException;

import dyno.jvm.Target;

/**
 * Turns what a failed JMX connect throws (RMI and JNDI wrap the useful exception several layers deep) into
 * words that name the cause and what to check.
 */
final class JmxErrors {

	private JmxErrors() {
	}

	static String connectCause(Throwable e, Target.Jmx target) {
		SecurityException refused = find(e, SecurityException.class);
		if (refused != null) {
			return target.user() == null || target.user().isEmpty()
					? "the agent requires a user name and password (" + Jvmstat.message(refused) + ")"
					: "credentials rejected: wrong user name or password for '" + target.user() + "' ("
							+ Jvmstat.message(refused) + ")";
		}
		UnknownHostException unknown = find(e, UnknownHostException.class);
		if (unknown != null) {
			return "unknown host '" + Jvmstat.message(unknown) + "'";
		}
		if (find(e, ConnectException.class) != null) {
			return "connection refused: nothing listens on " + target.address()
					+ " (is the JVM running with a JMX agent on this port?)";
		}
		if (find(e, NoRouteToHostException.class) != null) {
			return "no route to the host (network down or firewall?)";
		}
		if (find(e, SocketTimeoutException.class) != null) {
			return "timed out (host down or firewall?)";
		}
		if (find(e, CertificateException.class) != null) {
			return "the agent's SSL certificate is not trusted (add it to the trust store named by "
					+ "-Djavax.net.ssl.trustStore)";
		}
		if (find(e, SSLException.class) != null) {
			return target.ssl() ? "SSL is on, but the agent does not answer with SSL: turn SSL off?"
					+ " (" + Jvmstat.message(Jvmstat.root(e)) + ")"
					: "SSL failed: " + Jvmstat.message(Jvmstat.root(e));
		}
		if (find(e, NameNotFoundException.class) != null || find(e, NotBoundException.class) != null) {
			return "an RMI registry answers on " + target.address()
					+ ", but no JMX agent is registered in it (jstatd or another RMI service?)";
		}
		if (find(e, ConnectIOException.class) != null || find(e, EOFException.class) != null
				|| find(e, SocketException.class) != null || find(e, ClassCastException.class) != null) {
			return target.ssl() ? "something answers on " + target.address() + ", but not as a JMX agent"
					: "something answers on " + target.address() + ", but not as a JMX agent without SSL: "
							+ "if the agent uses SSL, turn SSL on; otherwise check the port";
		}
		return Jvmstat.message(Jvmstat.root(e));
	}

	/** The first throwable of {@code type} in the cause chain, or null. */
	static <T extends Throwable> T find(Throwable e, Class<T> type) {
		for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
			if (type.isInstance(t)) {
				return type.cast(t);
			}
		}
		return null;
	}
}
