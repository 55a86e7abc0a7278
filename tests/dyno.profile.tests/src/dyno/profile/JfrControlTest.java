package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

class JfrControlTest {

	@Test
	void aRecordingRunsIsDumpedWhileRunningThenStopsAndCloses() throws Exception {
		ProfiledRecording.Made m = ProfiledRecording.made();
		RecordingInfo running = m.whileRunning().stream().filter(r -> r.id() == m.id()).findFirst().orElseThrow();
		assertEquals("dyno-test", running.name());
		assertTrue(running.running(), running.state());
		assertEquals("STOPPED", m.afterStop().stream().filter(r -> r.id() == m.id()).findFirst().orElseThrow().state());
		assertTrue(m.afterClose().stream().noneMatch(r -> r.id() == m.id()), "closed recordings are gone: " + m.afterClose());
		// The clone made for the dump while running was closed again.
		assertEquals(1, m.afterStop().size(), m.afterStop().toString());
		assertTrue(Files.size(m.file()) > 100_000, "a 4 s profile recording has more than 100 KB");
	}

	@Test
	void aFixedDurationRecordingStopsByItself(@TempDir Path dir) throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = connected(child)) {
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(RecordingSettings.of("short", RecordingSettings.DEFAULT, Duration.ofSeconds(1)));
			RecordingInfo info = control.recordings().stream().filter(i -> i.id() == r.id()).findFirst().orElseThrow();
			assertEquals(Duration.ofSeconds(1), info.duration());
			Waits.value("the 1 s recording stopped by itself", control::recordings,
					recordings -> recordings.stream().noneMatch(i -> i.id() == r.id() && i.running()));
			Path file = control.dump(r.id(), dir.resolve("sub/short.jfr"));
			assertTrue(JfrFile.load(file).eventTypes().contains("jdk.JVMInformation"), "the events every chunk has");
			control.close(r.id());
		}
	}

	@Test
	void aJvmThatEndedIsNamedAsTheCause() throws Exception {
		ChildJvm child = ChildJvm.start(Idle.class);
		try (JvmConnection c = connected(child)) {
			JfrControl control = JfrControl.on(c);
			child.close();
			IOException e = assertThrows(IOException.class,
					() -> control.start(RecordingSettings.of("late", RecordingSettings.DEFAULT, null)));
			assertTrue(e.getMessage().contains("pid " + child.pid()), e.getMessage());
			assertTrue(e.getMessage().matches("(?s).*(ended|broke|refused|not connected).*"), e.getMessage());
		}
	}

	@Test
	void aConnectionThatIsNotLiveGivesNoControl() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			IOException e = assertThrows(IOException.class, () -> JfrControl.on(c));
			assertTrue(e.getMessage().contains("not connected"), e.getMessage());
		}
	}

	@Test
	void anUnknownRecordingIsNamed() throws Exception {
		try (ChildJvm child = ChildJvm.start(Idle.class);
				JvmConnection c = connected(child)) {
			IOException e = assertThrows(IOException.class, () -> JfrControl.on(c).stop(4711));
			assertTrue(e.getMessage().contains("no recording 4711"), e.getMessage());
		}
	}

	@Test
	void settingsAreChecked() {
		assertThrows(IllegalArgumentException.class, () -> RecordingSettings.of("x", "fast", null));
		assertThrows(IllegalArgumentException.class, () -> RecordingSettings.of("x", "default", Duration.ZERO));
		assertThrows(IllegalArgumentException.class, () -> new RecordingSettings("x", "profile", null, -1));
		assertNull(RecordingSettings.of("x", "profile", null).duration(), "null records until stopped");
	}

	private static JvmConnection connected(ChildJvm child) throws Exception {
		JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared());
		assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
		return c;
	}
}
