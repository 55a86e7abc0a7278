package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.Ui;

/**
 * Connections that never succeed (issue 26, point 9): a JMX connection to a port nothing listens on "could not
 * connect" (it was called "lost"), and its Heap Generations view says why instead of waiting for a first sample
 * forever; a jstatd host at a closed port shows the cause first: connection refused at host:port.
 */
@ExtendWith(CleanWorkbench.class)
class UnreachableConnectionsTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void aJmxConnectionThatNeverSucceededSaysCouldNotConnectWithItsCauseInTheExplorerAndItsView() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		String address = "127.0.0.1:" + Waits.freePort();
		window.clickToolItem("Add JMX Connection…");
		window.jmxConnectionDialog().type("address", address).add();
		String label = "jmx " + address;
		explorer.waitForRow("Remote", label);

		Target.Jmx target = new Target.Jmx(address, null, false);
		Ui.get(() -> {
			try {
				return DynoJvmUi.show(PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage(),
						DynoJvmUi.HEAP_GENERATIONS_ID, target, IWorkbenchPage.VIEW_ACTIVATE);
			} catch (PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		HeapGenerationsPage heap = window.heapGenerations(label);
		String state = heap.waitForState("could not connect");
		assertTrue(state.startsWith("State: could not connect: ") && state.contains("connection refused"),
				"never connected, with the cause: " + state);
		String spaces = Waits.value("the spaces say why no sample comes (\"Could not connect: …\")", heap::spacesMessage,
				m -> m != null && m.startsWith("Could not connect: "));
		assertTrue(spaces.contains("connection refused"), spaces);
		List<String> row = explorer.waitForRow("Remote", label);
		assertTrue(row.get(2).startsWith("could not connect: "), "the explorer's Connection column: " + row);
		window.screenshot("jmx-could-not-connect");
		window.closeHeapGenerations(label);
	}

	@Test
	void aJstatdHostAtAClosedPortNamesTheCauseFirst() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		int port = Waits.freePort();
		window.clickToolItem("Add jstatd Host…");
		DialogPage add = DialogPage.waitFor("Add jstatd Host");
		add.type(null, "127.0.0.1:" + port);
		add.click("OK");
		String host = "jstatd 127.0.0.1:" + port;
		List<String> hostRow = explorer.waitForRow("Remote", host);
		// The host shows "listing…" under it until its first listing has failed.
		List<List<String>> message = Waits.value("the host's message row in place of \"listing…\"",
				() -> explorer.rows("Remote", host), r -> !r.isEmpty() && !r.get(0).get(0).equals("listing…"));
		assertEquals("Could not connect: connection refused at 127.0.0.1:" + port
				+ " (is jstatd running there, and is the port right?)", message.get(0).get(0));
		hostRow = explorer.waitForRow("Remote", host);
		assertEquals("could not connect", hostRow.get(2), "the host's Connection column: " + hostRow);
	}
}
