package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.heap.ui.internal.diff.SnapshotDiffEditor;
import dyno.heap.ui.internal.dominators.DominatorTreeEditor;
import dyno.heap.ui.internal.leaks.LeakFinderEditor;
import dyno.load.run.LoadRun;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.samples.Fixtures;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Waits;
import dyno.ui.DynoUi;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.LoadDashboardPage;
import dyno.ui.tests.pages.OpenEditors;
import dyno.ui.tests.pages.OpenEditors.OnScreen;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.Perspectives;
import dyno.ui.tests.pages.ThreadsPage;
import dyno.ui.tests.pages.Ui;

/**
 * The views of an opened JVM follow the user from perspective to perspective (issue 26): Heap Generations and
 * Threads of a real JVM opened from the explorer in the Dyno perspective are there, on the screen and still
 * sampling, after switches to Monitor, Load and Profile through the perspective switcher and Window > Open
 * Perspective, as the same parts (one connection, one chart history), without taking the focus; where a
 * perspective shows a view of its own in front (Problems in Profile), that stays in front and the JVM's view is a
 * tab beside it. A view closed in a perspective it was carried to stays closed there, and Reset Perspective still
 * lays a perspective out as it starts. The editors stay where they are through every switch (issue 39): the
 * views carried into a perspective never take the editor area's place.
 */
@ExtendWith(CleanWorkbench.class)
class PerspectiveSwitchTest {

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	/** The views of this class's JVMs go from every perspective, as they would from a class after it. */
	@AfterEach
	void clean() {
		Perspectives.show(DynoUi.PERSPECTIVE_ID);
		CleanWorkbench.resetEveryPerspective();
	}

	@Test
	void theJvmsViewsFollowToMonitorLoadAndProfileAsTheSamePartsStillSampling() throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			Opened jvm = open(window, child);
			int connections = Connections.get().size();

			window.clickPerspective("Monitor");
			shows(window, jvm, DynoUi.MONITOR_PERSPECTIVE_ID, true);
			window.chooseMenu(List.of("Window", "Open Perspective", "Load"));
			shows(window, jvm, DynoUi.LOAD_PERSPECTIVE_ID, true);

			window.clickPerspective("Profile");
			shows(window, jvm, DynoUi.PROFILE_PERSPECTIVE_ID, false);
			// Profile shows the recordings' hints in front of the side folder: the threads are a tab beside them.
			IViewPart problems = Ui.get(() -> page().findView(IPageLayout.ID_PROBLEM_VIEW));
			assertNotNull(problems, "the Profile perspective's Problems view");
			assertTrue(visible(problems), "the Problems view stays in front in Profile");
			assertFalse(visible(jvm.threads()), "the threads are behind it");
			assertEquals(stackOf(problems), stackOf(jvm.threads()), "in the Problems view's stack");
			window.clickViewTab(window.viewTitle("Threads", jvm.target()));
			Waits.until("the Threads view in front after its tab was clicked", () -> visible(jvm.threads()));
			window.screenshot("perspective-switch-profile");
			jvm.sampleOn();

			window.chooseMenu(List.of("Window", "Open Perspective", "Dyno"));
			shows(window, jvm, DynoUi.PERSPECTIVE_ID, true);
			assertEquals(connections, Connections.get().size(), "no second connection to the JVM");

