package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.manage.Address;
import dyno.jboss.manage.AttributeChange;
import dyno.jboss.manage.ManagementClient;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.editor.ManagementLogins;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * A real WildFly's life cycle from the JBoss Servers view's context menu (issue 38): Start runs it with Dyno, Reload
 * goes through its management interface (the management user asked once) and applies a change that waited for it,
 * a change from outside shows as reload-required on the line once the view reads the server's state, Stop ends it;
 * the profile's line follows each, and each item is enabled by whether the server runs.
 */
@ExtendWith(CleanWorkbench.class)
class ServersLifeCycleTest {

	private static final String USER = "dyno-admin";
	private static final String PASSWORD = "Tun1ng-secret";
	/** The profile's line ("standalone  (12 files)  — running, pid 4711"), not its kinds' lines. */
	private static final String PROFILE = "standalone  (";
	private static final Address LISTENER = Address.ROOT.child("subsystem", "undertow")
			.child("server", "default-server").child("http-listener", "default");

	@TempDir
	static Path dir;
	private static Path home;
	private static String endpoint;

	@BeforeAll
	static void setUp() throws Exception {
		Jemmy.setUp();
		home = WildFlyDist.copyTo(dir);
		// Its ports moved out of the way in the file itself, so the view finds the management port there.
		int offset = 22_000 + (int) (ProcessHandle.current().pid() % 9_000);
		Path xml = home.resolve("standalone/configuration/standalone.xml");
		Files.writeString(xml, Files.readString(xml).replace("${jboss.socket.binding.port-offset:0}",
				"${jboss.socket.binding.port-offset:" + offset + "}"));
		endpoint = "127.0.0.1:" + (9990 + offset);
		WildFlyDist.addManagementUser(home.resolve("standalone/configuration"), USER, PASSWORD);
		ManagementLogins.forget(endpoint);
	}

	@AfterAll
	static void tearDown() throws Exception {
		ServerRuns.get().running(ServerLayout.detect(home, "standalone")).ifPresent(p -> {
			try {
				p.stop(Duration.ofSeconds(30));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		ManagementLogins.forget(endpoint);
		JBossUiPlugin.serverHomes().remove(home);
		DynoWindow.find().hideView(ServersView.ID);
	}

	@Test
	void startReloadAndStopFromTheContextMenuWithTheLineFollowingEach() throws Exception {
		DynoWindow window = DynoWindow.find();
		ServersView view = (ServersView) window.showView(ServersView.ID);
		Ui.get(() -> {
			view.addHome(home);
			return null;
		});
		ServersPage servers = new ServersPage(window);
		servers.waitForHome(home.toString());
		servers.expandAll();
		assertEquals(Map.of("Start", true, "Stop", false, "Reload", false, "Restart", false),
				lifeCycleItems(servers), "a server that does not run can only be started");

		servers.chooseFromContextMenu(PROFILE, "Start");
		Server server = ServerLayout.detect(home, "standalone");
		long pid = ServersStartTest.waitFor("WildFly's JVM started from the context menu",
				() -> ServerRuns.get().running(server).flatMap(ServerProcess::jvm).map(ProcessHandle::pid));
		String line = servers.waitForLine(PROFILE, l -> l.endsWith("— running, pid " + pid));
		assertTrue(line.startsWith(PROFILE), line);
		assertEquals(Map.of("Start", false, "Stop", true, "Reload", true, "Restart", true), lifeCycleItems(servers),
				"a running WildFly can be stopped, reloaded and restarted");
		servers.screenshotWithContextMenu(window, PROFILE, "servers-life-cycle-menu");

		// A change that waits for a reload, as an administrator makes it with jboss-cli.
		ManagementClient admin = new ManagementClient(endpoint,
				new ManagementClient.Credentials(USER, PASSWORD.toCharArray()));
		assertTrue(admin.apply(List.of(new AttributeChange(LISTENER, "max-connections", "300", null)))
				.reloadRequired(), "a listener's connection limit waits for a reload");
		servers.chooseFromContextMenu(PROFILE, "Reload");
		DialogPage login = DialogPage.waitFor("Management login");
		assertTrue(String.join("\n", login.labels()).contains("reloads the server"), login.labels().toString());
		login.type("management.user", USER).type("management.password", PASSWORD);
		login.press("Reload");
		login.waitUntilClosed();
		// The server's own word first: until the reload it says reload-required, during it nothing or "stopping".
		Waits.value("the server running after the reload", admin::serverState, "running"::equals);
		servers.waitForLine(PROFILE, l -> l.endsWith("— running, pid " + pid));
		assertEquals(300, admin.readAttribute(LISTENER, "max-connections").getAsInt());

		// Another change from outside: the view's refresh reads the server's state with the login it was given.
		assertTrue(admin.apply(List.of(new AttributeChange(LISTENER, "max-connections", "400", null)))
				.reloadRequired());
		ServersStartTest.runViewMenu(view, "Refresh");
		line = servers.waitForLine(PROFILE, l -> l.endsWith("— running, pid " + pid + " · reload-required"));
		window.screenshot("servers-reload-required");
		servers.chooseFromContextMenu(PROFILE, "Reload"); // the login is known now: no dialog
		servers.waitForLine(PROFILE, l -> l.endsWith("— running, pid " + pid));
		assertEquals(400, admin.readAttribute(LISTENER, "max-connections").getAsInt());

		servers.chooseFromContextMenu(PROFILE, "Stop");
		servers.waitForLine(PROFILE, l -> !l.contains("running") && !l.contains("…"));
		assertTrue(ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isEmpty(), "its JVM ended");
		assertEquals(Map.of("Start", true, "Stop", false, "Reload", false, "Restart", false),
				lifeCycleItems(servers), "stopped, it can be started again");
		window.closeHeapGenerations("pid " + pid);
		window.closeThreads("pid " + pid);
	}

	/** The life-cycle items of the profile's context menu, each with whether it is enabled. */
	private static Map<String, Boolean> lifeCycleItems(ServersPage servers) {
		Map<String, Boolean> menu = servers.contextMenu(PROFILE);
		menu.keySet().retainAll(List.of("Start", "Stop", "Reload", "Restart"));
		return menu;
	}
}
