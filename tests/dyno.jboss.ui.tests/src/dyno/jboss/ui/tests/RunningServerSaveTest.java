package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.cli.internal.Commands;
import dyno.jboss.ServerLayout;
import dyno.jboss.manage.Address;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.manage.ManagementClient.Credentials;
import dyno.jboss.manage.ManagementException;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.launch.StartOptions;
import dyno.jboss.ui.internal.editor.ManagementLogins;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.Jemmy;

/**
 * Saving the form editor's edit of a running WildFly's standalone.xml, the server started as {@code ./dyno demo}
 * starts its own (the port offset and the management address on the command line, the file unchanged): first not
 * opened in Dyno, refused without a management user (the edit stays, the file untouched) with the edit as
 * jboss-cli commands to take away; then connected in the JVM Explorer as the demo does, applied through the
 * management interface with a user, the server reporting reload-required and writing the file itself, and after
 * the dialog's Reload reporting the new value.
 */
@ExtendWith(CleanWorkbench.class)
class RunningServerSaveTest {

	private static final String USER = "dyno-admin";
	private static final String PASSWORD = "Tun1ng-secret";
	private static final String TITLE = "Save to a running server";

	@TempDir
	static Path dir;
	private static ServerProcess wildfly;
	private static Path xml;
	private static String endpoint;
	private static Target target;

	@BeforeAll
	static void startWildFly() throws Exception {
		Jemmy.setUp();
		Path home = WildFlyDist.copyTo(dir);
		xml = home.resolve("standalone/configuration/standalone.xml");
		int offset = WildFlyDist.freePortOffset();
		endpoint = "127.0.0.1:" + (9990 + offset);
		WildFlyDist.addManagementUser(home.resolve("standalone/configuration"), USER, PASSWORD);
		ManagementLogins.forget(endpoint);
		wildfly = ServerProcess.start(ServerLayout.detect(home, "standalone"), new StartOptions(
				Path.of(System.getProperty("java.home")), WildFlyDist.TEST_JVM_OPTIONS, List.of("-bmanagement", "127.0.0.1",
						"-Djboss.socket.binding.port-offset=" + offset), dir.resolve("server.log")));
		wildfly.awaitStarted(Duration.ofSeconds(120));
		target = new Target.Local(wildfly.awaitJvm(Waits.LIMIT));
	}

	/** Opens the server's JVM in the JVM Explorer, as the demo does, and waits until Dyno observes the server. */
	private static void observe() throws InterruptedException {
		JvmConnection c = Connections.get().open(target);
		assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
		Waits.of("the server becomes live: " + xml).unless(() -> !wildfly.isAlive(), () -> "WildFly ended")
				.until(() -> LiveServers.isObserved(xml.getParent().getParent().getParent()));
	}