			// Reset Perspective in Dyno: its own layout again, the JVM's views out of it (alive where carried).
			window.chooseMenu("Window", "Reset Perspective...");
			DialogPage confirm = DialogPage.waitFor("Reset Perspective");
			confirm.click("Reset Perspective");
			confirm.waitUntilClosed();
			assertNotNull(Ui.get(() -> page().findView(DynoUi.JVM_EXPLORER_ID)), "the JVM Explorer after the reset");
			assertNull(Ui.get(() -> page().findViewReference(DynoJvmUi.HEAP_GENERATIONS_ID, jvm.secondary())),
					"the reset perspective is laid out as it starts, without the JVM's views");
			// Through the menu: on a fresh machine three clicks on the switcher right after the reset's dialog closed
			// were all lost once (not understood yet; the switches above are clicked).
			window.chooseMenu(List.of("Window", "Open Perspective", "Monitor"));
			waitForPerspective(DynoUi.MONITOR_PERSPECTIVE_ID);
			assertSame(jvm.heap(), view(DynoJvmUi.HEAP_GENERATIONS_ID, jvm.secondary()),
					"a reset is no switch: Monitor keeps what was carried into it, the same view");
			jvm.sampleOn();
		}
	}

	@Test
	void aViewClosedWhereItWasCarriedStaysClosedThere() throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			Opened jvm = open(window, child);
			window.clickPerspective("Monitor");
			shows(window, jvm, DynoUi.MONITOR_PERSPECTIVE_ID, true);
			window.closeThreads(jvm.target());
			assertNull(Ui.get(() -> page().findViewReference(DynoJvmUi.THREADS_ID, jvm.secondary())));

			window.chooseMenu(List.of("Window", "Open Perspective", "Load"));
			waitForPerspective(DynoUi.LOAD_PERSPECTIVE_ID);
			assertSame(jvm.heap(), view(DynoJvmUi.HEAP_GENERATIONS_ID, jvm.secondary()), "the heap went on to Load");
			assertNull(Ui.get(() -> page().findViewReference(DynoJvmUi.THREADS_ID, jvm.secondary())),
					"the threads, closed in Monitor, did not");
			window.clickPerspective("Monitor");
			waitForPerspective(DynoUi.MONITOR_PERSPECTIVE_ID);
			assertNull(Ui.get(() -> page().findViewReference(DynoJvmUi.THREADS_ID, jvm.secondary())),
					"nor came back into Monitor");

			window.clickPerspective("Dyno");
			waitForPerspective(DynoUi.PERSPECTIVE_ID);
			assertSame(jvm.threads(), view(DynoJvmUi.THREADS_ID, jvm.secondary()),
					"in Dyno, where it was not closed, the threads are the same view, alive");
			assertTrue(visible(jvm.threads()));
			jvm.sampleOn();
		}
	}

	/** The editor kinds the product registers (org.eclipse.ui.editors), one of each opened by the test below. */
	private static final int EDITOR_KINDS = 7;
	/**
	 * An editor smaller than this beside the views cannot be worked in (the window opens at 1200×800; the Monitor
	 * perspective gives the editors the least room, 40 % of the height).
	 */
	private static final int MIN_EDITOR_WIDTH = 400, MIN_EDITOR_HEIGHT = 200;

	/**
	 * Issue 39: with an editor of each kind open in Dyno (a configuration with unsaved changes among them, the Load
	 * Dashboard maximized once and restored) and a JVM's views that follow the user, every switch through the
	 * switcher, to each perspective and back to Dyno, leaves each editor on the screen at a size to work in, its
	 * unsaved changes still there; back in Dyno each is where it was.
	 */
	@Test
	void everyKindOfEditorStaysOnTheScreenWithItsChangesThroughEverySwitch(@TempDir Path dir) throws Exception {
		DynoWindow window = DynoWindow.find();
		try (ChildJvm child = ChildJvm.start(Churn.class)) {
			// As in a fresh session: Dyno alone is open, every other perspective is made at the first switch to it.
			closeEveryPerspectiveButDyno();
			open(window, child);
			Path jfr = SampleRecordings.profiled(dir.resolve("profiled.jfr"));
			Path xml = Files.copy(Fixtures.get("wildfly-39.0.1.Final/standalone/configuration/standalone.xml"),
					dir.resolve("standalone.xml"));
			ConfigEditorPage config = ConfigEditorPage.open(xml);
			String source = config.waitForSource(t -> t.contains("<server"));
			config.setSource(source.replaceFirst("<server", "<!-- tuned -->\n<server"));
			Waits.until("the configuration has unsaved changes", config::dirty);
			List<Path> histograms = List.of(Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x32.txt"),
					Fixtures.get("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt"));
			Path run = savedRun(dir.resolve("20190305-112027-shop"));
			Ui.get(() -> {
				Dashboards.openSaved(run);
				SnapshotDiffEditor.open(histograms);
				LeakFinderEditor.open(histograms);
				DominatorTreeEditor.open(Fixtures.get("jvm/hprof/eclipse-mat__mat/oracle_jdk8_05_x64.hprof"), null);
				return null;
			});
			RecordingPage.open(jfr);
			RecordingPage.find(window).waitLoaded(); // its tab's title names the recording's JVM once read
			window.executeCommand("dyno.jboss.ui.showTuningRules", Map.of());
			List<String> titles = OpenEditors.waitFor(EDITOR_KINDS);
			OpenEditors.front(run.getFileName().toString(), OnScreen::visible); // the page finds what is shown
			LoadDashboardPage dashboard = window.loadDashboard();
			dashboard.waitForState("255 samples");
			// As the user did: the dashboard maximized to read it, then restored.
			int restored = OpenEditors.onScreen(dashboard.run()).bounds().height;
			dashboard.maximize(true);
			Waits.until("the dashboard maximized", () -> OpenEditors.onScreen(dashboard.run()).bounds().height > restored);
			dashboard.maximize(false);
			// Back among the views (the editors' tab row may come back a few pixels taller: the platform's, not Dyno's).
			Waits.until("the dashboard restored", () -> OpenEditors.onScreen(dashboard.run()).bounds().height < restored + 10);

			Map<String, OnScreen> inDyno = onScreen(titles, DynoUi.PERSPECTIVE_ID);
			assertEquals(List.of("standalone.xml"), inDyno.values().stream().filter(OnScreen::dirty)
					.map(OnScreen::title).toList(), "the configuration alone has unsaved changes");
			for (String perspective : List.of("Monitor", "Servers", "Load", "Profile", "Dyno")) {
				if (window.perspectiveSwitcher().contains(perspective)) {
					window.clickPerspective(perspective);
				} else { // not open yet: the switcher has no entry for it
					window.chooseMenu(List.of("Window", "Open Perspective", perspective));
				}
				Waits.value("the perspective " + perspective + " active",
						() -> Ui.get(() -> page().getPerspective().getLabel()), perspective::equals);
				Map<String, OnScreen> here = onScreen(titles, perspective);
				window.screenshot("editors-in-" + perspective.toLowerCase());
				for (String title : titles) {
					assertEquals(inDyno.get(title).dirty(), here.get(title).dirty(),
							"'" + title + "' keeps its unsaved state in " + perspective);
				}
			}
			Map<String, OnScreen> back = onScreen(titles, DynoUi.PERSPECTIVE_ID);
			for (String title : titles) {
				assertEquals(inDyno.get(title).bounds(), back.get(title).bounds(), "'" + title + "' is back where it was");
			}
		} finally {
			DynoWindow.closeEditors();
			for (String perspective : DYNO_PERSPECTIVES) { // open again, for the tests that click them on the switcher
				Perspectives.show(perspective);
			}
		}
	}

	private static final List<String> DYNO_PERSPECTIVES = List.of(DynoUi.MONITOR_PERSPECTIVE_ID,
			DynoUi.SERVERS_PERSPECTIVE_ID, DynoUi.LOAD_PERSPECTIVE_ID, DynoUi.PROFILE_PERSPECTIVE_ID,
			DynoUi.PERSPECTIVE_ID);

	private static void closeEveryPerspectiveButDyno() {
		Ui.get(() -> {
			for (var perspective : page().getOpenPerspectives()) {
				if (!perspective.getId().equals(DynoUi.PERSPECTIVE_ID)) {
					page().closePerspective(perspective, false, false);
				}
			}
			return null;
		});
	}

	/**
	 * Each editor in {@code titles} brought to the front in turn, once it is on the screen at a size to work in; a
	 * timeout names the editor and what it showed in {@code perspective}.
	 */
	private static Map<String, OnScreen> onScreen(List<String> titles, String perspective) throws InterruptedException {
		Map<String, OnScreen> shown = new LinkedHashMap<>();
		// First the one in front as the switch left it: bringing an editor forward would show a hidden area.
		String front = OpenEditors.inFront();
		assertNotNull(front, "an editor in front in " + perspective);
		OpenEditors.waitFor(front, e -> e.usable(MIN_EDITOR_WIDTH, MIN_EDITOR_HEIGHT));
		for (String title : titles) {
			try {
				shown.put(title, OpenEditors.front(title, e -> e.usable(MIN_EDITOR_WIDTH, MIN_EDITOR_HEIGHT)));
			} catch (AssertionError e) {
				throw new AssertionError("in " + perspective + ": " + OpenEditors.onScreen(title), e);
			}
		}
		return shown;
	}

	/** A finished run's folder: JMeter's HTML report test file as its results (255 samples). */
	private static Path savedRun(Path dir) throws java.io.IOException {
		Files.createDirectories(dir);
		Files.copy(Fixtures.get("jmeter/results/apache__jmeter/HTMLReportTestFile.csv"), dir.resolve(LoadRun.JTL));
		long start = 1551783627191L;
		Files.writeString(dir.resolve(LoadRun.RUN_JSON), "{\"plan\": \"/plans/shop.jmx\", \"started\": " + start
				+ ", \"ended\": " + (start + 60_000) + ", \"outcome\": \"COMPLETED\", \"jmeterPid\": 0}\n",
				StandardCharsets.UTF_8);
		return dir;
	}

	/**
	 * The JVM's Heap Generations (a double-click in the explorer) and Threads (its context menu) in the Dyno
	 * perspective, as a user opens them, once both have sampled.
	 */
	private static Opened open(DynoWindow window, ChildJvm child) throws InterruptedException {
		Perspectives.show(DynoUi.PERSPECTIVE_ID);
		String target = "pid " + child.pid();
		window.jvmExplorer().waitForRow(child.pid());
		window.jvmExplorer().open(child.pid(), () -> window.hasHeapGenerations(target));
		ThreadsPage threads = ThreadsPage.open(window, child.pid());
		HeapGenerationsPage heap = window.heapGenerations(target);
		assertTrue(heap.waitForState("live").startsWith("State: live"), heap.state());
		heap.waitForChart(c -> c.series("Eden used") != null); // its first frame
		String secondary = TargetCodec.encode(new Target.Local(child.pid()));
		IViewPart heapPart = view(DynoJvmUi.HEAP_GENERATIONS_ID, secondary);
		IViewPart threadsPart = view(DynoJvmUi.THREADS_ID, secondary);
		assertNotNull(heapPart, "the heap view in Dyno");
		assertNotNull(threadsPart, "the threads view in Dyno");
		Opened opened = new Opened(child.pid(), target, secondary, heapPart, threadsPart, heap, threads);
		opened.sampleOn();
		return opened;
	}

	/**
	 * In {@code perspective}, once it is active: the same heap and threads views as in Dyno, neither taking the focus;
	 * the heap on the screen and sampling on; the threads too when {@code threadsInFront}.
	 */
	private static void shows(DynoWindow window, Opened jvm, String perspective, boolean threadsInFront)
			throws InterruptedException {
		waitForPerspective(perspective);
		assertSame(jvm.heap(), view(DynoJvmUi.HEAP_GENERATIONS_ID, jvm.secondary()),
				"the same Heap Generations view in " + perspective);
		assertSame(jvm.threads(), view(DynoJvmUi.THREADS_ID, jvm.secondary()), "the same Threads view in " + perspective);
		IWorkbenchPart active = Ui.get(() -> page().getActivePart());
		if (!perspective.equals(DynoUi.PERSPECTIVE_ID)) { // (Dyno: the threads view was active when it was left)
			assertNotSame(jvm.heap(), active, "the carried heap view does not take the focus in " + perspective);
			assertNotSame(jvm.threads(), active, "nor the threads view");
		}
		assertTrue(visible(jvm.heap()), "the heap view is on the screen in " + perspective);
		// At its new place the chart is drawn at its new size at once, not after the steady frames' CPU wait (seconds
		// on a busy machine, while a frame for the old size showed cut off). time-based: "at once" is the product's
		// promise (a frame interval), a latency; without the fix the fitting frame still comes, only later.
		java.time.Duration fitted = jvm.heapPage.untilTheFrameFitsTheCanvas();
		assertTrue(fitted.toMillis() < 3_000, "the heap chart's frame fits its canvas " + fitted.toMillis()
				+ " ms after the switch to " + perspective);
		assertNotEquals(stackOf(jvm.heap()), stackOf(jvm.threads()), "heap and threads side by side in " + perspective);
		if (threadsInFront) {
			assertTrue(visible(jvm.threads()), "the threads view is on the screen in " + perspective);
		}
		jvm.sampleOn();
		if (threadsInFront) {
			try {
				window.screenshot("perspective-switch-" + perspective.replace("dyno.ui.perspective", "dyno")
						.replace("dyno.", ""));
			} catch (java.io.IOException e) {
				throw new AssertionError(e);
			}
		}
	}

	private static void assertNotEquals(List<String> a, List<String> b, String message) {
		assertFalse(a.equals(b), message + ": " + a + " / " + b);
	}

	/** The views opened for one JVM, and the newest samples the last check saw them show. */
	private static final class Opened {
		private final String target;
		private final String secondary;
		private final IViewPart heap;
		private final IViewPart threads;
		private final HeapGenerationsPage heapPage;
		private final ThreadsPage threadsPage;
		private final long pid;
		private long lastHeapSample;
		private long lastThreads;

		Opened(long pid, String target, String secondary, IViewPart heap, IViewPart threads,
				HeapGenerationsPage heapPage, ThreadsPage threadsPage) {
			this.pid = pid;
			this.target = target;
			this.secondary = secondary;
			this.heap = heap;
			this.threads = threads;
			this.heapPage = heapPage;
			this.threadsPage = threadsPage;
		}

		String target() {
			return target;
		}

		String secondary() {
			return secondary;
		}

		IViewPart heap() {
			return heap;
		}

		IViewPart threads() {
			return threads;
		}

		/**
		 * Waits until the JVM's connection, the one the heap view draws from, has a sample newer than at the last
		 * check, and, when the threads view is on the screen, until its timeline shows one; the heap chart is on the
		 * screen with a frame whenever its view is. (The chart draws new frames at most 1/400 of a core's time: on a
		 * busy machine that can be one frame in tens of seconds, so the samples are counted where they arrive.)
		 */
		void sampleOn() throws InterruptedException {
			long before = lastHeapSample;
			lastHeapSample = Waits.of("a heap sample of the connection newer than " + before)
					.unless(() -> ProcessHandle.of(pid).isEmpty(), () -> "the JVM " + pid + " ended")
					.value(() -> new Seen(latestHeapSample(), heapPage.state()), seen -> seen.latest() > before).latest();
			if (visible(heap)) {
				assertTrue(heapPage.chartShowing(), "the heap chart is on the screen where its view is");
				assertNotNull(heapPage.rendered(), "with its frame");
			}
			if (visible(threads)) {
				lastThreads = threadsPage.waitForSampleAfter(lastThreads);
			}
		}

		/** The connection's newest sample time and the heap view's state, as a wait saw them. */
		private record Seen(long latest, String state) {
		}

		private long latestHeapSample() {
			return Connections.get().find(new Target.Local(pid)).flatMap(c -> c.history().latest())
					.map(dyno.jvm.GcSpaces::time).orElse(0L);
		}
	}

	private static void waitForPerspective(String id) throws InterruptedException {
		Perspectives.waitFor(id);
	}

	/** The part of view {@code id} of {@code secondary} in the active perspective, null when it has none. */
	private static IViewPart view(String id, String secondary) {
		return Ui.get(() -> {
			IViewReference ref = page().findViewReference(id, secondary);
			return ref == null ? null : ref.getView(false);
		});
	}

	private static boolean visible(IViewPart part) {
		return Ui.get(() -> page().isPartVisible(part));
	}

	/** The titles of the views in {@code part}'s stack, front first. */
	private static List<String> stackOf(IViewPart part) {
		return Ui.get(() -> {
			IViewPart[] stack = page().getViewStack(part);
			return stack == null ? List.of() : java.util.Arrays.stream(stack).map(IViewPart::getTitle).toList();
		});
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
