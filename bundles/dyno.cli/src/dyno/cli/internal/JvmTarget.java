package dyno.cli.internal;

import java.io.PrintStream;
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
	 * @return the live connection (the caller closes it), or null after printing why it could not be made
	 * @throws IllegalArgumentException when a JMX password is needed but cannot be had (a usage error)
	 */
	static JvmConnection connect(Target target, String command, PrintStream err) throws InterruptedException {
		char[] password = JmxPassword.forTarget(target, System.getenv(JmxPassword.VARIABLE), System.console());
		JvmConnection connection = new JvmConnection(target, password, Sampler.shared());
		if (password != null) {
			Arrays.fill(password, '\0'); // the connection keeps its own copy
		}
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
