package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;
import dyno.ui.charts.RenderedChart;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/** A local JVM opened over JMX from the explorer's context menu: a live view that says what JMX cannot show. */
@ExtendWith(CleanWorkbench.class)
class LocalJmxViewTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void openOverJmxShowsALiveViewThroughTheLocalAgent() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			String target = "jmx pid " + child.pid();
			explorer.waitForRow(child.pid());
			explorer.chooseFromContextMenu(child.pid(), "Open over JMX");
			Waits.of("a Heap Generations view for " + target)
					.unless(() -> !child.isAlive(), () -> "the JVM ended")
					.until(() -> window.hasHeapGenerations(target));
			HeapGenerationsPage heap = window.heapGenerations(target);
			assertTrue(heap.waitForState("live").startsWith("State: live"), heap.state());
			assertTrue(heap.waitForInfo("JMX reports both survivor spaces as one pool").contains("survivor 0"),
					"the view says what JMX lacks");
			RenderedChart first = heap.waitForSeries("Eden used", 3);
			RenderedChart later = heap.waitForSeries("Eden used", first.series("Eden used").items() + 2);
			assertTrue(later.series("Eden used").lastX() > first.series("Eden used").lastX(), "eden moves on");
			heap.pointAtChart();
			window.screenshot("heap-generations-local-jmx");
			window.closeHeapGenerations(target);
		}
	}
}
