package dyno.cli.internal;

import java.io.Console;
import java.io.PrintStream;

import dyno.jvm.Target;

/**
 * The password for a JMX target with a user. Never taken from the command line, where {@code ps} shows it
 * to everyone on the machine: from the environment variable {@value #VARIABLE}, else asked on the console.
 */
final class JmxPassword {

	static final String VARIABLE = "DYNO_JMX_PASSWORD";

	/** The help of the --user option, for every command that connects to a JVM. */
	static void printUserHelp(PrintStream out) {
		out.println("  --user NAME           JMX user; the password is read from " + VARIABLE);
		out.println("                        or asked on the terminal, never from the command line");
	}

	private JmxPassword() {
	}

	/**
	 * @return the password, or null when the target needs none (not JMX, or no user)
	 * @throws IllegalArgumentException when one is needed but there is neither the variable nor a console
	 */
	static char[] forTarget(Target target, String fromEnvironment, Console console) {
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
