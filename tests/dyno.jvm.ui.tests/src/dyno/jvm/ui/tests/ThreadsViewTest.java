package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.graphics.Rectangle;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.jvm.JvmDiscovery;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.LockDeadlock;
import dyno.samples.MonitorDeadlock;
import dyno.samples.ThreadStates;
import dyno.samples.TwoDeadlocks;
import dyno.samples.VirtualThreads;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.ThreadsPage;
import dyno.ui.tests.pages.Ui;

/**
 * Threads views of real JVMs opened from the explorer: one with threads in known states (the timeline shows
 * them, a click shows a stack), one with virtual threads (their own group and filter), one with two deadlocks at
 * once, on monitors and on ReentrantLocks (banner counting them, one waits-for graph with both cycles, a click on a
 * thread node shows its stack), and one watched over jstatd, which gives counts only.
 */
@ExtendWith(CleanWorkbench.class)
class ThreadsViewTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void timelineShowsEachThreadInItsStateAndTheStackOfTheClickedOne() throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(ThreadStates.class)) {
			String target = "pid " + child.pid();
			ThreadsPage threads = ThreadsPage.open(window, child.pid());
			try {
				timeline(window, threads, target);
			} finally {
				window.closeThreads(target);
			}
		}
	}

	private static void timeline(DynoWindow window, ThreadsPage threads, String target) throws Exception {
		List<String> rows = threads.waitForRows(r -> r.contains(ThreadStates.BLOCKED + "=BLOCKED")
				&& r.contains(ThreadStates.WAITING + "=WAITING")
				&& r.contains(ThreadStates.TIMED_WAITING + "=TIMED_WAITING")
				&& r.contains(ThreadStates.PARKED + "=PARKED") && r.contains(ThreadStates.SLEEPING + "=SLEEPING")
				&& r.contains(ThreadStates.RUNNING + "=RUNNING"));
		assertTrue(rows.size() > 7, "the JVM's own threads are there too: " + rows);
		threads.filter("^state-");
		List<String> filtered = threads.waitForRows(r -> r.size() == 7);
		assertTrue(filtered.stream().allMatch(r -> r.startsWith("state-")), "the name filter keeps only: " + filtered);
		int blocked = filtered.indexOf(ThreadStates.BLOCKED + "=BLOCKED");
		threads.clickRow(blocked);
		String stack = threads.waitForText("threads.stack", "\"" + ThreadStates.BLOCKED + "\"");
		assertTrue(stack.contains("java.lang.Thread.State: BLOCKED") && stack.contains("owned by \"" + ThreadStates.HOLDER),
				"the clicked thread's stack, with the monitor's owner: " + stack);
		// The keyboard alone goes on from there: Tab to the timeline, Down to the next thread, whose stack shows.
		threads.tabToTimeline();
		threads.pressOnTimeline(KeyboardButtons.DOWN);
		String next = filtered.get(blocked + 1);
		String nextName = next.substring(0, next.indexOf('='));
		threads.waitForText("threads.stack", "\"" + nextName + "\"");
		assertTrue(threads.timelineChosen().startsWith("Thread " + nextName + ": "), threads.timelineChosen());
		threads.pressOnTimeline(KeyboardButtons.UP);
		threads.waitForText("threads.stack", "\"" + ThreadStates.BLOCKED + "\"");
		// Some seconds of runs for the person looking at the screenshot: the timeline shows a sample 4 s after the one
		// it showed when the row was clicked.
		long clicked = threads.waitForSampleAfter(0);
		threads.waitForSampleAfter(clicked + 4_000);
		window.screenshot("threads-timeline");

		window.clickToolItem("Thread Dump");
		DialogPage dump = DialogPage.waitFor("Thread Dump — " + target);
		String text = dump.text("threads.dumpText");
		assertTrue(text.contains("Full thread dump of " + target) && text.contains("\"" + ThreadStates.PARKED + "\"")
				&& text.contains("- locked <java.lang.Object@"), "a jstack -l like dump, held monitors included: "
						+ text.substring(0, Math.min(600, text.length())));
		dump.click("Close");
		dump.waitUntilClosed();
	}

	@Test
	void virtualThreadsAreTheirOwnGroupWithTheirOwnFilter() throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(VirtualThreads.class)) {
			String target = "pid " + child.pid();
			ThreadsPage threads = ThreadsPage.open(window, child.pid());
			try {
				int virtual = VirtualThreads.SLEEPERS + 2 + VirtualThreads.UNNAMED;
				List<String> rows = threads.waitForRows(r -> r.contains(VirtualThreads.PARKED + " (virtual)=PARKED")
						&& r.contains(VirtualThreads.WAITER + " (virtual)=WAITING"));
				int firstVirtual = rows.indexOf(rows.stream().filter(r -> r.contains(" (virtual)=")).findFirst().orElseThrow());
				assertTrue(rows.subList(firstVirtual, rows.size()).stream().allMatch(r -> r.contains(" (virtual)=")),
						"virtual threads after the platform ones: " + rows);
				assertTrue(threads.waitForLabel("threads.counts", " virtual").endsWith("; " + virtual + " virtual"));
				threads.shown("Virtual threads");
				List<String> only = threads.waitForRows(r -> r.size() == virtual);
				assertTrue(only.contains(VirtualThreads.SLEEPER_PREFIX + "1 (virtual)=SLEEPING")
						&& only.stream().filter(r -> r.matches("#\\d+ \\(virtual\\)=SLEEPING")).count() == VirtualThreads.UNNAMED,
						"named and unnamed virtual threads: " + only);
				threads.clickRow(only.indexOf(VirtualThreads.PARKED + " (virtual)=PARKED"));
				String stack = threads.waitForText("threads.stack", "\"" + VirtualThreads.PARKED + "\"");
				assertTrue(stack.contains(" virtual\n") && stack.contains("ReentrantLock"), stack);
				threads.pointAtTimeline();
				window.screenshot("threads-virtual");
			} finally {
				window.closeThreads(target);
			}
		}
	}

	@Test
	void deadlocksShowTheBannerAndEveryCycleAndAClickedNodesStack() throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(TwoDeadlocks.class)) {
			String target = "pid " + child.pid();
			child.command("deadlock", "deadlocked", 10);
			ThreadsPage threads = ThreadsPage.open(window, child.pid());
			try {
				deadlock(window, threads);
			} finally {
				window.closeThreads(target);
			}
		}
	}

	private static void deadlock(DynoWindow window, ThreadsPage threads) throws Exception {
		String banner = threads.waitForBanner(MonitorDeadlock.FIRST);
		assertTrue(banner.startsWith("2 deadlocks (5 threads), all in the graph on the Deadlocks tab:\n"), banner);
		assertTrue(banner.contains("Deadlock of 2 threads: ") && banner.contains(MonitorDeadlock.SECOND)
				&& banner.contains("Deadlock of 3 threads: ") && banner.contains(LockDeadlock.PREFIX + 3), banner);
		threads.showTab("Deadlocks");
		Map<String, Rectangle> boxes = threads.waitForGraph();
		assertTrue(boxes.keySet().stream().filter(l -> l.startsWith("monitor java.lang.Object@")).count() == 2
				&& boxes.keySet().stream().filter(l -> l.startsWith("lock java.util.concurrent.locks.ReentrantLock")).count() == 3
				&& boxes.keySet().stream().anyMatch(l -> l.contains(MonitorDeadlock.FIRST))
				&& boxes.keySet().stream().anyMatch(l -> l.contains(MonitorDeadlock.SECOND))
				&& boxes.keySet().stream().filter(l -> l.contains(LockDeadlock.PREFIX)).count() == 3,
				"both deadlocks in one graph, five threads, two monitors, three locks: " + boxes.keySet());
		assertTrue(boxes.values().stream().noneMatch(a -> boxes.values().stream().anyMatch(b -> a != b && a.intersects(b))),
				"no node covers another: " + boxes);
		threads.clickNode(MonitorDeadlock.SECOND);
		String stack = threads.waitForText("threads.deadlockStack", "\"" + MonitorDeadlock.SECOND + "\"");
		assertTrue(stack.contains("MonitorDeadlock") && stack.contains("owned by \"" + MonitorDeadlock.FIRST),
				"the clicked thread's stack: " + stack);
		window.screenshot("threads-deadlock");

		// The keyboard alone: Tab to the graph, Down through its nodes to the first thread of the monitor deadlock,
		// Enter for its stack.
		threads.tabToGraph();
		for (int i = 0; i <= boxes.size() && !threads.graphChosen().contains(MonitorDeadlock.FIRST); i++) {
			String before = threads.graphChosen();
			threads.pressOnGraph(KeyboardButtons.DOWN);
			Ui.waitFor("the next node after " + before, threads::graphChosen, now -> !now.equals(before));
		}
		assertTrue(threads.graphChosen().endsWith(", thread, in a deadlock"), threads.graphChosen());
		threads.pressOnGraph(KeyboardButtons.ENTER);
		threads.waitForText("threads.deadlockStack", "\"" + MonitorDeadlock.FIRST + "\"");
	}

	@Test
	void overJstatdTheViewSaysWhatTheTransportLacksInsteadOfEmptyPanes(@TempDir Path dir) throws Exception {
		DynoWindow window = DynoWindow.find();
		int port = JstatdTest.freePort();
		Process jstatd = JstatdTest.startJstatd(port, dir);
		Target target = null;
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			JstatdTest.waitUntilListening(port, jstatd);
			waitUntilListed(jstatd, port, child.pid());
			target = new Target.Jstatd("127.0.0.1", port, child.pid());
			ThreadsPage threads = ThreadsPage.show(window, target);
			assertTrue(threads.waitForLabel("threads.gaps", "Only thread counts").contains("connect over JMX"),
					"the header says what jstatd lacks");
			assertTrue(threads.waitForLabel("threads.counts", " live (").startsWith("Threads: "), "the counts are there");
			assertTrue(threads.waitForText("threads.stack", "Not available: this transport gives thread counts only").length() > 0,
					"the stack pane says why it is empty");
			threads.pointAtTimeline();
			window.screenshot("threads-jstatd");
		} finally {
			jstatd.destroyForcibly();
			if (target != null) {
				window.closeThreads(target.label());
			}
		}
	}

	/**
	 * jstatd's registry answers before jstatd has bound itself in it, and it finds a new JVM only at its next
	 * scan: a view opened before both would connect to nothing.
	 */
	private static void waitUntilListed(Process process, int port, long pid) throws Exception {
		JvmDiscovery jstatd = JvmDiscovery.jstatd("127.0.0.1", port);
		// A list that throws (the registry not bound yet) is "not yet"; the failure names the last error.
		Waits.of("jstatd on port " + port + " lists " + pid)
				.unless(() -> !process.isAlive(), () -> "jstatd ended with " + process.exitValue())
				.value(() -> jstatd.list().stream().anyMatch(j -> j.pid() == pid), Boolean::booleanValue);
	}
}
