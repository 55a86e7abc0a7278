package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.servers.ServerHomes;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.samples.WildFlyDist;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * "Run on server" from the JBoss Servers view: Start with Dyno on a real WildFly's standalone profile runs it
 * through its own script, and its JVM appears in a Heap Generations view with samples flowing; Stop ends it
 * cleanly and the view keeps what it collected.
 */
class ServersStartTest {

	@TempDir
	static Path dir;
	private static Path home;

	@BeforeAll
	static void setUp() throws Exception {
		Jemmy.setUp();
		home = WildFlyDist.copyTo(dir);
		// Its ports moved out of the way of anything else on this machine: the profile's own default offset.
		Path xml = home.resolve("standalone/configuration/standalone.xml");
		Files.writeString(xml, Files.readString(xml).replace("${jboss.socket.binding.port-offset:0}",
				"${jboss.socket.binding.port-offset:" + (20_000 + ProcessHandle.current().pid() % 10_000) + "}"));
	}

	@AfterAll
	static void tearDown() throws Exception {
		Server s = ServerLayout.detect(home, "standalone");
		ServerRuns.get().running(s).ifPresent(p -> {
			try {
				p.stop(java.time.Duration.ofSeconds(30));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		ServerHomes.remove(home);
		DynoWindow.find().hideView(ServersView.ID);
	}

	@Test
	void startWithDynoAttachesToTheServerAndStopKeepsItsData() throws Exception {
		DynoWindow window = DynoWindow.find();
		ServersView view = (ServersView) Ui.get(() -> {
			try {
				return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().showView(ServersView.ID);
			} catch (PartInitException e) {
				throw new AssertionError(e);
			}
		});
		Ui.get(() -> {
			view.addHome(home);
			return null;
		});
		ServersPage servers = new ServersPage(window);
		servers.waitForHome(home.toString());
		servers.expandAll();
		servers.select("standalone");
		runViewMenu(view, "Start with Dyno");

		Server server = ServerLayout.detect(home, "standalone");
		long pid = waitFor("WildFly's JVM started from the view", 90_000,
				() -> ServerRuns.get().running(server).flatMap(ServerProcess::jvm).map(ProcessHandle::pid));
		String target = "pid " + pid;
		HeapGenerationsPage heap = window.heapGenerations(target);
		heap.waitForSeries("Eden used", 3);
		heap.waitForState("live");
		String label = servers.waitForHome(home.toString());
		servers.expandAll();
		assertTrue(servers.expandAll().stream().anyMatch(l -> l.contains("standalone") && l.contains("running, pid " + pid)),
				"the profile says it runs: " + servers.expandAll() + " (home: " + label + ")");
		window.screenshot("servers-started");

		servers.select("standalone");
		runViewMenu(view, "Stop");
		waitFor("WildFly stopped", 60_000,
				() -> ServerRuns.get().running(server).isEmpty() && ProcessHandle.of(pid).isEmpty() ? Optional.of(true)
						: Optional.empty());
		heap.waitForState("lost");
		assertTrue(heap.rendered().series("Eden used").items() >= 3, "the view keeps the samples of the stopped server");
		window.closeHeapGenerations(target);
		window.closeThreads(target);
	}

	private static <T> T waitFor(String what, long millis, Supplier<Optional<T>> probe) throws InterruptedException {
		long deadline = System.currentTimeMillis() + millis;
		while (true) {
			Optional<T> got = probe.get();
			if (got.isPresent()) {
				return got.get();
			}
			if (System.currentTimeMillis() > deadline) {
				throw new AssertionError("timed out after " + millis + " ms waiting for " + what);
			}
			Thread.sleep(200);
		}
	}

	/** Runs an item of the view's menu (the triangle at the view's top right), as a click on it does. */
	private static void runViewMenu(ServersView view, String label) {
		Ui.get(() -> {
			for (IContributionItem item : view.getViewSite().getActionBars().getMenuManager().getItems()) {
				if (item instanceof ActionContributionItem a && label.equals(a.getAction().getText())) {
					assertTrue(a.getAction().isEnabled(), label + " is enabled");
					a.getAction().run();
					return null;
				}
			}
			throw new AssertionError("no '" + label + "' in the view menu");
		});
	}
}
