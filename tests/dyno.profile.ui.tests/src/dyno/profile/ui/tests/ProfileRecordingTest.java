package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.TestRecordingStore;

/**
 * JFR from the JVM Explorer: a fixed-length recording of the profiling sample (one hot method, one allocation
 * site, one contended lock) is fetched into the recording store and opened, and each of the Recording editor's
 * pages ranks the sample's known culprit first; then the until-stopped path (dump, stop, nothing left to stop).
 */
@ExtendWith(CleanWorkbench.class)
class ProfileRecordingTest {

	private static final String START = "Start JFR Recording…";
	private static final String STOP = "Stop JFR Recording and Open";
	private static final String DUMP = "Dump JFR Recording and Open";
	/** What {@link Profiled} does: each analysis's known answer. */
	private static final String HOT_METHOD = Profiled.class.getName() + ".crunch";
	private static final String ALLOCATING_METHOD = Profiled.class.getName() + ".pack";
	private static final String ALLOCATED_CLASS = "long[]";
	private static final String LOCK_CLASS = Profiled.class.getName() + "$Ledger";

	@TempDir
	Path dir;
	/** The recordings go to this test's folder, not the user's store. */
	@RegisterExtension
	final TestRecordingStore recordings = new TestRecordingStore(() -> dir.resolve("recordings"));

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void closeEditors() {
		DynoWindow.closeEditors();
	}

