package dyno.jvm;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import dyno.samples.ChildJvm;
import dyno.samples.Retainer;

/**
 * A {@link Retainer} child JVM with the JDK's own JMX agent on a free port of 127.0.0.1 (registry and connector
 * on the same port), optionally with password authentication for user {@value #USER}.
 */
final class JmxAgentJvm implements AutoCloseable {

	static final String USER = "dyno";
	static final String PASSWORD = "s3cret-Pass";

	final ChildJvm child;
	final int port;

	private JmxAgentJvm(ChildJvm child, int port) {
		this.child = child;
		this.port = port;
	}

	/**
	 * @param authDir where to write the password and access files; null for an agent without authentication
	 * @param options more JVM options (a collector, SSL ...); they come last, so a {@code -D} here overrides the
	 *                defaults above
	 */
	static JmxAgentJvm start(Path authDir, String... options) throws IOException {
		int port = freePort();
		List<String> jvm = new ArrayList<>(List.of("-Dcom.sun.management.jmxremote.port=" + port,
				"-Dcom.sun.management.jmxremote.rmi.port=" + port, "-Dcom.sun.management.jmxremote.host=127.0.0.1",
				"-Djava.rmi.server.hostname=127.0.0.1", "-Dcom.sun.management.jmxremote.ssl=false",
				"-Dcom.sun.management.jmxremote.authenticate=" + (authDir != null)));
		if (authDir != null) {
			Path passwords = authDir.resolve("jmxremote.password");
			Path access = authDir.resolve("jmxremote.access");
			Files.writeString(passwords, USER + " " + PASSWORD + "\n");
			Files.writeString(access, USER + " readwrite\n");
			// The agent refuses a password file that others can read.
			Files.setPosixFilePermissions(passwords, PosixFilePermissions.fromString("rw-------"));
			jvm.add("-Dcom.sun.management.jmxremote.password.file=" + passwords);
			jvm.add("-Dcom.sun.management.jmxremote.access.file=" + access);
		}
		jvm.addAll(List.of(options));
		return new JmxAgentJvm(ChildJvm.start(jvm, Retainer.class), port);
	}

	Target.Jmx target(String user) {
		return new Target.Jmx("127.0.0.1:" + port, user, false);
	}

	/** A port nothing listens on right now. */
	static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return socket.getLocalPort();
		}
	}

	@Override
	public void close() {
		child.close();
	}
}
