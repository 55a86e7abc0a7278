package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;

/**
 * One recording of the {@link Profiled} sample, made once for all test classes (a child JVM and 4 s of
 * recording each would triple the suite's time): started with the profile settings, dumped while still running
 * (the clone path), then stopped and closed. What the control reported on the way is kept for the tests.
 */
final class ProfiledRecording {

	static final Duration LENGTH = Duration.ofSeconds(4);

	/**
	 * @param file         the dumped recording
	 * @param id           its id in the child
	 * @param whileRunning the child's recordings while it ran
	 * @param afterStop    after {@link JfrControl#stop}
	 * @param afterClose   after {@link JfrControl#close}
	 */
	record Made(Path file, long id, List<RecordingInfo> whileRunning, List<RecordingInfo> afterStop,
			List<RecordingInfo> afterClose) {
	}

	private static Made made;
	private static JfrFile loaded;

	private ProfiledRecording() {
	}

	static synchronized Made made() throws Exception {
		if (made == null) {
			made = record();
		}
		return made;
	}

	/** The recording read once (the analyses only read it). */
	static synchronized JfrFile file() throws Exception {
		if (loaded == null) {
			loaded = JfrFile.load(made().file());
		}
		return loaded;
	}

	private static Made record() throws Exception {
		Path dir = Files.createTempDirectory("dyno-profile-tests");
		Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			if (c.connectAndWait(Duration.ofSeconds(20)) != JvmConnection.State.LIVE) {
				throw new IOException("cannot connect to the sample: " + c.problem());
			}
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(new RecordingSettings("dyno-test", RecordingSettings.PROFILE, null, 0));
			Thread.sleep(LENGTH.toMillis());
			List<RecordingInfo> running = control.recordings();
			Path file = control.dump(r.id(), dir.resolve("profiled.jfr"));
			control.stop(r.id());
			List<RecordingInfo> stopped = control.recordings();
			control.close(r.id());
			return new Made(file, r.id(), running, stopped, control.recordings());
		}
	}

	private static void delete(Path dir) {
		try (Stream<Path> files = Files.walk(dir)) {
			files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// a temp folder left behind
		}
	}
}
