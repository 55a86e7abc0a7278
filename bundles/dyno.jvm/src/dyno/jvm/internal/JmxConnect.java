package dyno.jvm.internal;

import java.io.IOException;
import java.net.MalformedURLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import javax.rmi.ssl.SslRMIClientSocketFactory;

import dyno.jvm.Target;

/**
 * Opens a JMX connector to a {@link Target.Jmx}, never waiting longer than {@link #TIMEOUT}: RMI has no
 * connect timeout of its own (a host that drops packets or a stopped JVM keeps it waiting for minutes), so
 * the connect runs on its own thread and is abandoned, and closed should it still succeed, when time is up.
 * That thread is virtual because interrupting a virtual thread blocked on a socket closes the socket: an
 * abandoned connect then hangs up at once instead of holding a thread and a connection to a server that never
 * answers until RMI's own handshake timeout (a minute).
 */
final class JmxConnect {

	static final Duration TIMEOUT = Duration.ofSeconds(5);
	/** The JNDI environment key jconsole also uses to reach an RMI registry that speaks SSL. */
	private static final String RMI_SOCKET_FACTORY = "com.sun.jndi.rmi.factory.socket";

	private JmxConnect() {
	}

	static JMXConnector open(Target.Jmx target, char[] password) throws IOException {
		JMXServiceURL url;
		try {
			url = new JMXServiceURL(target.serviceUrl());
		} catch (MalformedURLException e) {
			throw new IOException("'" + target.address() + "' is not a JMX address (host:port or service:jmx:...): "
					+ e.getMessage(), e);
		}
		Map<String, Object> env = environment(target, password);
		RmiClient.prepare();
		CompletableFuture<JMXConnector> result = new CompletableFuture<>();
		Thread connecting = Thread.ofVirtual().name("dyno-jmx-connect " + target.address()).start(() -> {
			try {
				JMXConnector connector = JMXConnectorFactory.connect(url, env);
				if (!result.complete(connector)) {
					closeQuietly(connector); // given up on meanwhile
				}
			} catch (Throwable e) {
				result.completeExceptionally(e);
			}
		});
		try {
			return result.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
		} catch (TimeoutException e) {
			result.cancel(false);
			connecting.interrupt();
			// Messages give the cause only: whoever shows them names the target beside them.
			throw new IOException("no answer within " + TIMEOUT.toSeconds()
					+ " s (host down, a firewall dropping packets, or the JVM stopped?)");
		} catch (ExecutionException e) {
			throw new IOException(JmxErrors.connectCause(e.getCause(), target), e.getCause());
		} catch (InterruptedException e) {
			result.cancel(false);
			connecting.interrupt();
			Thread.currentThread().interrupt();
			throw new IOException("connecting to " + target.label() + " was interrupted", e);
		}
	}

	private static Map<String, Object> environment(Target.Jmx target, char[] password) {
		Map<String, Object> env = new HashMap<>();
		if (target.user() != null && !target.user().isEmpty()) {
			env.put(JMXConnector.CREDENTIALS,
					new String[] { target.user(), password == null ? "" : new String(password) });
		}
		if (target.ssl()) {
			env.put(RMI_SOCKET_FACTORY, new SslRMIClientSocketFactory());
		}
		// Answers (composite data, notifications) are read with this bundle's class loader, whatever thread
		// connects: inside OSGi the thread's context loader may see no javax.management types.
		env.put(JMXConnectorFactory.DEFAULT_CLASS_LOADER, JmxConnect.class.getClassLoader());
		return env;
	}

	/**
	 * Closes in the background: closing tells the agent, which waits as long as any other remote call when
	 * the network or the JVM has gone, and the caller (often the UI) must not.
	 */
	static void closeQuietly(JMXConnector connector) {
		Thread closing = new Thread(() -> {
			try {
				connector.close();
			} catch (IOException | RuntimeException e) {
				// The connection is already broken: nothing left to release.
			}
		}, "dyno-jmx-close");
		closing.setDaemon(true);
		closing.start();
	}
}
