package dyno.cli.internal;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * A connection for a command that acts on a JVM ({@code histo}, {@code leaks --from}): the JMX password from the
 * environment or the terminal, connected and live, or a message saying why not.
 */
final class JvmTarget {

	private JvmTarget() {
	}

	/**
	 * @param interval how often the connection samples the JVM's GC counters (for the old generation's floor). Set
	 *                 before connecting: changing it on a live connection lets the old schedule's last read overlap
	 *                 the new one's first, and two concurrent jvmstat reads of one string counter break each other
	 *                 (seen as a BufferUnderflowException that loses the connection)
	 * @return the live connection (the caller closes it), or null after printing why it could not be made
	 * @throws IllegalArgumentException when a JMX password is needed but cannot be had (a usage error)
	 */
	static JvmConnection connect(Target target, Duration interval, String command, PrintStream err)
			throws InterruptedException {
		char[] password = JmxPassword.forTarget(target, System.getenv(JmxPassword.VARIABLE), System.console());
		JvmConnection connection = new JvmConnection(target, password, Sampler.shared());
		if (password != null) {
			Arrays.fill(password, '\0'); // the connection keeps its own copy
		}
		connection.setInterval(interval);
		JvmConnection.State state = connection.connectAndWait(Watch.CONNECT_TIMEOUT);
		if (state != JvmConnection.State.LIVE) {
			err.println("dyno " + command + ": cannot connect to " + target.label() + ": "
					+ (state == JvmConnection.State.CONNECTING
							? "no answer within " + Watch.CONNECT_TIMEOUT.toSeconds() + " s" : connection.problem()));
			connection.close();
			return null;
		}
		return connection;
	}
}
