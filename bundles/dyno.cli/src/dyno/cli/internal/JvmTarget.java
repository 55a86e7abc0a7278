package dyno.cli.internal;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;

import dyno.core.analysis.AnalysisException;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;

/**
 * The connection of a command that acts on a JVM ({@code histo}, {@code profile}, {@code threads}, {@code watch},
 * {@code leaks --from}, {@code lint --live}): the JMX password from the environment or the terminal, connected and
 * live, or a message saying why not.
 */
public final class JvmTarget {

	/** How long a command waits for its JVM to answer. */
	static final Duration CONNECT_TIMEOUT = JvmAccess.CONNECT_TIMEOUT;

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
		JvmConnection connection = open(target);
		connection.setInterval(interval);
		if (!connected(connection, command, err)) {
			connection.close();
			return null;
		}
		return connection;
	}

	/**
	 * The connection to {@code target}, not yet connected (the caller closes it).
	 *
	 * @throws IllegalArgumentException when a JMX password is needed but cannot be had (a usage error)
	 */
	public static JvmConnection open(Target target) {
		char[] password = JmxPassword.forTarget(target, System.getenv(JmxPassword.VARIABLE), System.console());
		JvmConnection connection = new JvmConnection(target, password, Sampler.shared());
		if (password != null) {
			Arrays.fill(password, '\0'); // the connection keeps its own copy for reconnects
		}
		return connection;
	}

	/**
	 * Connects and waits at most {@link #CONNECT_TIMEOUT} for the JVM to answer.
	 *
	 * @return true when live, else false after printing why not as {@code dyno <command>: cannot connect to ...}
	 */
	static boolean connected(JvmConnection connection, String command, PrintStream err) throws InterruptedException {
		try {
			JvmAccess.awaitLive(connection);
			return true;
		} catch (AnalysisException e) {
			err.println("dyno " + command + ": " + e.getMessage());
			return false;
		}
	}
}
