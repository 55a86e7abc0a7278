package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import org.osgi.service.prefs.BackingStoreException;

import dyno.core.DynoFolders;
import dyno.heap.SnapshotStore;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.internal.prefs.MonitoringPreferences;
import dyno.load.ui.internal.prefs.LoadPreferences;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * Window > Preferences has a page for every default Dyno has: the stores (Dyno), the sampling intervals and chart
 * window of new views (Monitoring), JMeter, plugins, percentile lines and APDEX (Load Tests), suppressed rules and
 * the organisation rules folder (Tuning Rules); what is chosen there
 * is what a new view and the stores then use.
 */
@ExtendWith(CleanWorkbench.class)
class PreferencePagesTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	/** Back to the defaults: each page's preferences are the instance scope of its bundle. */
	@AfterEach
	void defaults() throws BackingStoreException {
		for (String bundle : List.of("dyno.ui", "dyno.jvm.ui", "dyno.load.ui")) {
			InstanceScope.INSTANCE.getNode(bundle).clear();
		}
		assertEquals(Duration.ofMillis(500), MonitoringPreferences.heapInterval());
		assertEquals(null, System.getProperty(SnapshotStore.PROPERTY), "the store is back where it was");
	}

	@Test
	void everyDefaultHasAPageAndNewViewsAndStoresFollowIt(@TempDir Path snapshots) throws Exception {
		DynoWindow window = DynoWindow.find();
		window.chooseMenu("Window", "Preferences...");
		DialogPage prefs = DialogPage.waitFor("Preferences");
		List<String> pages = prefs.treePaths();
		assertTrue(pages.containsAll(List.of("Dyno", "Dyno/Monitoring", "Dyno/Load Tests", "Dyno/Tuning Rules")),
				pages.toString());

		prefs.selectTreeItem("Dyno/Monitoring");
		prefs.type("prefs.threadsInterval", "50ms");
		assertTrue(prefs.waitForText("below the minimum of 100ms").contains("'50ms'"));
		assertFalse(prefs.enabled("Apply and Close"), "a wrong interval is not taken");
		prefs.type("prefs.threadsInterval", "3s");
		prefs.type("prefs.heapInterval", "2s");
		prefs.selectTreeItem("Dyno");
		assertEquals(DynoFolders.Store.RECORDINGS.folder().toString(), prefs.hint("prefs.store.recordings"),
				"an empty store field shows the folder in use");
		prefs.screenshot("preferences-stores");
		prefs.type("prefs.store.snapshots", snapshots.toString());
		prefs.selectTreeItem("Dyno/Load Tests");
		prefs.type("prefs.apdexSatisfied", "300");
		prefs.type("prefs.apdexTolerated", "1200");
		prefs.screenshot("preferences-load-tests");
		prefs.press("Apply and Close");
		prefs.waitUntilClosed();

		assertEquals(Duration.ofSeconds(3), MonitoringPreferences.threadsInterval());
		assertEquals(List.of(300, 1200), List.of(LoadPreferences.apdexSatisfied(), LoadPreferences.apdexTolerated()));
		assertEquals(snapshots.toAbsolutePath(), SnapshotStore.defaultStore().root(), "the store follows at once");
		JvmExplorerPage explorer = window.jvmExplorer();
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			String target = "pid " + child.pid();
			explorer.waitForRow(child.pid());
			explorer.open(child.pid(), () -> window.hasHeapGenerations(target));
			assertEquals(Duration.ofSeconds(2), Connections.get().find(new Target.Local(child.pid())).orElseThrow()
					.interval(), "a new Heap Generations view samples as the preference says");
			window.closeHeapGenerations(target);
		}
	}
}
