package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.CollectorKind;
import dyno.jvm.GcEvent;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.samples.ChildJvm;
import dyno.samples.Retainer;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * The Heap Generations view's tool bar actions on a local G1 JVM that holds a known number of objects: Perform
 * GC shows a full collection and the old generation's floor, Class Histogram lists the retained class with its
 * exact count, JVM Info names the program and JDK, Heap Dump writes an HPROF file; once the JVM has ended, an
 * action says why it cannot run.
 */
@ExtendWith(CleanWorkbench.class)
class HeapActionsTest {

	private static final int RETAINED = 4321;
	private static final String FLOOR = "Old after GC (floor)";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void performsGcShowsHistogramAndInfoDumpsTheHeapAndExplainsFailureAfterTheJvmEnds() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		String target;
		HeapGenerationsPage heap;
		try (ChildJvm child = ChildJvm.start(List.of("-XX:+UseG1GC"), Retainer.class, Integer.toString(RETAINED))) {
			target = "pid " + child.pid();
			explorer.waitForRow(child.pid());
			explorer.open(child.pid(), () -> window.hasHeapGenerations(target));
			heap = window.heapGenerations(target);
			heap.waitForState("live");
			assertTrue(window.toolItemEnabled("Perform GC"), "a local JVM offers actions");

			window.clickToolItem("Perform GC");
			RenderedChart afterGc = heap.waitForChart(r -> r.series("full GC") != null && r.series(FLOOR) != null
					&& Double.isFinite(r.series(FLOOR).lastY()));
			assertTrue(afterGc.series(FLOOR).lastY() >= 0, "old floor: " + afterGc.series(FLOOR));
			GcEvent full = Connections.get().find(new Target.Local(child.pid())).orElseThrow().history().events(0)
					.stream().filter(e -> e.kind() == CollectorKind.FULL).findFirst().orElseThrow();
			assertTrue(full.cause().contains("System.gc"), "the full collection's cause: " + full);

			window.clickToolItem("Class Histogram");
			DialogPage histogram = DialogPage.waitFor("Class Histogram of " + target);
			List<List<String>> rows = histogram.tableRows();
			assertTrue(rows.size() > 50, "classes in the histogram: " + rows.size());
			List<String> retained = rows.stream().filter(r -> r.get(0).equals(Retainer.RetainedItem.class.getName()))
					.findFirst().orElseThrow(() -> new AssertionError("no row for RetainedItem in " + rows.subList(0, 10)));
			assertEquals(String.format("%,d", RETAINED), retained.get(1), "instances of " + retained);
			histogram.screenshot("class-histogram");
			histogram.click("Close");

			window.clickToolItem("JVM Info");
			DialogPage info = DialogPage.waitFor("JVM Info of " + target);
			String text = info.text();
			assertTrue(text.contains("Command line:  " + Retainer.class.getName()), text);
			assertTrue(text.contains("JDK:           " + System.getProperty("java.version")), text);
			info.click("Close");

			window.clickToolItem("Heap Dump…");
			DialogPage dump = DialogPage.waitFor("Heap Dump of " + target);
			dump.type("heapDump.file", dir.resolve("retainer.txt").toString());
			assertFalse(dump.enabled("Dump"), "a name the JVM refuses cannot be confirmed");
			assertTrue(dump.labels().stream().anyMatch(l -> l.contains("must end in .hprof")), dump.labels().toString());
			Path file = dir.resolve("retainer.hprof");
			dump.type("heapDump.file", file.toString());
			dump.click("heapDump.all");
			dump.screenshot("heap-dump-dialog");
			dump.click("Dump");
			DialogPage wrote = DialogPage.waitFor("Heap Dump");
			assertTrue(wrote.labels().stream().anyMatch(l -> l.startsWith("Wrote " + file)), wrote.labels().toString());
			try (InputStream in = Files.newInputStream(file)) {
				assertEquals("JAVA PROFILE", new String(in.readNBytes(12), StandardCharsets.US_ASCII));
			}
			wrote.click("OK");
		}
		String lost = heap.waitForState("lost");
		window.clickToolItem("Class Histogram");
		DialogPage error = DialogPage.waitFor("Taking a class histogram of " + target);
		String message = String.join(" ", error.labels());
		assertTrue(message.contains(target + " is not connected") && message.contains(lost.substring("State: lost: ".length())),
				"the error names the target and the cause (" + lost + "): " + message);
		error.click("OK");
		window.closeHeapGenerations(target);
	}
}
