package dyno.ui.tests.pages;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingInfo;
import dyno.profile.RecordingSettings;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;
import dyno.samples.TwoPhases;
import dyno.samples.Waits;

/**
 * Real recordings for the tests of the Recording editor: a few seconds of the Profiled sample, recorded once per test
 * run (each recording costs a child JVM and ~8 s) and copied for each test that asks; and the two phases of
 * {@link TwoPhases} recorded by the JVM itself.
 */
public final class SampleRecordings {

	private static Path recorded;

	private SampleRecordings() {
	}

	/** Four seconds of {@link Profiled} with the {@code profile} settings, copied into {@code file}. */
	public static synchronized Path profiled(Path file) throws Exception {
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
			if (c.connectAndWait(Waits.LIMIT) != JvmConnection.State.LIVE) {
				throw new IOException("cannot connect to the sample: " + c.problem());
			}
			JfrControl control = JfrControl.on(c);
			Recording r = recordFor(control, child.pid(),
					new RecordingSettings("dyno-sample", RecordingSettings.PROFILE, Duration.ofSeconds(4), 0));
			control.dump(r.id(), file);
			control.close(r.id());
			return file;
		}
	}

	/**
	 * Starts a recording of a set {@link RecordingSettings#duration() duration} and waits until the JVM has ended it:
	 * the span is the recording's content, so the JVM's own end of it is the fact awaited, not the test's clock. The
	 * recording stays in the JVM, stopped, for {@link JfrControl#dump} and {@link JfrControl#close}.
	 */
	public static Recording recordFor(JfrControl control, long pid, RecordingSettings settings) throws Exception {
		Recording r = control.start(settings);
		Waits.of("the JVM " + pid + " ends its " + settings.duration().toMillis() + " ms recording " + settings.name())
				.unless(() -> ProcessHandle.of(pid).isEmpty(), () -> "the JVM ended")
				.value(() -> control.recordings().stream().filter(i -> i.id() == r.id()).findFirst()
						.map(RecordingInfo::state).orElse("not listed"), "STOPPED"::equals);
		return r;
	}

	/** What the JVM says of its recordings ({@code jcmd PID JFR.check}): one "Recording N: …" line each. */
	public static String jfrCheck(long pid) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
				Long.toString(pid), "JFR.check").redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes());
		p.waitFor();
		return out;
	}

	/**
	 * Records {@link TwoPhases} (5 s a phase) twice, with two recordings the JVM starts itself (no connection to
	 * wait for on a busy machine): its first 4 s, all in phase one, into {@code one}, and 3 s from 6.5 s on, well
	 * inside phase two, into {@code two}. Each is written when its duration ends; the JVM ends by itself.
	 */
	public static void recordPhases(Path one, Path two) throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of(
				"-XX:StartFlightRecording=name=one,settings=profile,duration=4s,filename=" + one,
				"-XX:StartFlightRecording=name=two,settings=profile,delay=6500ms,duration=3s,filename=" + two),
				TwoPhases.class, "5", "1")) {
			// The JVM ends by itself after its two phases; by then JFR has written both recordings (at their end or at exit).
			Waits.until("the TwoPhases JVM ends after its two recordings", () -> !child.isAlive());
			assertTrue(Files.size(one) > 0 && Files.size(two) > 0, "both recordings written");
		}
	}
}
