package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.history.TuningHistory;
import dyno.jboss.ui.internal.history.TuningHistoryView;
import dyno.profile.FlameLayout;
import dyno.profile.RecordingStore;
import dyno.samples.TwoPhases;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.ServersPage;
import dyno.ui.tests.pages.TestRecordingStore;
import dyno.ui.tests.pages.Ui;

/**
 * Compare Recordings in the Tuning History: a change saved between two recordings of a server (the two phases of
 * {@link TwoPhases}, stored as the server's JVM before and after a restart) and load runs before and after it that
 * watched those JVMs; the action opens the differential flame graph where the second phase's method grew.
 */
@ExtendWith(CleanWorkbench.class)
class CompareRecordingsTest {

	private static final String TWO = "dyno.samples.TwoPhases.phaseTwoHot";

	@TempDir
	Path dir;
	@RegisterExtension
	final TestRecordingStore recordings = new TestRecordingStore(() -> dir.resolve("recordings"));
	private String buildHistory;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@BeforeEach
	void folders() {
		buildHistory = System.setProperty(TuningHistory.PROPERTY, dir.resolve("history").toString());
		System.setProperty("dyno.history.runs", dir.resolve("runs").toString());
	}

	@AfterEach
	void restore() {
		if (buildHistory == null) {
			System.clearProperty(TuningHistory.PROPERTY);
		} else {
			System.setProperty(TuningHistory.PROPERTY, buildHistory);
		}
		System.clearProperty("dyno.history.runs");
		DynoWindow.find().hideView(TuningHistoryView.ID);
		DynoWindow.closeEditors();
	}

	@Test
	void theRecordingsAroundAChangeOpenAsADifferentialFlameGraph() throws Exception {
		Path one = dir.resolve("one.jfr");
		Path two = dir.resolve("two.jfr");
		SampleRecordings.recordPhases(one, two);
		RecordingStore store = RecordingStore.defaultStore();
		Files.copy(one, store.newFile("pid 11", Instant.now()));
		Files.copy(two, store.newFile("pid 12", Instant.now()));
		RecordingStore.Stored before = store.recordingsOf("pid 11").get(0);
		RecordingStore.Stored after = store.recordingsOf("pid 12").get(0);
		Instant change = after.start().minusMillis(500);
		assertTrue(before.end().isBefore(change), before + " ends before the change at " + change);
		run("before-tuning", before.start().toEpochMilli() - 1000, before.end().toEpochMilli(), "pid 11");
		run("after-tuning", after.start().toEpochMilli(), after.end().toEpochMilli() + 1000, "pid 12");
		Path conf = Files.writeString(dir.resolve("standalone.conf"), "JAVA_OPTS=-Xmx512m\n");
		new TuningHistory(dir.resolve("history")).record(conf, "JAVA_OPTS=-Xmx256m\n".getBytes(),
				Files.readAllBytes(conf), change);

		DynoWindow window = DynoWindow.find();
		TuningHistoryView view = (TuningHistoryView) window.showView(TuningHistoryView.ID);
		Ui.get(() -> {
			view.refresh();
			return null;
		});
		List<List<String>> history = Waits.value("the change shows in the history", () -> ServersPage.historyRows(window),
				rows -> !rows.isEmpty());
		assertEquals(List.of("before-tuning", "after-tuning"), history.get(0).subList(3, 5));
		ServersPage.selectHistoryRow(window, 0);
		Waits.until("a change with watched runs on both sides can be compared (Compare Recordings enabled)",
				() -> window.toolItemEnabled("Compare Recordings"));
		window.clickToolItem("Compare Recordings");

		RecordingPage recording = RecordingPage.find(window);
		recording.waitLoaded();
		recording.maximize(true);
		FlameLayout diff = recording.waitForFlame(c -> c.shownLayout().diff() != null).shownLayout();
		assertEquals("TwoPhases (" + after.file().getFileName() + ")", recording.title().get(0),
				"the recording after the change is the one shown");
		FlameLayout.Frame grew = diff.frames().stream().filter(f -> f.method().equals(TWO)).findFirst()
				.orElseThrow(() -> new AssertionError("no frame of " + TWO));
		assertTrue(grew.change() > 30, "the second phase's method grew since the recording before: " + grew);
		recording.waitForLabel("flame.summary", s -> s.contains("compared with " + before.file().getFileName()));
		recording.screenshot("tuning-history-compare-recordings");
		recording.maximize(false);
	}

	/** A finished load run folder that watched {@code jvm}, as {@code run.json} says. */
	private void run(String name, long started, long ended, String jvm) throws Exception {
		Path d = Files.createDirectories(dir.resolve("runs").resolve(name));
		Files.writeString(d.resolve("run.json"), "{\"plan\": \"/plans/shop.jmx\", \"watched\": \"" + jvm
				+ "\", \"started\": " + started + ", \"ended\": " + ended + ", \"outcome\": \"COMPLETED\", \"jmeterPid\": 0}\n",
				StandardCharsets.UTF_8);
	}
}
