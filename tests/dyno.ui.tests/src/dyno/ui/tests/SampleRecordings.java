package dyno.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingSettings;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;

/**
 * Real recordings for the tests of the Recording editor: a few seconds of the Profiled sample, recorded once per test
 * run (each recording costs a child JVM and ~8 s) and copied for each test that asks.
 */
final class SampleRecordings {

	private static Path recorded;

	private SampleRecordings() {
	}

	/** Four seconds of {@link Profiled} with the {@code profile} settings, copied into {@code file}. */
	static synchronized Path profiled(Path file) throws Exception {
		if (recorded == null) {
			Path once = Files.createTempFile("dyno-profiled", ".jfr");
			once.toFile().deleteOnExit();
			recorded = record(once);
		}
		return Files.copy(recorded, file, StandardCopyOption.REPLACE_EXISTING);
	}

	private static Path record(Path file) throws Exception {
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			if (c.connectAndWait(Duration.ofSeconds(20)) != JvmConnection.State.LIVE) {
				throw new IOException("cannot connect to the sample: " + c.problem());
			}
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(new RecordingSettings("dyno-sample", RecordingSettings.PROFILE, null, 0));
			Thread.sleep(4000);
			control.dump(r.id(), file);
			control.stop(r.id());
			control.close(r.id());
			return file;
		}
	}
}
