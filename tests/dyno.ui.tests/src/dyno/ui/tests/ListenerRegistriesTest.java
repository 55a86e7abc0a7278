package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.IntSupplier;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.history.TuningHistoryView;
import dyno.jboss.ui.internal.servers.ServersView;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.ui.tests.pages.DynoWindow;

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
		try {
			opensAndLeaves(DynoJvmUi.JVM_EXPLORER_ID, () -> Connections.get().listenerCount());
		} finally {
			DynoWindow.find().showView(DynoJvmUi.JVM_EXPLORER_ID); // the perspective has it
		}
	}

	/** Opening view {@code id} adds one listener to each source counted, closing it removes it again. */
	private static void opensAndLeaves(String id, IntSupplier... listenerCounts) {
		DynoWindow window = DynoWindow.find();
		window.hideView(id);
		List<Integer> closed = counts(listenerCounts);
		window.showView(id);
		assertEquals(closed.stream().map(n -> n + 1).toList(), counts(listenerCounts), "listeners while " + id + " is open");
		window.hideView(id);
		assertEquals(closed, counts(listenerCounts), "listeners once " + id + " is closed");
	}

	private static List<Integer> counts(IntSupplier... listenerCounts) {
		return List.of(listenerCounts).stream().map(IntSupplier::getAsInt).toList();
	}
}
