package dyno.cli.internal;

import java.io.Console;

import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;

/**
 * The password for a JMX target with a user. Never taken from the command line, where {@code ps} shows it
 * to everyone on the machine: from the environment variable {@value #VARIABLE}, else asked on the console.
 */
public final class JmxPassword {

	public static final String VARIABLE = "DYNO_JMX_PASSWORD";

	private JmxPassword() {
	}

	/** How a command reaches its JVM: a connection of its own, with the password from the environment or asked. */
	public static JvmAccess access() {
		return JvmAccess.connecting(target -> forTarget(target, System.getenv(VARIABLE), System.console()));
	}

	/**
	 * @return the password, or null when the target needs none (not JMX, or no user)
	 * @throws IllegalArgumentException when one is needed but there is neither the variable nor a console
	 */
	public static char[] forTarget(Target target, String fromEnvironment, Console console) {
		if (!(target instanceof Target.Jmx jmx) || jmx.user() == null) {
			return null;
		}
		if (fromEnvironment != null) {
			return fromEnvironment.toCharArray();
		}
		if (console == null) {
			throw new IllegalArgumentException("the password of JMX user '" + jmx.user() + "' is needed: set "
					+ VARIABLE + " or run dyno on a terminal to be asked");
		}
		char[] typed = console.readPassword("JMX password for %s: ", jmx.label());
		if (typed == null) {
			throw new IllegalArgumentException("no password was typed for JMX user '" + jmx.user() + "'");
		}
		return typed;
	}
}
