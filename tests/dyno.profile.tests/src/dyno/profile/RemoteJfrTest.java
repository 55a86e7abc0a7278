package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Profiled;
import dyno.samples.Waits;

/**
 * JFR over a JMX agent on a port, as for a remote server: the recording's bytes come over the wire, a JVM of
 * another JDK release records too, and a user the agent gives read-only access is told so.
 */
class RemoteJfrTest {

	static final Path JDK17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
	static final String USER = "watcher";
	static final String PASSWORD = "s3cret-Pass";

	@Test
	void aJdk17JvmIsRecordedAndFetchedOverJmx(@TempDir Path dir) throws Exception {
		assumeTrue(Files.isExecutable(JDK17.resolve("bin/java")), "no JDK 17 at " + JDK17);
		int port = freePort();
		try (ChildJvm child = ChildJvm.start(JDK17, agent(port, null), Profiled.class, "120");
				JvmConnection c = connected(new Target.Jmx("127.0.0.1:" + port, null, false), null)) {
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(RecordingSettings.of("remote", RecordingSettings.PROFILE, null));
			ProfiledRecording.recordUntil(control, r.id(), dir, child, ProfiledRecording::lackingForRankings);
			control.stop(r.id());
			Path file = control.dump(r.id(), dir.resolve("jdk17.jfr"));
			control.close(r.id());
			JfrFile f = JfrFile.load(file);
			assertEquals("dyno.samples.Profiled.crunch", ExecutionProfile.of(f, FrameFilter.NONE).hotMethods().get(0).method());
			assertEquals("long[]", AllocationProfile.of(f).byClass().get(0).className());
			assertEquals("dyno.samples.Profiled$Ledger", ContentionProfile.of(f).byLockClass().get(0).lockClass());
		}
	}

	@Test
	void aReadOnlyUserIsNotAllowedToRecord(@TempDir Path dir) throws Exception {
		int port = freePort();
		Path passwords = Files.writeString(dir.resolve("jmxremote.password"), USER + " " + PASSWORD + "\n");
		Files.setPosixFilePermissions(passwords, PosixFilePermissions.fromString("rw-------")); // the agent insists
		Path access = Files.writeString(dir.resolve("jmxremote.access"), USER + " readonly\n");
		List<String> options = agent(port, passwords);
		options.add("-Dcom.sun.management.jmxremote.access.file=" + access);
		try (ChildJvm child = ChildJvm.start(options, Idle.class);
				JvmConnection c = connected(new Target.Jmx("127.0.0.1:" + port, USER, false), PASSWORD.toCharArray())) {
			JfrControl control = JfrControl.on(c);
			IOException e = assertThrows(IOException.class,
					() -> control.start(RecordingSettings.of("denied", RecordingSettings.DEFAULT, null)));
			assertTrue(e.getMessage().startsWith("jmx " + USER + "@127.0.0.1:" + port + ": JFR newRecording failed: not allowed: "),
					e.getMessage());
			assertTrue(control.recordings().isEmpty(), "reading is allowed, and nothing was left behind");
		}
	}

	/** The JDK's JMX agent on {@code port} of 127.0.0.1 (registry and connector on one port). */
	static List<String> agent(int port, Path passwords) {
		List<String> options = new ArrayList<>(List.of("-Dcom.sun.management.jmxremote.port=" + port,
				"-Dcom.sun.management.jmxremote.rmi.port=" + port, "-Dcom.sun.management.jmxremote.host=127.0.0.1",
				"-Djava.rmi.server.hostname=127.0.0.1", "-Dcom.sun.management.jmxremote.ssl=false",
				"-Dcom.sun.management.jmxremote.authenticate=" + (passwords != null)));
		if (passwords != null) {
			options.add("-Dcom.sun.management.jmxremote.password.file=" + passwords);
		}
		return options;
	}

	private static JvmConnection connected(Target target, char[] password) throws Exception {
		JvmConnection c = new JvmConnection(target, password, Sampler.shared());
		assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
		return c;
	}

	static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return s.getLocalPort();
		}
	}
}
