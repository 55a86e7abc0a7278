package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.samples.TomcatDist;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * "Run on server" for a real Tomcat 9.0.98 home (its HTTP connector on a free port): Start with Dyno in the JBoss
 * Servers view runs catalina.sh, which execs the JVM; Dyno finds and attaches to it, observes it live as a server,
 * and Stop ends it through its shutdown hook.
 */
@ExtendWith(CleanWorkbench.class)
class ServersStartTomcatTest {

	@TempDir
	static Path dir;
	private static Path tomcat;

	@BeforeAll
	static void setUp() throws Exception {
		Jemmy.setUp();
		tomcat = TomcatDist.copyTo(TomcatDist.VERSION, dir);
		TomcatDist.usePort(tomcat, Waits.freePort());
	}

	@AfterAll
	static void tearDown() {
		JBossUiPlugin.serverHomes().remove(tomcat);
		DynoWindow.find().hideView(ServersView.ID);
	}

	@Test
	void startWithDynoRunsTomcatThroughCatalinaShAndStopEndsIt() throws Exception {
		DynoWindow window = DynoWindow.find();
		ServersView view = (ServersView) window.showView(ServersView.ID);
		Ui.get(() -> {
			view.addHome(tomcat);
			return null;
		});
		ServersPage servers = new ServersPage(window);
		servers.waitForHome(tomcat.toString());
		servers.expandAll();
		servers.select("conf");
		ServersStartTest.runViewMenu(view, "Start with Dyno");

		Server server = ServerLayout.detect(tomcat, "");
		long pid = ServersStartTest.waitFor("Tomcat's JVM (catalina.sh execs it) started from the view",
				() -> ServerRuns.get().running(server).flatMap(ServerProcess::jvm).map(ProcessHandle::pid));
		ServerProcess process = ServerRuns.get().running(server).orElseThrow();
		try {
			String target = "pid " + pid;
			HeapGenerationsPage heap = window.heapGenerations(target);
			heap.waitForState("live");
			process.awaitStarted(Duration.ofMinutes(2));
			ServersStartTest.waitFor("the Tomcat home observed live",
					() -> LiveServers.isObserved(tomcat) ? Optional.of(true) : Optional.empty());
			List<String> rows = servers.expandAll();
			assertTrue(rows.stream().anyMatch(l -> l.contains("conf") && l.contains("running, pid " + pid)),
					"the Tomcat says it runs: " + rows);
			window.screenshot("servers-started-tomcat");

			servers.select("conf");
			ServersStartTest.runViewMenu(view, "Stop");
			ServersStartTest.waitFor("Tomcat stopped", () -> ServerRuns.get().running(server).isEmpty()
					&& ProcessHandle.of(pid).isEmpty() ? Optional.of(true) : Optional.empty());
			assertTrue(Files.readString(process.log()).contains("Stopping ProtocolHandler"),
					"Tomcat's shutdown hook stopped its connector");
			window.closeHeapGenerations(target);
			window.closeThreads(target);
		} finally {
			process.stop(Duration.ofSeconds(30));
		}
	}
}
