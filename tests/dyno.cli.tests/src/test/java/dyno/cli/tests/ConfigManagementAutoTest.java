package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.jboss.manage.Address;
import dyno.jboss.manage.ManagementClient;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * {@code ./dyno config set <standalone.xml> … --management auto}: the running server of that file is found on this
 * machine with the port offset it was started with, and takes the change through its management interface.
 */
class ConfigManagementAutoTest {

	private static final String USER = "dyno-admin";
	private static final String PASSWORD = "Tun1ng-secret";
	private static final String MAX_CONNECTIONS = "//subsystem/server/http-listener[@name='default']/@max-connections";

	@Test
	void autoFindsTheServerStartedWithAPortOffsetAndAppliesTheChangeThere(@TempDir Path tmp) throws Exception {
		Path home = WildFlyDist.copyTo(tmp);
		addManagementUser(home);
		Path passwordFile = Files.writeString(tmp.resolve("password"), PASSWORD + "\n");
		int offset = WildFlyDist.freePortOffset();
		Path file = home.resolve("standalone/configuration/standalone.xml");
		try (ServerProcess wildfly = ServerProcess.start(ServerLayout.detect(home, "standalone"), new StartOptions(
				Path.of(System.getProperty("java.home")), WildFlyDist.TEST_JVM_OPTIONS,
				List.of("-Djboss.socket.binding.port-offset=" + offset), tmp.resolve("server.log")))) {
			wildfly.awaitStarted(Waits.LIMIT);

			Dyno.Result set = Dyno.run("config", "set", file.toString(), MAX_CONNECTIONS, "600", "--management",
					"auto", "--user", USER, "--password-file", passwordFile.toString());

			assertEquals(0, set.exitCode(), set.err() + set.out());
			assertTrue(set.out().contains("applied /subsystem=undertow/server=default-server/http-listener=default:"
					+ "write-attribute(name=max-connections,value=600)"), set.out());
			ManagementClient client = new ManagementClient("127.0.0.1:" + (9990 + offset),
					new ManagementClient.Credentials(USER, PASSWORD.toCharArray()));
			assertEquals(600, client.readAttribute(Address.ROOT.child("subsystem", "undertow")
					.child("server", "default-server").child("http-listener", "default"), "max-connections")
					.getAsInt());
		}
	}

	@Test
	void autoSaysSoWhenNoServerOfThisMachineRunsTheFile(@TempDir Path tmp) throws Exception {
		Path file = tmp.resolve("standalone.xml");
		Files.copy(LintCommandTest.FIXTURES.resolve("wildfly-39.0.1.Final/standalone/configuration/standalone.xml"),
				file);
		byte[] before = Files.readAllBytes(file);
		Dyno.Result set = Dyno.run("config", "set", file.toString(), MAX_CONNECTIONS, "600", "--management", "auto");
		assertEquals(1, set.exitCode(), set.out());
		assertEquals("dyno config: " + file + ": --management auto found no WildFly standalone server on this machine "
				+ "that runs this file (Dyno sees the JVMs of its own user); start it, or give --management host:port",
				set.err().strip());
		assertArrayEquals(before, Files.readAllBytes(file), "nothing was written");
	}

	/** The management user, added as an administrator does: WildFly's own add-user.sh, silent. */
	private static void addManagementUser(Path home) throws Exception {
		ProcessBuilder pb = new ProcessBuilder(home.resolve("bin/add-user.sh").toString(), "-u", USER, "-p", PASSWORD,
				"-s").redirectErrorStream(true);
		pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
		Process p = pb.start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertEquals(0, p.waitFor(), out); // its output ended with it
	}
}
