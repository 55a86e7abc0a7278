package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.samples.Churn;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * A JVM that allocates, opened from the explorer: the Heap Generations view draws a moving eden chart, and when
 * the JVM dies it says "lost" and keeps what it collected on screen.
 */
@ExtendWith(CleanWorkbench.class)
class HeapGenerationsTest {

	private static final String EDEN = "Eden used";

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void opensAChurningJvmShowsAMovingEdenChartAndKeepsTheDataWhenTheJvmIsLost() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		RenderedChart beforeLoss;
		HeapGenerationsPage heap;
		String target;
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			target = "pid " + child.pid();
			explorer.waitForRow(child.pid());
			explorer.open(child.pid(), () -> window.hasHeapGenerations(target));

			heap = window.heapGenerations(target);
			assertTrue(heap.waitForState("live").startsWith("State: live"), heap.state());
			assertEquals("live", explorer.waitForConnection(child.pid(), "live"), "the explorer shows the connection's state");
			// The tab names the JVM, not only its pid (issue 26, point 7).
			Waits.value("the tab's title names the JVM: Heap Churn (" + target + ")", () -> window.viewTitle("Heap", target),
					("Heap Churn (" + target + ")")::equals);
			RenderedChart first = heap.waitForSeries(EDEN, 3);
			byte[] pixelsFirst = heap.pixels();
			RenderedChart later = heap.waitForFrameAfter(first);
			later = heap.waitForSeries(EDEN, first.series(EDEN).items() + 1);
			assertTrue(later.series(EDEN).lastX() > first.series(EDEN).lastX(),
					"eden's newest point moved on in time: " + first.series(EDEN) + " -> " + later.series(EDEN));
			// The newer frame reaches the screen at the canvas' next paint, which a busy machine may hold back a moment.
			Waits.until("the chart's pixels on the screen change after the frame with a newer eden point",
					() -> !Arrays.equals(pixelsFirst, heap.pixels()));
			assertFalse(Arrays.equals(pixelsFirst, heap.pixels()), "the chart's pixels changed with the newer frame");
			int before = heap.rendered().series(EDEN).items();
			heap.choose("interval", "200 ms");
			heap.choose("window", "1 min");
			// Some seconds of eden's saw-tooth for the person looking at the screenshot: 30 more points at 200 ms.
			heap.waitForSeries(EDEN, before + 30);
			heap.pointAtChart();
			window.screenshot("heap-generations");
			beforeLoss = heap.rendered();
		}
		long ended = System.currentTimeMillis();
		String lost = heap.waitForState("lost");
		assertTrue(lost.contains("ended"), "the state names the cause: " + lost);
		RenderedChart afterLoss = heap.waitForFrameAfter(beforeLoss);
		assertTrue(afterLoss.series(EDEN).items() >= beforeLoss.series(EDEN).items(),
				"the collected eden data stays on screen: " + beforeLoss.series(EDEN) + " -> " + afterLoss.series(EDEN));
		// Charts draw at most ~1% of a core, so the last frame before the loss may lag it by a second or two.
		assertTrue(afterLoss.series(EDEN).lastX() >= beforeLoss.series(EDEN).lastX()
				&& afterLoss.series(EDEN).lastX() <= ended, "nothing sampled after the loss, nothing shown dropped: "
						+ beforeLoss.series(EDEN) + " -> " + afterLoss.series(EDEN) + ", ended at " + ended);
		heap.pointAtChart();
		window.screenshot("heap-generations-lost");
		window.closeHeapGenerations(target);
	}
}
