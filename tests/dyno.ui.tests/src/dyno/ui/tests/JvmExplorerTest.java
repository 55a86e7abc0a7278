package dyno.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jemmy.control.Wrap;
import org.jemmy.env.Environment;
import org.jemmy.input.awt.AWTRobotInputFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.JvmExplorerPage;

/** The workbench opens on the Dyno perspective and its JVM Explorer follows a JVM from start to end. */
class JvmExplorerTest {

	@BeforeAll
	static void jemmy() {
		Environment env = Environment.getEnvironment();
		env.setInputFactory(new AWTRobotInputFactory());
		env.setTimeout(Wrap.WAIT_STATE_TIMEOUT, 20_000);
	}

	@Test
	void listsAChildJvmWhileItRunsAndDropsItAfterItExits() throws Exception {
		DynoWindow window = DynoWindow.find();
		assertEquals("Dyno", window.title());
		JvmExplorerPage explorer = window.jvmExplorer();

		long pid;
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			pid = child.pid();
			List<String> row = explorer.waitForRow(pid);
			assertEquals(Idle.class.getName(), row.get(1));
			assertEquals(System.getProperty("java.version"), row.get(2));

			explorer.click(pid);
			assertEquals(List.of(Long.toString(pid)), explorer.selectedPids());
			Path shot = window.screenshot("jvm-explorer");
			assertTrue(Files.size(shot) > 10_000, "screenshot too small to show the workbench: " + shot);
		}
		explorer.waitUntilGone(pid);
		assertTrue(explorer.rows().stream().anyMatch(r -> r.get(1).equals("Dyno (this workbench)")),
				"the workbench's own JVM is listed and marked: " + explorer.rows());
	}
}
