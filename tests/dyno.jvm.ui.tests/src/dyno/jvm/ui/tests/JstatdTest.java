package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * A real jstatd of the running JDK on 127.0.0.1, added with "Add jstatd Host…": the host lists its JVMs, the
 * child's Heap Generations view runs over jstatd (actions disabled, saying why; the Serial collector's eden
 * note appears), and when jstatd stops the view says lost with the cause and keeps its data.
 */
@ExtendWith(CleanWorkbench.class)
class JstatdTest {

	private static final String EDEN = "Eden used";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void watchesAChildThroughJstatdWithoutActionsAndKeepsTheDataWhenJstatdStops() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		int port = freePort();
		Process jstatd = startJstatd(port, dir);
		String target = null;
		// Serial on JDK 25 updates eden's counter only at collections: the view must say so.
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseSerialGC"), Churn.class, "600", "4")) {
			waitUntilListening(port, jstatd);
			window.clickToolItem("Add jstatd Host…");
			DialogPage add = DialogPage.waitFor("Add jstatd Host");
			add.type(null, "127.0.0.1:" + port);
			add.click("OK");
			String host = "jstatd 127.0.0.1:" + port;
			List<String> row = explorer.waitForRemoteRow(host, child.pid());
			assertEquals(Churn.class.getName(), row.get(0));

			target = child.pid() + "@127.0.0.1:" + port;
			String label = target;
			explorer.openRemote(host, child.pid(), () -> window.hasHeapGenerations(label));
			HeapGenerationsPage heap = window.heapGenerations(target);
			heap.waitForState("live");
			assertTrue(heap.transport().startsWith("Transport: jstatd") && heap.transport().contains("no actions"),
					heap.transport());
			assertFalse(window.toolItemEnabled("Perform GC"), "jstatd offers no GC");
			assertTrue(window.toolItemTip("Perform GC").startsWith("Not available over jstatd"),
					window.toolItemTip("Perform GC"));
			assertTrue(window.toolItemEnabled("JVM Info"), "JVM info comes from the counters");
			heap.choose("interval", "200 ms");
			heap.choose("window", "1 min");
			heap.waitForInfo("only at collections");
			RenderedChart live = heap.waitForSeries(EDEN, 25); // some seconds of data for the screenshot
			heap.pointAtChart();
			window.screenshot("heap-generations-jstatd");

			jstatd.destroy();
			assertTrue(jstatd.waitFor(Waits.LIMIT.toSeconds(), TimeUnit.SECONDS), "jstatd ended");
			String lost = heap.waitForState("lost");
			assertTrue(lost.length() > "State: lost: ".length() + 10, "the state names the cause: " + lost);
			// The longer state line made the header taller: choosing the window again draws a frame at the new size.
			RenderedChart atLoss = heap.rendered();
			heap.choose("window", "1 min");
			RenderedChart after = heap.waitForFrameAfter(atLoss);
			assertTrue(after.series(EDEN).items() >= live.series(EDEN).items(),
					"the data stays: " + live.series(EDEN) + " -> " + after.series(EDEN));
			heap.pointAtChart();
			window.screenshot("heap-generations-jstatd-lost");
		} finally {
			jstatd.destroyForcibly();
			if (target != null) {
				window.closeHeapGenerations(target);
			}
		}
	}

	/** A jstatd of this JDK on 127.0.0.1:{@code port}, logging to {@code dir}; also for {@link ThreadsViewTest}. */
	static Process startJstatd(int port, Path dir) throws IOException {
		return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jstatd").toString(), "-p",
				Integer.toString(port), "-r", Integer.toString(freePort()), "-J-Djava.rmi.server.hostname=127.0.0.1")
				.redirectErrorStream(true).redirectOutput(dir.resolve("jstatd.log").toFile()).start();
	}

	static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}

	/** jstatd prints nothing when ready: wait until its RMI registry accepts connections. */
	static void waitUntilListening(int port, Process jstatd) throws InterruptedException {
		// A refused connection throws: not yet; the failure names the last one.
		Waits.of("jstatd's RMI registry accepts connections on port " + port)
				.unless(() -> !jstatd.isAlive(), () -> "jstatd ended with exit code " + jstatd.exitValue())
				.value(() -> {
					try (Socket s = new Socket()) {
						s.connect(new InetSocketAddress("127.0.0.1", port), 500);
						return "accepted";
					}
				}, "accepted"::equals);
	}
}
