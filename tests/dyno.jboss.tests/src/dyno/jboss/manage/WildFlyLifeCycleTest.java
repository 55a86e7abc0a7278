package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ServerLayout;
import dyno.jboss.launch.LoopbackWildFly;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * A real WildFly 39's life cycle through its management interface, as the JBoss Servers view drives one it did not
 * start (issue 38): a change that waits for a reload, {@code reload} and the wait until it is back without it,
 * {@code shutdown(restart=true)} and a new JVM started by its own standalone.sh, then {@code shutdown} and the wait
 * until its interface is gone, the script ending with it. One boot for the class.
 */
class WildFlyLifeCycleTest {

	private static final String USER = "dyno-admin";
	private static final char[] PASSWORD = "Tun1ng-secret".toCharArray();

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static String endpoint;

	@BeforeAll
	static void startWildFlyWithAManagementUser() throws Exception {
		Path home = WildFlyDist.copyTo(dir);
		WildFlyDist.addManagementUser(home.resolve("standalone/configuration"), USER, new String(PASSWORD));
		int offset = WildFlyDist.freePortOffset();
		wildfly = ServerProcess.start(ServerLayout.detect(home, "standalone"), new StartOptions(
				Path.of(System.getProperty("java.home")), WildFlyDist.TEST_JVM_OPTIONS, LoopbackWildFly.arguments(offset),
				dir.resolve("server.log")));
		wildfly.awaitStarted(Waits.LIMIT);
		endpoint = "127.0.0.1:" + (9990 + offset);
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	@Test
	void reloadRestartAndShutdownEachWaitUntilTheServerHasDoneIt() throws Exception {
		ManagementClient client = new ManagementClient(endpoint, new ManagementClient.Credentials(USER, PASSWORD));
		Address listener = Address.ROOT.child("subsystem", "undertow").child("server", "default-server")
				.child("http-listener", "default");
		assertTrue(client.apply(List.of(new AttributeChange(listener, "max-connections", "300", null)))
				.reloadRequired(), "a listener's connection limit waits for a reload");
		assertEquals("reload-required", client.serverState());

		client.reload();
		assertEquals("running", client.awaitRunningAgain(Waits.LIMIT), "reloaded, the change is in effect");
		assertEquals(300, client.readAttribute(listener, "max-connections").getAsInt());

		long jvm = wildfly.jvm().orElseThrow().pid();
		client.restart();
		assertEquals("running", client.awaitRunningAgain(Waits.LIMIT), "restarted");
		assertTrue(wildfly.isAlive(), "standalone.sh started the server again rather than ending");
		assertNotEquals(jvm, wildfly.jvm().orElseThrow().pid(), "a new JVM");
		assertTrue(ProcessHandle.of(jvm).isEmpty() || !ProcessHandle.of(jvm).get().isAlive(), "the old JVM ended");

		client.shutdown();
		client.awaitGone(Waits.LIMIT);
		Waits.of("standalone.sh ending after the server's shutdown").until(() -> !wildfly.isAlive());
	}
}