	@Test
	void recordsTheSampleAndEachPageRanksItsKnownCulpritFirst() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		long pid;
		try (ChildJvm child = ChildJvm.start(Profiled.class)) {
			pid = child.pid();
			explorer.waitForRow(pid);
			List<String> menu = explorer.contextMenu(pid);
			assertTrue(menu.containsAll(List.of(START, STOP, DUMP)), menu.toString());
			startRecording(explorer, pid, 6, "profile-start-dialog");

			RecordingPage recording = RecordingPage.find(window);
			String header = recording.waitLoaded();
			assertTrue(header.contains("event types"), header);
			assertEquals(1, jfrFiles().size(), "one recording in the store: " + jfrFiles());
			recording.maximize(true);

			List<List<String>> hot = recording.waitForRows("execution.hotMethods", r -> !r.isEmpty());
			assertEquals(HOT_METHOD, hot.get(0).get(0), "the hottest method: " + hot.subList(0, Math.min(5, hot.size())));
			List<String> hotPath = recording.callTreeOpenPath();
			assertEquals(HOT_METHOD, hotPath.get(hotPath.size() - 1), "the call tree opens the hottest path: " + hotPath);
			String butterfly = recording.waitForLabel("execution.butterflyTitle", t -> t.contains(HOT_METHOD));
			List<List<String>> callers = recording.waitForRows("execution.callers", r -> !r.isEmpty());
			assertTrue(callers.stream().anyMatch(r -> r.get(0).startsWith("dyno.samples.")), butterfly + ": " + callers);
			recording.screenshot("profile-execution");

			recording.filter("dyno.samples.");
			recording.waitForLabel("execution.summary", s -> s.contains("(filter dyno.samples.)"));
			List<List<String>> ours = recording.waitForRows("execution.hotMethods", r -> !r.isEmpty());
			assertTrue(ours.stream().allMatch(r -> r.get(0).startsWith("dyno.samples.")), "filtered: " + ours);
			assertEquals(HOT_METHOD, ours.get(0).get(0), "filtered: " + ours);

			recording.show("Memory");
			List<List<String>> allocations = recording.waitForRows("memory.byClass", r -> !r.isEmpty());
			assertEquals(ALLOCATED_CLASS, allocations.get(0).get(0), "most allocated: " + allocations.subList(0, Math.min(5, allocations.size())));
			List<List<String>> stacks = recording.treeRows("memory.stacks");
			assertEquals(ALLOCATING_METHOD, stacks.get(0).get(0), "the first allocating stack's top: " + stacks);
			recording.screenshot("profile-memory");

			recording.show("Threads");
			List<List<String>> locks = recording.waitForRows("threads.byLock", r -> !r.isEmpty());
			assertEquals(LOCK_CLASS, locks.get(0).get(0), "most contended: " + locks);
			List<List<String>> threads = recording.waitForRows("threads.byThread", r -> !r.isEmpty());
			assertTrue(threads.stream().filter(r -> r.get(0).startsWith("ledger-")).allMatch(r -> r.get(4).startsWith(LOCK_CLASS)),
					"each ledger thread waited longest on the ledger: " + threads);
			assertEquals(4, threads.stream().filter(r -> r.get(0).startsWith("ledger-")).count(), "by thread: " + threads);
			recording.screenshot("profile-threads");

			recording.show("Rules");
			String rules = recording.waitForLabel("rules.summary", s -> s.contains("rules evaluated") || s.contains("could not"));
			assertTrue(rules.contains("rules evaluated"), rules);
			List<List<String>> results = recording.waitForRows("rules.table", r -> !r.isEmpty());
			assertTrue(results.size() >= 10, "JMC's rules: " + results.size());
			recording.screenshot("profile-rules");
			recording.maximize(false);
		}
		// Later tests click rows of the explorer: the list they aim at must not lose this row meanwhile.
		explorer.waitUntilGone(pid);
	}

	@Test
	void dumpsAndStopsARecordingThatRunsUntilStoppedThenSaysNoneIsLeft() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		long pid;
		try (ChildJvm child = ChildJvm.start(Profiled.class)) {
			pid = child.pid();
			explorer.waitForRow(pid);
			startRecording(explorer, pid, 0, null);
			DialogPage started = DialogPage.waitFor("JFR Recording");
			assertTrue(started.waitForText("until stopped").contains("pid " + pid));
			started.press("OK");
			// The dump needs a recording that runs in the JVM, not a span of it: the JVM's own list says so.
			Waits.of("the JVM lists the until-stopped recording running (jcmd JFR.check)")
					.unless(() -> !child.isAlive(), () -> "the JVM ended")
					.value(() -> SampleRecordings.jfrCheck(child.pid()), out -> out.contains("(running)"));

			explorer.chooseFromContextMenu(pid, DUMP);
			assertTrue(RecordingPage.find(window).waitLoaded().contains("event types"));
			DynoWindow.closeEditors();
			explorer.chooseFromContextMenu(pid, STOP);
			assertTrue(RecordingPage.find(window).waitLoaded().contains("event types"));
			assertEquals(2, jfrFiles().size(), "the dump and the stopped recording: " + jfrFiles());

			explorer.chooseFromContextMenu(pid, STOP);
			DialogPage none = DialogPage.waitFor("Stopping the JFR recording of pid " + pid);
			assertTrue(none.waitForText("No JFR recording runs on pid " + pid).contains("Start JFR Recording"));
			none.press("OK");
		}
		// Later tests click rows of the explorer: the list they aim at must not lose this row meanwhile.
		explorer.waitUntilGone(pid);
	}

	@Test
	void aFileThatIsNoRecordingGetsItsReasonInTheEditor() throws Exception {
		List<String> menu = DynoWindow.find().menuItems("Profile");
		assertEquals(List.of("Open JFR File…", "Open Live Profile", START, STOP, DUMP, "Problems"), menu, "the Profile menu");
		Path bad = Files.writeString(dir.resolve("notes.jfr"), "not a flight recording\n");
		RecordingPage.open(bad);
		String header = RecordingPage.find(DynoWindow.find()).waitLoaded();
		assertTrue(header.startsWith(bad.toString()) && header.contains("not a JFR recording"), header);
		DynoWindow.find().screenshot("profile-bad-file");
	}

	/** Start JFR Recording… on the JVM, profile settings, for {@code seconds} (0: until stopped). */
	private static void startRecording(JvmExplorerPage explorer, long pid, int seconds, String screenshot) throws Exception {
		explorer.chooseFromContextMenu(pid, START);
		DialogPage start = DialogPage.waitFor("Start JFR Recording on pid " + pid);
		start.choose("profile.settings", "profile");
		if (seconds == 0) {
			start.check("profile.until-stopped", true);
			assertTrue(start.waitForText("It records until you choose Stop JFR Recording").contains("Stop"));
		} else {
			start.type("profile.duration", seconds + "s");
			assertTrue(start.waitForText("It records for " + seconds + "s").contains("fetched"));
		}
		if (screenshot != null) {
			start.screenshot(screenshot);
		}
		start.press("Start");
	}

	private List<Path> jfrFiles() throws Exception {
		Path store = recordings.folder();
		if (!Files.isDirectory(store)) {
			return List.of();
		}
		try (Stream<Path> files = Files.walk(store)) {
			return files.filter(f -> f.toString().endsWith(".jfr")).toList();
		}
	}
}
