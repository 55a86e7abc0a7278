package dyno.profile.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.profile.JfrControl;
import dyno.profile.JfrFile;
import dyno.profile.RecordingSettings;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;

/**
 * The one workflow of a timed recording ({@code dyno profile} and the workbench's Start JFR Recording): it records
 * the whole duration, waits for the JVM to stop it, fetches it and leaves nothing behind in the JVM; cancelled, the
 * recording goes on in the JVM until fetched (what Ctrl-C on the command line does).
 */
class TimedRecordingTest {

	private static final Duration LENGTH = Duration.ofSeconds(2);

	@Test
	void theAnalysisRecordsTheWholeDurationFetchesAndLeavesNothingInTheJvm(@TempDir Path dir) throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class); JvmConnection c = connected(child)) {
			List<TimedRecording> started = new ArrayList<>();
			ProfileAnalysis analysis = new ProfileAnalysis(JvmAccess.lending(c), started::add);
			Path file = dir.resolve("idle.jfr");
			ProfileResult r = analysis.run(Arguments.of(analysis).with(ProfileAnalysis.TARGET, c.target())
					.with(ProfileAnalysis.DURATION, LENGTH).with(ProfileAnalysis.OUT, file).build(), Progress.NONE);

			assertEquals(1, started.size(), "told once, when the recording ran");
			assertEquals(List.of(file, Files.size(file)), List.of(r.file(), r.bytes()));
			JfrFile recorded = JfrFile.load(file);
			assertTrue(recorded.length().compareTo(LENGTH.minusMillis(200)) >= 0,
					"the whole duration was recorded: " + recorded.length());
			assertTrue(JfrControl.on(c).recordings().isEmpty(), "the recording was closed in the JVM");
		}
	}

	@Test
	void cancelledTheRecordingGoesOnUntilFetched(@TempDir Path dir) throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class); JvmConnection c = connected(child)) {
			JfrControl control = JfrControl.on(c);
			TimedRecording recording = TimedRecording.start(control,
					RecordingSettings.of("dyno-test", RecordingSettings.DEFAULT, Duration.ofMinutes(10)),
					dir.resolve("early.jfr"));
			Progress cancelled = new Progress() {
				@Override
				public void begin(String task, int totalWork) {
				}

				@Override
				public void worked(int work) {
				}

				@Override
				public boolean cancelled() {
					return true;
				}
			};
			assertThrows(InterruptedException.class, () -> recording.awaitEnd(cancelled));
			assertTrue(control.recordings().stream().anyMatch(i -> i.id() == recording.id() && i.running()),
					"cancelling the wait leaves the recording running: " + control.recordings());

			Path file = recording.fetch();
			assertEquals(file, recording.fetch(), "fetched once");
			assertTrue(JfrFile.load(file).eventTypes().contains("jdk.JVMInformation"), "what was recorded so far");
			assertTrue(control.recordings().isEmpty(), "stopped and closed: " + control.recordings());
		}
	}

	private static JvmConnection connected(ChildJvm child) throws Exception {
		JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
		try {
			JvmAccess.awaitLive(c);
			return c;
		} catch (Exception e) {
			c.close();
			throw e;
		}
	}
}
