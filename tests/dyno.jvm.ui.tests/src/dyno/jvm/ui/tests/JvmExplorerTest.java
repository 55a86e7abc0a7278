package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.Ui;

/** The workbench opens on the Dyno perspective and its JVM Explorer follows a local JVM from start to end. */
@ExtendWith(CleanWorkbench.class)
class JvmExplorerTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void listsAChildJvmUnderLocalWhileItRunsAndDropsItAfterItExits() throws Exception {
		DynoWindow window = DynoWindow.find();
		assertEquals("Dyno", window.title());
		JvmExplorerPage explorer = window.jvmExplorer();
		assertEquals(2, explorer.groups().size(), "groups: " + explorer.groups());
		assertTrue(explorer.groups().get(0).startsWith("Local"), explorer.groups().toString());
		assertEquals("Remote", explorer.groups().get(1));

		long pid;
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			pid = child.pid();
			List<String> row = explorer.waitForDescribedRow(pid);
			assertEquals(Idle.class.getName(), row.get(0));
			assertEquals(System.getProperty("java.version"), row.get(3));

			explorer.click(pid, 1);
			Ui.waitFor("the clicked row of " + pid + " selected", explorer::selectedPids,
					List.of(Long.toString(pid))::equals);
			Path shot = window.screenshot("jvm-explorer");
			assertTrue(Files.size(shot) > 10_000, "screenshot too small to show the workbench: " + shot);
		}
		explorer.waitUntilGone(pid);
		assertTrue(explorer.rows("Local").stream().anyMatch(r -> r.get(0).equals("Dyno (this workbench)")),
				"the workbench's own JVM is listed and marked: " + explorer.rows("Local"));
	}
}
