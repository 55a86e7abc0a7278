package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.ShortLived;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * JVMs that come and go while the JVM Explorer lists them: a few are opened in Heap Generations views. Once they
 * end their views say so and keep their data, the workbench lets go of their connections (a session beside a test
 * suite would otherwise collect one per JVM), nothing samples them any more, and their closed views leave no
 * listener behind.
 */
@ExtendWith(CleanWorkbench.class)
class JvmChurnViewsTest {

	private static final int CHURNED = 30;
	private static final int AT_ONCE = 5;
	private static final int WATCHED = 3;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void viewsOfEndedJvmsShowTheEndAndTheWorkbenchLetsGoOfTheirConnections() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		int connectionsBefore = Connections.get().size();
		int listenersBefore = Connections.get().listenerCount();
		int tasksBefore = Sampler.shared().pendingTasks();

		Set<Long> churned = ConcurrentHashMap.newKeySet();
		ExecutorService churner = Executors.newSingleThreadExecutor();
		Future<?> churn = churner.submit(() -> churn(churned));
		List<ChildJvm> watched = new ArrayList<>();
		List<HeapGenerationsPage> views = new ArrayList<>();
		try {
			for (int i = 0; i < WATCHED; i++) {
				ChildJvm child = ChildJvm.start(ShortLived.SMALL, Idle.class);
				watched.add(child);
				String target = "pid " + child.pid();
				explorer.waitForRow(child.pid());
				explorer.open(child.pid(), () -> window.hasHeapGenerations(target));
				HeapGenerationsPage view = window.heapGenerations(target);
				view.waitForState("live");
				views.add(view);
			}
			for (ChildJvm child : watched) {
				assertTrue(Connections.get().find(new Target.Local(child.pid())).isPresent(), "pid " + child.pid());
			}
			watched.forEach(ChildJvm::close);
			for (HeapGenerationsPage view : views) {
				String lost = view.waitForState("lost");
				assertTrue(lost.contains("ended"), "the view names the cause: " + lost);
			}
			churn.get();
		} finally {
			churner.shutdownNow();
			watched.forEach(ChildJvm::close);
		}
		for (ChildJvm child : watched) {
			explorer.waitUntilGone(child.pid());
		}
		assertEquals(CHURNED, churned.size(), "JVMs churned");
		window.screenshot("jvm-churn-ended");

		// Other classes' JVMs may end meanwhile too, and be let go of: at most as many as before.
		Waits.value("at most the " + connectionsBefore + " connections held before (their JVMs ended)",
				() -> Connections.get().size(), held -> held <= connectionsBefore);
		for (ChildJvm child : watched) {
			assertTrue(Connections.get().find(new Target.Local(child.pid())).isEmpty(), "pid " + child.pid());
		}
		Waits.value("at most the " + tasksBefore + " sampling tasks pending before", () -> Sampler.shared().pendingTasks(),
				tasks -> tasks <= tasksBefore);
		for (ChildJvm child : watched) {
			String target = "pid " + child.pid();
			window.closeHeapGenerations(target);
			assertFalse(window.hasHeapGenerations(target), "closed: " + target);
		}
		assertEquals(listenersBefore, Connections.get().listenerCount(), "listeners of the connections");
	}

	/** Starts {@link #CHURNED} JVMs that each live 0.2 to 1.5 s, {@link #AT_ONCE} at a time; their pids. */
	private static Void churn(Set<Long> pids) throws Exception {
		Random random = new Random(28);
		List<Process> alive = new ArrayList<>();
		Set<Long> started = new HashSet<>();
		while (started.size() < CHURNED || !alive.isEmpty()) {
			alive.removeIf(p -> !p.isAlive());
			while (alive.size() < AT_ONCE && started.size() < CHURNED) {
				long life = 200 + random.nextInt(1300);
				Process p = ChildJvm.spawn(ShortLived.SMALL, ShortLived.class, Long.toString(life));
				alive.add(p);
				started.add(p.pid());
				pids.add(p.pid());
			}
			if (!alive.isEmpty()) {
				// The next JVM starts when one of those running ends (no pacing by the clock).
				CompletableFuture.anyOf(alive.stream().map(Process::onExit).toArray(CompletableFuture[]::new)).get();
			}
		}
		return null;
	}
}