	/**
	 * The operations {@code ./dyno config set <copy> <path> <value> --cli} prints for each edit in turn, on a copy of
	 * the file as it is on disk (each command line applied to the copy before the next is planned).
	 */
	@SafeVarargs
	private static String commandLineOperations(List<String>... edits) throws Exception {
		Path copy = Files.createTempDirectory(dir, "cli").resolve("standalone.xml");
		Files.copy(xml, copy);
		List<String> operations = new java.util.ArrayList<>();
		for (List<String> edit : edits) {
			java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
			java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
			Commands dyno = new Commands("test");
			int code = dyno.runGuarded(List.of("config", "set", copy.toString(), edit.get(0), edit.get(1), "--cli"),
					new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
					new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
			assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
			operations.add(out.toString(StandardCharsets.UTF_8).strip());
			assertEquals(0, dyno.runGuarded(List.of("config", "set", copy.toString(), edit.get(0), edit.get(1)),
					new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
					new java.io.PrintStream(err, true, StandardCharsets.UTF_8)), err.toString(StandardCharsets.UTF_8));
		}
		return String.join("\n", operations);
	}

	@AfterAll
	static void stop() throws InterruptedException {
		ManagementLogins.forget(endpoint);
		if (target != null) {
			Connections.get().disconnect(target);
		}
		if (wildfly != null) {
			wildfly.stop(Duration.ofSeconds(60));
		}
	}

	@Test
	void refusedWithoutAUserThenAppliedThroughTheManagementInterface() throws Exception {
		ConfigEditorPage editor = ConfigEditorPage.open(xml);
		try {
			// The worker's size applies at once; the listener's connection limit waits for a reload.
			editor.showPage("IO");
			editor.enter("IoWorker.taskMaxThreads#0", "48");
			editor.showPage("Undertow");
			editor.enter("UndertowListener.maxConnections#0", "200");
			editor.waitForSource(s -> s.contains("task-max-threads=\"48\"") && s.contains("max-connections=\"200\""));

			editor.saveLater();
			DialogPage login = DialogPage.waitFor("Management login");
			login.screenshot("running-save-login");
			login.press("Cancel");
			DialogPage refused = DialogPage.waitFor(TITLE);
			assertTrue(String.join("\n", refused.labels()).contains("no management user was given for " + endpoint),
					refused.labels().toString());
			refused.screenshot("running-save-refused");
			refused.press("Show as jboss-cli Commands");
			DialogPage cli = DialogPage.waitFor("The edit as jboss-cli commands");
			String commands = cli.text("management.cli");
			assertEquals("/subsystem=io/worker=default:write-attribute(name=task-max-threads,value=48)\n"
					+ "/subsystem=undertow/server=default-server/http-listener=default:write-attribute("
					+ "name=max-connections,value=200)", commands);
			// The command line makes the same operations of the same edit: ./dyno config set … --cli, twice.
			assertEquals(commands, commandLineOperations(
					List.of("//subsystem/worker[@name='default']/@task-max-threads", "48"),
					List.of("//subsystem/server/http-listener[@name='default']/@max-connections", "200")));
			cli.screenshot("running-save-cli");
			cli.press("Close");
			cli.waitUntilClosed();
			refused = DialogPage.waitFor(TITLE);
			refused.press("Keep Editing");
			refused.waitUntilClosed();
			// Until now the server was not opened in the JVM Explorer: where its interface listens came from its
			// JVM, asked at the save. From here on Dyno observes it, as in the demo.
			observe();
			assertTrue(editor.dirty(), "the edit stays in the editor");
			assertFalse(Files.readString(xml).contains("task-max-threads"), "nothing was written behind its back");

			editor.saveLater();
			login = DialogPage.waitFor("Management login");
			login.type("management.user", USER).type("management.password", PASSWORD);
			login.press("Apply");
			DialogPage applied = DialogPage.waitFor(TITLE);
			String message = String.join("\n", applied.labels());
			assertTrue(message.contains("2 changes applied through the management interface at " + endpoint)
					&& message.contains("reload-required"), message);
			applied.screenshot("running-save-reload-required");
			applied.press("Reload");
			applied.waitUntilClosed();
			editor.waitForSource(s -> s.contains("task-max-threads=\"48\""));
			assertFalse(editor.dirty(), "the editor shows the file the server wrote");
			String written = Files.readString(xml);
			assertTrue(written.contains("<worker name=\"default\" task-max-threads=\"48\"/>")
					&& written.contains("max-connections=\"200\""), "the server wrote the edit into its file");
			// The reload runs in a job: the server answers again with the limit in effect and nothing pending.
			ManagementClient client = new ManagementClient(endpoint, new Credentials(USER, PASSWORD.toCharArray()));
			Address listener = Address.ROOT.child("subsystem", "undertow").child("server", "default-server")
					.child("http-listener", "default");
			Waits.of("the reloaded server runs with max-connections 200").unless(() -> !wildfly.isAlive(),
					() -> "WildFly ended").until(() -> {
						try {
							return client.serverState().equals("running")
									&& client.readAttribute(listener, "max-connections").getAsInt() == 200;
						} catch (ManagementException e) {
							return false; // reloading: the interface is closed for a moment
						}
					});
		} finally {
			editor.close();
		}
	}
}
