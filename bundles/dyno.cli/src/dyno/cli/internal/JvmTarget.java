package dyno.cli.internal;

import java.util.Arrays;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The connection of a command that acts on a JVM ({@code histo}, {@code leaks --from}, {@code lint --live}), with
 * the JMX password from the environment or the terminal, never from the command line.
 */
public final class JvmTarget {

	private JvmTarget() {
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
}
