package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.core.Listeners.Registration;
import dyno.jboss.rules.LiveInput;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmConnection.State;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.samples.ChildJvm;
import dyno.samples.Fixtures;
import dyno.samples.PoolService;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * Live-aware hints: a real child JVM started with {@code -Djboss.home.dir=<a copy of JBoss AS 5.1.0.GA>} and a
 * Tomcat-like worker pool ({@code http-nio-8080-exec-*}, 3 of 10 busy) is opened over JMX in the JVM Explorer; the
 * server's home in the JBoss Servers view becomes live, the busy-thread peak of connector 8080 is a live fact of
 * that home, and a lint says it used live facts. LiveServers registers with the workbench's connections at its
 * start, which a test cannot precede: what lets it match a JVM already live by then, the registry telling a new
 * listener of the connections it has, is proven on its own with a real connection.
 */
@ExtendWith(CleanWorkbench.class)
class ServersLiveTest {

	@TempDir
	static Path dir;
	private static Path home;

	@BeforeAll
	static void setUp() throws IOException {
		Jemmy.setUp();
		// other tests plug fixed facts into LiveHints; this one needs the workbench's own provider
		JBossUiPlugin.liveHints().provider(LiveServers::factsOf);
		home = dir.resolve("jboss-5.1.0.GA");
		for (String part : List.of("bin", "server/default")) {
			Fixtures.copyTree("jboss-as-5/5.1.0.GA/" + part, home.resolve(part), StandardCopyOption.COPY_ATTRIBUTES);
		}
	}

	@AfterAll
	static void tearDown() {
		DynoWindow.find().hideView(ServersView.ID);
		DynoWindow.find().hideView("org.eclipse.ui.views.ProblemView");
	}

	@Test
	void aConnectedServerJvmMakesItsHomeLive() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		try (ChildJvm child = ChildJvm.start(List.of("-Djboss.home.dir=" + home), PoolService.class, "10", "3")) {
			ServersView view = (ServersView) window.showView(ServersView.ID);
			Ui.get(() -> {
				view.addHome(home);
				return null;
			});
			ServersPage servers = new ServersPage(window);
			String before = servers.waitForHome(home.toString());
			assertTrue(!before.contains("[live]"), before);

			window.showView("dyno.jvm.ui.jvmExplorer");
			explorer.waitForRow(child.pid());
			explorer.chooseFromContextMenu(child.pid(), "Open over JMX");
			String target = "jmx pid " + child.pid();
			// The probe's value is what the observation says so far, for the failure message.
			Waits.value("the busy peak of connector 8080 observed (3 threads)",
					() -> LiveServers.describe(home).orElse("no observation of " + home),
					d -> JBossUiPlugin.liveHints().forServer(home).get(LiveInput.BUSY_THREADS_PEAK, "8080").orElse(0) >= 3);
			Optional<String> described = LiveServers.describe(home);
			assertTrue(described.orElse("").contains("BUSY_THREADS_PEAK[8080] = 3 threads"), described.toString());

			window.showView(ServersView.ID);
			String live = servers.waitForHome("[live]");
			assertTrue(live.startsWith("JBoss AS 5.1.0.GA  [live]"), live);
			servers.select("JBoss AS 5.1.0.GA");
			window.clickToolItem("Lint Server");
			String linted = servers.waitForHome("with live facts");
			assertTrue(linted.matches(".* findings( at [0-9]+ places)? \\(.*"), linted);
			window.screenshot("servers-live");
			servers.select("JBoss AS 5.1.0.GA");
			window.clickToolItem("Remove");
			window.closeHeapGenerations(target);
			window.showView("dyno.jvm.ui.jvmExplorer");
		}
	}

	@Test
	void aListenerAddedLateHearsEachConnectionOnceFromItsCurrentState() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-Djboss.home.dir=" + home), PoolService.class, "10", "3")) {
			Target target = new Target.LocalJmx(child.pid());
			JvmConnection c = Connections.get().open(target);
			assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), "connected to " + target.label());
			List<State> heard = new CopyOnWriteArrayList<>();
			JvmConnection.Listener late = listenerOf(c, heard);
			try (Registration r = Connections.get().addListener(late)) {
				assertEquals(List.of(State.LIVE), heard, "told of the live connection as it registered");
				Connections.get().disconnect(target);
				assertEquals(List.of(State.LIVE, State.CLOSED), heard, "then hears its changes");
			}

			// Added while it connects: whichever state it registers in, each state once and the last one live.
			List<State> racing = new CopyOnWriteArrayList<>();
			JvmConnection.Listener during = listenerOf(c, racing);
			Connections.get().open(target);
			try (Registration r = Connections.get().addListener(during)) {
				assertEquals(State.LIVE, c.connectAndWait(Waits.LIMIT), () -> "reconnected to " + target.label() + ": " + c.problem());
				assertTrue(racing.equals(List.of(State.CONNECTING, State.LIVE)) || racing.equals(List.of(State.LIVE)),
						racing.toString());
			} finally {
				Connections.get().disconnect(target);
			}
		}
	}

	private static JvmConnection.Listener listenerOf(JvmConnection c, List<State> heard) {
		return new JvmConnection.Listener() {
			@Override
			public void stateChanged(JvmConnection connection, State state) {
				if (connection == c) {
					heard.add(state);
				}
			}
		};
	}
}
