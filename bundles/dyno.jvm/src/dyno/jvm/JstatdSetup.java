package dyno.jvm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start jstatd on a remote machine so that Dyno can watch its JVMs: the security policy file (JDK 8 to
 * 18 run jstatd under a security manager and refuse to start without one; from JDK 19 on there is no security
 * manager and no policy) and the exact command line.
 *
 * @param jdkRelease the remote JDK's feature release (8, 11, 17, 21 ...)
 * @param host       the name or address clients use to reach the machine; RMI hands it out as the address of
 *                   jstatd's remote object, so it must be reachable from the machine running Dyno
 * @param port       the RMI registry port clients connect to (Dyno's default {@value Target#JSTATD_DEFAULT_PORT})
 * @param rmiPort    the port of jstatd's remote object, 0 to let RMI pick one (a firewall then needs a range)
 * @param policyFile where the policy file will be on the remote machine (unused from JDK 19 on)
 */
public record JstatdSetup(int jdkRelease, String host, int port, int rmiPort, Path policyFile) {

	/** The first release whose jstatd starts without a security policy. */
	public static final int FIRST_WITHOUT_POLICY = 19;

	/** What every user of jstatd must know before starting it. */
	public static final String WARNING = "jstatd has no authentication and no encryption: anyone who can reach "
			+ "its ports can read the counters of every JVM of the user running it. It listens on all network "
			+ "interfaces, whatever java.rmi.server.hostname says. Run it only inside a trusted network, "
			+ "ideally behind a firewall that admits only the machines running Dyno.";

	public JstatdSetup {
		if (jdkRelease < 8) {
			throw new IllegalArgumentException("jstatd setup is known for JDK 8 and later, not " + jdkRelease);
		}
		if (host == null || host.isBlank() || host.chars().anyMatch(Character::isWhitespace)) {
			throw new IllegalArgumentException("'" + host + "' is not a host name or address");
		}
		checkPort(port, "port");
		if (rmiPort != 0) {
			checkPort(rmiPort, "RMI port");
		}
	}

	private static void checkPort(int p, String what) {
		if (p < 1 || p > 65535) {
			throw new IllegalArgumentException("the " + what + " must be 1-65535, was " + p);
		}
	}

	/** Whether this JDK's jstatd needs the policy file. */
	public boolean needsPolicy() {
		return jdkRelease < FIRST_WITHOUT_POLICY;
	}

	/**
	 * The policy file's text: all permissions for jstatd's own code (on JDK 8 in {@code lib/tools.jar}, on 9 to
	 * 18 the modules {@code jdk.jstatd} and {@code jdk.internal.jvmstat}); empty when none is needed.
	 */
	public String policyText() {
		if (!needsPolicy()) {
			return "";
		}
		if (jdkRelease == 8) {
			return grant("file:${java.home}/../lib/tools.jar");
		}
		return grant("jrt:/jdk.jstatd") + grant("jrt:/jdk.internal.jvmstat");
	}

	private static String grant(String codebase) {
		return "grant codebase \"" + codebase + "\" {\n\tpermission java.security.AllPermission;\n};\n";
	}

	/** The command as arguments, starting with {@code jstatd} (found on the remote machine's PATH). */
	public List<String> command() {
		return command("jstatd");
	}

	/** The command as arguments, starting with {@code program} (e.g. the full path of a JDK's jstatd). */
	public List<String> command(String program) {
		List<String> args = new ArrayList<>(List.of(program, "-p", Integer.toString(port)));
		if (rmiPort != 0) {
			args.add("-r");
			args.add(Integer.toString(rmiPort));
		}
		if (needsPolicy()) {
			args.add("-J-Djava.security.policy=" + policyFile);
		}
		args.add("-J-Djava.rmi.server.hostname=" + host);
		return args;
	}

	/** The command as one line for a POSIX shell, arguments with spaces or quotes quoted. */
	public String commandLine() {
		StringBuilder line = new StringBuilder();
		for (String arg : command()) {
			if (!line.isEmpty()) {
				line.append(' ');
			}
			line.append(arg.matches("[\\w@%+=:,./-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'");
		}
		return line.toString();
	}
}
