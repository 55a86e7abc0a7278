package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart2;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.launch.ServerProcess;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.samples.Waits;
import dyno.samples.WildFlyDist;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.Ui;

/**
 * "Run on server" from the JBoss Servers view: Start with Dyno on a real WildFly's standalone profile runs it
 * through its own script, and its JVM appears in a Heap Generations view with samples flowing; Stop ends it
 * cleanly and the view keeps what it collected. Its Threads view opens behind the heap's, in the same stack. Between
 * the two, a save of its standalone.xml that only a restart applies stops it, writes the file and starts it again.
 */
@ExtendWith(CleanWorkbench.class)
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
				p.stop(Duration.ofSeconds(30));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		JBossUiPlugin.serverHomes().remove(home);
		DynoWindow.find().hideView(ServersView.ID);
	}

	@Test
	void startWithDynoAttachesToTheServerAndStopKeepsItsData() throws Exception {
		DynoWindow window = DynoWindow.find();
		ServersView view = (ServersView) window.showView(ServersView.ID);
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
		long pid = waitFor("WildFly's JVM started from the view",
				() -> ServerRuns.get().running(server).flatMap(ServerProcess::jvm).map(ProcessHandle::pid));
		String target = "pid " + pid;
		HeapGenerationsPage heap = window.heapGenerations(target);
		heap.waitForSeries("Eden used", 3);
		heap.waitForState("live");
		String label = servers.waitForHome(home.toString());
		List<String> rows = servers.expandAll();
		assertTrue(rows.stream().anyMatch(l -> l.contains("standalone") && l.contains("running, pid " + pid)),
				"the profile says it runs: " + rows + " (home: " + label + ")");
		// As the JVM Explorer opens a JVM: the heap in front in the per-JVM views' stack, the threads beside it in
		// the perspective's side folder (layoutOf fails when there is no Threads view of the JVM).
		assertEquals(List.of("Heap " + target + " visible"), Ui.get(() -> layoutOf(target)),
				"the heap in front in its stack, the threads beside it");
		window.screenshot("servers-started");
		// Stopped before it says it has started, the start fails: its error dialog would block the next tests.
		ServerRuns.get().running(server).orElseThrow().awaitStarted(Duration.ofMinutes(2));

		long again = saveWhatTheInterfaceCannotExpress(server, pid);
		heap.waitForState("lost");
		assertTrue(heap.rendered().series("Eden used").items() >= 3, "the view keeps the samples of the stopped server");
		window.closeHeapGenerations(target);
		window.closeThreads(target);

		servers.select("standalone");
		runViewMenu(view, "Stop");
		waitFor("WildFly stopped", () -> ServerRuns.get().running(server).isEmpty() && ProcessHandle.of(again).isEmpty()
				? Optional.of(true) : Optional.empty());
		window.closeHeapGenerations("pid " + again);
		window.closeThreads("pid " + again);
	}

	/**
	 * A comment added to the running server's standalone.xml: no management operation expresses it, and the running
	 * server would drop it at its next write of the file. The save is refused, and for a server Dyno started it offers
	 * to stop it, write the file while nothing runs and start it again: the new JVM boots from the file, which keeps
	 * the comment. Returns the new JVM's pid.
	 */
	private static long saveWhatTheInterfaceCannotExpress(Server server, long pid) throws Exception {
		Path xml = home.resolve("standalone/configuration/standalone.xml");
		String comment = "<!-- max-connections stays unset until the load test has a peak -->";
		ConfigEditorPage editor = ConfigEditorPage.open(xml);
		try {
			String text = editor.sourceText();
			editor.setSource(text.replaceFirst("(<subsystem xmlns=\"urn:jboss:domain:undertow:)", comment + "\n$1"));
			editor.saveLater();
			DialogPage refused = DialogPage.waitFor("Save to a running server");
			String message = String.join("\n", refused.labels());
			assertTrue(message.contains("only comments or layout changed") && message.contains("Dyno started this server"),
					message);
			refused.screenshot("running-save-restart-with-file");
			refused.press("Stop, Save, Start Again");
			refused.waitUntilClosed();
			long again = waitFor("WildFly started again from the saved file", () -> ServerRuns.get().running(server)
					.flatMap(ServerProcess::jvm).map(ProcessHandle::pid).filter(p -> p != pid));
			assertTrue(ProcessHandle.of(pid).isEmpty(), "the old JVM ended before the file was written");
			ServerRuns.get().running(server).orElseThrow().awaitStarted(Duration.ofMinutes(2));
			assertFalse(editor.dirty(), "the edit was saved");
			assertTrue(Files.readString(xml).contains(comment), "the server booted from the file and kept it");
			return again;
		} finally {
			editor.close();
		}
	}

	/**
	 * How the views of {@code target} lie: which of its heap and threads views are in the heap's stack and which of
	 * them is visible, e.g. {@code [Heap pid 1 visible, Threads pid 1]} (a tab that names the JVM too,
	 * "Heap jboss-modules.jar (pid 1)", reads as "Heap pid 1" here).
	 */
	private static List<String> layoutOf(String target) {
		IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
		IViewPart heap = viewNamed(page, "Heap", target);
		IViewPart threads = viewNamed(page, "Threads", target);
		List<IViewPart> stack = List.of(page.getViewStack(heap));
		return Stream.of(heap, threads).filter(stack::contains)
				.map(v -> (v == heap ? "Heap " : "Threads ") + target + (page.isPartVisible(v) ? " visible" : "")).toList();
	}

	private static IViewPart viewNamed(IWorkbenchPage page, String kind, String target) {
		for (IViewReference v : page.getViewReferences()) {
			if (v.getView(false) instanceof IViewPart part && DynoWindow.namesView(partName(part), kind, target)) {
				return part;
			}
		}
		throw new AssertionError("no " + kind + " view of " + target);
	}

	/** The name on the view's tab (its reference has the view type's). */
	private static String partName(IViewPart part) {
		return ((IWorkbenchPart2) part).getPartName();
	}

	/** Waits until {@code probe} has a value, and returns it; the failure names {@code what}. */
	static <T> T waitFor(String what, Supplier<Optional<T>> probe) throws InterruptedException {
		return Waits.value(what, probe::get, Optional::isPresent).get();
	}

	/** Runs an item of the view's menu (the triangle at the view's top right), as a click on it does. */
	static void runViewMenu(ServersView view, String label) {
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
