package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.profile.FlameLayout;
import dyno.profile.RecordingTimeline;
import dyno.samples.TwoPhases;
import dyno.samples.TwoPhasesRecording;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.RecordingPage;

/**
 * A time range in the Recording editor, chosen by dragging the mouse across its timeline strip: on a recording of
 * {@link TwoPhases} from its start to its end, a range of the second phase only makes that phase's hot method the
 * first row of the hot methods and the widest frame of the flame graph; Whole Recording goes back.
 */
@ExtendWith(CleanWorkbench.class)
class RecordingRangeTest {

	private static final String TWO = "dyno.samples.TwoPhases.phaseTwoHot";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
	}

	@Test
	void aRangeOfTheSecondPhaseRanksItsHotMethodFirstOnEveryPage() throws Exception {
		Path file = dir.resolve("two-phases.jfr");
		Instant phaseTwo = TwoPhasesRecording.record(file, 3);
		DynoWindow window = DynoWindow.find();
		RecordingPage.open(file);
		RecordingPage recording = RecordingPage.find(window);
		recording.waitLoaded();
		recording.maximize(true);
		RecordingTimeline timeline = recording.waitForTimeline().shownTimeline();
		assertTrue(timeline.max(RecordingTimeline.Measure.CPU_LOAD) > 0, "the strip has the CPU load");

		Duration from = Duration.between(timeline.start(), phaseTwo).plusMillis(400);
		recording.dragTimeline(from, timeline.length());
		String range = recording.waitForLabel("recording.range", s -> s.startsWith("Range "));
		List<List<String>> hot = recording.waitForRows("execution.hotMethods",
				rows -> !rows.isEmpty() && rows.get(0).get(0).equals(TWO));
		assertEquals(TWO, hot.get(0).get(0), "the second phase's method is the hottest of the range");
		String shown = range.substring("Range ".length(), range.indexOf(' ', "Range ".length()));
		List<String> title = recording.title();
		assertEquals("TwoPhases (two-phases.jfr) [" + shown + "]", title.get(0), "the title names the JVM and the range");
		assertTrue(title.get(1).contains("range " + shown), title.get(1));
		assertTrue(recording.waitForLabel("execution.summary", s -> !s.isEmpty()).contains("execution samples"));

		recording.show("Flame Graph");
		FlameLayout layout = recording.waitForFlame(c -> !c.shownLayout().graph().range().isAll()).shownLayout();
		assertEquals(TWO, layout.hottest().method(), "the widest frame of the range");
		recording.waitForLabel("flame.summary", s -> s.contains(" in " + shown));
		recording.screenshot("recording-range-second-phase");

		recording.wholeRecording();
		recording.waitForLabel("recording.range", s -> s.equals("Whole recording"));
		FlameLayout whole = recording.waitForFlame(c -> c.shownLayout().graph().range().isAll()).shownLayout();
		assertTrue(whole.graph().total() > layout.graph().total(), "the whole recording has more samples");
		assertFalse(recording.title().get(0).contains("["), "the title no longer names a range");
		recording.maximize(false);
	}
}
