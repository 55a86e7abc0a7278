package dyno.jboss.manage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.launch.LoopbackWildFly;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;

/**
 * The acceptance of changing a running WildFly through its management interface (issue 24): a real WildFly 39
 * with a management user, an edit of its standalone.xml applied through the save path (the edit's plan, applied
 * by the client) while it runs, then a change from outside through jboss-cli; the edit survives in the file the
 * server rewrote, the server reports the new value, and reload-required as it says. One boot for the class.
 */
class RunningWildFlyTest {

	private static final String USER = "dyno-admin";
	private static final char[] PASSWORD = "Tun1ng-secret".toCharArray();
	private static final String LISTENER = "//subsystem/server/http-listener[@name='default']";

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static Path home;
	private static String endpoint;

	@BeforeAll
	static void startWildFlyWithAManagementUser() throws Exception {
		home = WildFlyDist.copyTo(dir);
		WildFlyDist.addManagementUser(home.resolve("standalone/configuration"), USER, new String(PASSWORD));
		Server server = ServerLayout.detect(home, "standalone");
		int offset = WildFlyDist.freePortOffset();
		StartOptions options = new StartOptions(Path.of(System.getProperty("java.home")), WildFlyDist.TEST_JVM_OPTIONS,
				LoopbackWildFly.arguments(offset), dir.resolve("server.log"));
		wildfly = ServerProcess.start(server, options);
		wildfly.awaitStarted(Waits.LIMIT);
		endpoint = ManagementEndpoint.of(standalone(),
				Map.of("jboss.socket.binding.port-offset", String.valueOf(offset))).orElseThrow();
		assertEquals("127.0.0.1:" + (9990 + offset), endpoint);
	}

	@AfterAll
	static void stop() throws InterruptedException {
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	private static Path file() {
		return home.resolve("standalone/configuration/standalone.xml");
	}

	private static XmlDocument standalone() throws IOException {
		return XmlDocument.parse(Files.readAllBytes(file()), "standalone.xml");
	}

	private static ManagementClient client() {
		return new ManagementClient(endpoint, new ManagementClient.Credentials(USER, PASSWORD));
	}

	@Test
	void anEditAppliedWhileItRunsSurvivesAChangeFromOutsideAndTheServerReportsIt() throws Exception {
		byte[] onDisk = Files.readAllBytes(file());
		XmlDocument edited = XmlDocument.parse(onDisk, "standalone.xml");
		edited.root().select(LISTENER).get(0).setAttribute("max-connections", "200");
		edited.root().select("//subsystem/worker[@name='default']").get(0).setAttribute("task-max-threads", "48");
		ConfigChanges.Plan plan = ConfigChanges.between(XmlDocument.parse(onDisk, "disk"),
				XmlDocument.parse(edited.toBytes(), "edited"));
		assertEquals(2, plan.changes().size(), plan.toString());

		ManagementClient.Outcome applied = client().apply(plan.changes());

		// Someone else changes the server meanwhile, as an administrator with jboss-cli would.
		AttributeChange outside = new AttributeChange(
				Address.ROOT.child("subsystem", "deployment-scanner").child("scanner", "default"), "scan-interval",
				"7000", null);
		String cli = jbossCli(outside.cli());
		assertTrue(cli.contains("\"outcome\" => \"success\""), cli);

		String saved = Files.readString(file(), StandardCharsets.UTF_8);
		assertTrue(saved.contains("max-connections=\"200\""), "the edit survives the server's own rewrite");
		assertTrue(saved.contains("task-max-threads=\"48\""), "the edit survives the server's own rewrite");
		assertTrue(saved.contains("scan-interval=\"7000\""), "the change from outside is there too");
		Address listener = Address.ROOT.child("subsystem", "undertow").child("server", "default-server")
				.child("http-listener", "default");
		assertEquals(200, client().readAttribute(listener, "max-connections").getAsInt());
		assertEquals(48, client().readAttribute(Address.ROOT.child("subsystem", "io").child("worker", "default"),
				"task-max-threads").getAsInt());
		String state = client().serverState();
		assertEquals(applied.reloadRequired() ? "reload-required" : "running", state,
				"the outcome said what the server now says: " + applied);
		assertTrue(applied.reloadRequired(), "an HTTP listener's connection limit waits for a reload");

		client().reload();
		assertEquals("running", awaitRunning(), "reloaded");
		assertEquals(200, client().readAttribute(listener, "max-connections").getAsInt());
	}

	@Test
	void withoutOrWithWrongCredentialsOrABadValueItIsRefusedWithTheReason() throws Exception {
		ManagementException none = assertThrows(ManagementException.class,
				() -> new ManagementClient(endpoint, null).serverState());
		assertEquals("the management interface at " + endpoint + " asks for a user and password, and none was given",
				none.getMessage());
		ManagementException wrong = assertThrows(ManagementException.class, () -> new ManagementClient(endpoint,
				new ManagementClient.Credentials(USER, "guess".toCharArray())).serverState());
		assertEquals("the management interface at " + endpoint + " refused user " + USER
				+ ": wrong user or password (realm ManagementRealm)", wrong.getMessage());
		Address listener = Address.ROOT.child("subsystem", "undertow").child("server", "default-server")
				.child("http-listener", "default");
		ManagementException refused = assertThrows(ManagementException.class, () -> client().apply(
				List.of(new AttributeChange(listener, "max-connections", "lots", null),
						new AttributeChange(listener, "max-post-size", "1000", null))));
		assertTrue(refused.getMessage().startsWith("the server at " + endpoint + " refused composite: ")
				&& refused.getMessage().contains("WFLYCTL"), refused.getMessage());
		assertTrue(!Files.readString(file()).contains("max-post-size=\"1000\""), "a refused composite changes nothing");
		int free;
		try (ServerSocket s = new ServerSocket(0)) {
			free = s.getLocalPort();
		}
		ManagementException unreachable = assertThrows(ManagementException.class,
				() -> new ManagementClient("127.0.0.1:" + free, null).serverState());
		assertEquals("nothing answers at 127.0.0.1:" + free
				+ " (is the server running, with its HTTP management interface there?)", unreachable.getMessage());
	}

	/** Runs one jboss-cli command against the server, as its user, and returns what it printed. */
	private static String jbossCli(String command) throws IOException, InterruptedException {
		ProcessBuilder pb = new ProcessBuilder(home.resolve("bin/jboss-cli.sh").toString(), "--connect",
				"--controller=" + endpoint, "--user=" + USER, "--password=" + new String(PASSWORD),
				"--command=" + command).redirectErrorStream(true);
		pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
		Process p = pb.start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(60, TimeUnit.SECONDS), "jboss-cli ends");
		return out;
	}

	/**
	 * Waits until the server reports itself running across the reload, while its interface is briefly away (a request
	 * it does not answer is "not yet"); returns the state.
	 */
	private static String awaitRunning() throws InterruptedException {
		return Waits.of("the server running again after its reload")
				.unless(() -> !wildfly.isAlive(), () -> "its process ended").value(() -> client().serverState(),
						"running"::equals);
	}
}
