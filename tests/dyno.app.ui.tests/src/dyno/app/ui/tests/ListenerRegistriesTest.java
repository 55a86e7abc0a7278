package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.history.TuningHistoryView;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Ui;

/**
 * The event sources of the workbench (the snapshot store, the server homes, lint results, live hints, the tuning
 * history, the JVM connections) hold their listeners themselves; a view registers when it opens and is gone from
 * each source once it is closed, so closed views are not told of events nor kept alive by them.
 */
@ExtendWith(CleanWorkbench.class)
class ListenerRegistriesTest {

	@BeforeAll
	static void setUp() {
		Jemmy.setUp();
	}

	@Test
	void theSnapshotsViewLeavesTheStoreWhenClosed() {
		opensAndLeaves(DynoHeapUi.SNAPSHOTS_VIEW_ID, () -> HeapUiPlugin.store().listenerCount());
	}

	@Test
	void theServersViewLeavesHomesLintResultsAndLiveHintsWhenClosed() {
		opensAndLeaves(ServersView.ID, () -> JBossUiPlugin.serverHomes().listenerCount(),
				() -> JBossUiPlugin.lintResults().listenerCount(), () -> JBossUiPlugin.liveHints().listenerCount());
	}

	@Test
	void theTuningHistoryViewLeavesTheRecorderWhenClosed() {
		opensAndLeaves(TuningHistoryView.ID, () -> JBossUiPlugin.historyRecorder().listenerCount());
	}

	@Test
	void theJvmExplorerLeavesTheConnectionsWhenClosed() {
		opensAndLeaves(DynoJvmUi.JVM_EXPLORER_ID, () -> Connections.get().listenerCount());
	}

	/**
	 * Opening view {@code id} adds one listener to each source counted, closing it removes it again. Each perspective
	 * a test switched to keeps its own views alive: the view is hidden in all of them first, and shown again there
	 * after.
	 */
	private static void opensAndLeaves(String id, IntSupplier... listenerCounts) {
		DynoWindow window = DynoWindow.find();
		List<IPerspectiveDescriptor> hidden = hideEverywhere(id);
		try {
			List<Integer> closed = counts(listenerCounts);
			window.showView(id);
			assertEquals(closed.stream().map(n -> n + 1).toList(), counts(listenerCounts),
					"listeners while " + id + " is open");
			window.hideView(id);
			assertEquals(closed, counts(listenerCounts), "listeners once " + id + " is closed");
		} finally {
			showIn(hidden, id);
		}
	}

	/** Hides view {@code id} in every open perspective; the perspectives it was in. */
	private static List<IPerspectiveDescriptor> hideEverywhere(String id) {
		return Ui.get(() -> {
			IWorkbenchPage page = page();
			IPerspectiveDescriptor active = page.getPerspective();
			List<IPerspectiveDescriptor> hidden = new ArrayList<>();
			for (IPerspectiveDescriptor p : page.getOpenPerspectives()) {
				page.setPerspective(p);
				IViewReference v = page.findViewReference(id);
				if (v != null) {
					page.hideView(v);
					hidden.add(p);
				}
			}
			page.setPerspective(active);
			return hidden;
		});
	}

	private static void showIn(List<IPerspectiveDescriptor> perspectives, String id) {
		Ui.get(() -> {
			IWorkbenchPage page = page();
			IPerspectiveDescriptor active = page.getPerspective();
			for (IPerspectiveDescriptor p : perspectives) {
				page.setPerspective(p);
				try {
					page.showView(id, null, IWorkbenchPage.VIEW_CREATE);
				} catch (PartInitException e) {
					throw new AssertionError(e);
				}
			}
			page.setPerspective(active);
			return null;
		});
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}

	private static List<Integer> counts(IntSupplier... listenerCounts) {
		return List.of(listenerCounts).stream().map(IntSupplier::getAsInt).toList();
	}
}
