package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingSettings;
import dyno.profile.RecordingStore;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapGenerationsPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;
import dyno.ui.tests.pages.RecordingPage;
import dyno.ui.tests.pages.SampleRecordings;
import dyno.ui.tests.pages.TestRecordingStore;

/**
 * Open this Range from the Heap Generations view: a JVM watched there and recorded by Dyno (into the recording store,
 * as Start JFR Recording does); a span dragged across the chart inside the recording's time opens the recording in
 * the Recording editor at that range.
 */
@ExtendWith(CleanWorkbench.class)
class OpenRangeTest {

	@TempDir
	Path dir;
	@RegisterExtension
	final TestRecordingStore recordings = new TestRecordingStore(() -> dir.resolve("recordings"));

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
	}

	@Test
	void aSpanOfTheHeapChartOpensTheRecordingAtThatRange() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120")) {
			String target = "pid " + child.pid();
			explorer.waitForRow(child.pid());
			explorer.open(child.pid(), () -> window.hasHeapGenerations(target));
			HeapGenerationsPage heap = window.heapGenerations(target);
			heap.waitForState("live");
			heap.choose("window", "1 min");
			RecordingStore.Stored recorded = record(child.pid(), target);
			heap.click("heap.pause"); // the chart stands still under the mouse
			heap.waitForState("live (paused)");
			heap.waitForChart(c -> true); // a frame of the paused chart to drag across

			Instant from = recorded.start().plusSeconds(1);
			Instant to = recorded.end().minusSeconds(1);
			heap.dragChart(from, to);
			heap.waitEnabled("heap.openRange");
			heap.click("heap.openRange");

			RecordingPage recording = RecordingPage.find(window);
			recording.waitLoaded();
			String range = recording.waitForLabel("recording.range", s -> s.startsWith("Range "));
			double seconds = Double.parseDouble(range.replaceAll(".*\\(([0-9.]+) s\\)$", "$1"));
			assertEquals(Duration.between(from, to).toMillis() / 1000.0, seconds, 1.0,
					"the range is about the span dragged: " + range);
			List<String> title = recording.title();
			assertTrue(title.get(0).startsWith("Profiled (" + recorded.file().getFileName() + ") ["), title.get(0));
			assertTrue(title.get(1).contains("range " + recorded.start().toString().substring(0, 10)),
					"the tooltip has the range's instants: " + title.get(1));
			recording.screenshot("open-range-from-heap");
			window.closeHeapGenerations(target);
		}
	}

	/** Records the child with the default settings for 5 s into the recording store, as Dyno's recordings are. */
	private static RecordingStore.Stored record(long pid, String target) throws Exception {
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
			if (c.connectAndWait(Waits.LIMIT) != JvmConnection.State.LIVE) {
				throw new IOException("cannot connect to the sample: " + c.problem());
			}
			JfrControl control = JfrControl.on(c);
			Recording r = SampleRecordings.recordFor(control, pid,
					new RecordingSettings("dyno-range", RecordingSettings.DEFAULT, Duration.ofSeconds(5), 0));
			control.dump(r.id(), RecordingStore.defaultStore().newFile(control.jvm(), Instant.now()));
			control.close(r.id());
		}
		return RecordingStore.defaultStore().recordingsOf(target).get(0);
	}
}
