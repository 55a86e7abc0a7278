package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.FileKind;
import dyno.jboss.ServerLayout;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.live.LocalServer;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * The management interface of a real WildFly 39, found from its start options as Dyno sees the running JVM
 * ({@link RunningConfig#managementAddress} with {@code auto}: the JVM of this machine that runs the file, its
 * properties, the file read with them), and asked a management read there. One boot per start option, each option
 * alone moving the interface from where the file by itself puts it (the file's own ways: ManagementEndpointTest).
 */
class RunningEndpointTest {

	private static final String USER = "dyno-admin";
	private static final char[] PASSWORD = "Tun1ng-secret".toCharArray();
	/** What the shipped file says by itself, with no start option: where none of these servers listens. */
	private static final String FILE_ALONE = "127.0.0.1:9990";

	/** A copy of WildFly with a management user, ready to start. */
	private static Path wildFly(Path dir) throws IOException, InterruptedException {
		Path home = WildFlyDist.copyTo(dir);
		WildFlyDist.addManagementUser(home.resolve("standalone/configuration"), USER, new String(PASSWORD));
		return home;
	}

	private static Path file(Path home) {
		return home.resolve("standalone/configuration/standalone.xml");
	}

	private static ServerProcess start(Path home, Path dir, List<String> arguments) throws Exception {
		ServerProcess server = ServerProcess.start(ServerLayout.detect(home, "standalone"), new StartOptions(
				Path.of(System.getProperty("java.home")), WildFlyDist.TEST_JVM_OPTIONS, arguments, dir.resolve("server.log")));
		try {
			server.awaitStarted(Waits.LIMIT);
		} catch (IOException | RuntimeException e) {
			server.close();
			throw e;
		}
		return server;
	}

	/**
	 * Where Dyno finds the interface of the server that runs {@code home}'s standalone.xml, asserted to answer a
	 * management read as that server, and to differ from where the file alone puts it.
	 */
	private static String foundAndAnswering(Path home) throws Exception {
		Path file = file(home);
		XmlDocument config = XmlDocument.parse(Files.readAllBytes(file), file.toString());
		assertEquals(FILE_ALONE, ManagementEndpoint.of(config, Map.of()).orElseThrow());
		String found = RunningConfig.managementAddress(RunningConfig.AUTO, file, FileKind.WILDFLY_STANDALONE, config);
		assertNotEquals(FILE_ALONE, found, "the start option moved it");
		ManagementClient client = new ManagementClient(found, new ManagementClient.Credentials(USER, PASSWORD));
		assertEquals("running", client.serverState());
		assertEquals(home.toRealPath(), Path.of(client.readAttribute(Address.ROOT.child("core-service",
				"server-environment"), "home-dir").getAsString()).toRealPath(), "the server of this home answers there");
		return found;
	}

	@Test
	void aPortOffsetGivenAsASystemPropertyAtTheStart(@TempDir Path dir) throws Exception {
		Path home = wildFly(dir);
		int offset = WildFlyDist.freePortOffset();
		try (ServerProcess wildfly = start(home, dir, List.of("-Djboss.socket.binding.port-offset=" + offset))) {
			assertEquals("127.0.0.1:" + (9990 + offset), foundAndAnswering(home));
			long pid = wildfly.jvm().orElseThrow().pid();
			assertEquals(pid, LocalServer.running(file(home), FileKind.WILDFLY_STANDALONE).orElseThrow().pid(),
					"the JVM found is this server's");
		}
	}

	@Test
	void aManagementPortGivenAsASystemPropertyAtTheStart(@TempDir Path dir) throws Exception {
		Path home = wildFly(dir);
		int offset = WildFlyDist.freePortOffset();
		// No offset may move this one: the other bindings get ports of their own in the file, where runs never
		// collide, and the management binding keeps the shipped ${jboss.management.http.port:9990}.
		movePortsOtherThanManagementHttp(file(home), offset);
		int port = 9990 + offset;
		try (ServerProcess wildfly = start(home, dir, List.of("-Djboss.management.http.port=" + port))) {
			assertEquals("127.0.0.1:" + port, foundAndAnswering(home));
		}
	}

	@Test
	void aManagementBindAddressGivenAsWildFlysOptionAtTheStart(@TempDir Path dir) throws Exception {
		Path home = wildFly(dir);
		int offset = WildFlyDist.freePortOffset();
		// The offset only keeps the ports apart from other runs' (above); the address is what is shown.
		List<String> arguments = new ArrayList<>(List.of("-bmanagement", "127.0.0.2"));
		arguments.add("-Djboss.socket.binding.port-offset=" + offset);
		try (ServerProcess wildfly = start(home, dir, arguments)) {
			String found = foundAndAnswering(home);
			assertEquals("127.0.0.2:" + (9990 + offset), found);
			ManagementException loopback = assertThrows(ManagementException.class, () -> new ManagementClient(
					"127.0.0.1:" + (9990 + offset), null).serverState());
			assertTrue(loopback.getMessage().startsWith("nothing answers at 127.0.0.1:"), loopback.getMessage());
		}
	}

	/** Every socket binding but management-http at its shipped port plus {@code offset}, written in the file. */
	private static void movePortsOtherThanManagementHttp(Path file, int offset) throws IOException {
		XmlDocument config = XmlDocument.parse(Files.readAllBytes(file), file.toString());
		for (XmlElement binding : config.root().select("socket-binding-group/socket-binding")) {
			if (!binding.attribute("name").orElseThrow().equals("management-http")) {
				int shipped = Integer.parseInt(ManagementEndpoint.resolve(binding.attribute("port").orElseThrow(),
						Map.of()));
				binding.setAttribute("port", String.valueOf(shipped + offset));
			}
		}
		Files.write(file, config.toBytes());
	}
}
