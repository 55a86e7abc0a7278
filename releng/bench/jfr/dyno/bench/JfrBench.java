package dyno.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.AllocationProfile;
import dyno.profile.ContentionProfile;
import dyno.profile.ExecutionProfile;
import dyno.profile.FrameFilter;
import dyno.profile.JfrControl;
import dyno.profile.JfrFile;
import dyno.profile.JfrRules;
import dyno.profile.Recording;
import dyno.profile.RecordingSettings;

/**
 * {@code record PID SECONDS FILE}: records a JVM with Dyno's profile settings through {@link JfrControl} and
 * fetches the file. {@code analyse FILE}: loads it and runs each analysis once, printing
 * {@code RESULT step seconds} lines (wall time; the JVM is fresh, so the first step pays for class loading and
 * the JIT, as a user opening a recording does).
 */
public final class JfrBench {

	public static void main(String[] args) throws Exception {
		if (args[0].equals("record")) {
			record(Long.parseLong(args[1]), Duration.ofSeconds(Long.parseLong(args[2])), Path.of(args[3]));
		} else {
			analyse(Path.of(args[1]));
		}
	}

	private static void record(long pid, Duration length, Path file) throws Exception {
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
			c.connectAndWait(Duration.ofSeconds(20));
			JfrControl control = JfrControl.on(c);
			Recording r = control.start(new RecordingSettings("bench", RecordingSettings.PROFILE, null, 0));
			Thread.sleep(length.toMillis());
			control.stop(r.id());
			long t = System.nanoTime();
			control.dump(r.id(), file);
			double fetch = (System.nanoTime() - t) / 1e9;
			control.close(r.id());
			System.out.printf(Locale.ROOT, "RESULT fetch %.3f s %d bytes%n", fetch, Files.size(file));
		}
		System.exit(0);
	}

	private static void analyse(Path path) throws Exception {
		long start = System.nanoTime();
		JfrFile file = time("load", () -> JfrFile.load(path));
		ExecutionProfile e = time("execution", () -> ExecutionProfile.of(file, FrameFilter.NONE));
		time("allocation", () -> AllocationProfile.of(file).byClass());
		time("contention", () -> ContentionProfile.of(file).byLockClass());
		time("rules", () -> JfrRules.evaluate(file));
		System.out.printf(Locale.ROOT, "RESULT total %.3f s%n", (System.nanoTime() - start) / 1e9);
		System.out.printf(Locale.ROOT, "INFO %d execution samples, %d event types, span %s, heap used %d MiB%n",
				e.samples(), file.eventTypes().size(), file.length(),
				ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() >> 20);
	}

	private static <T> T time(String step, Callable<T> work) throws Exception {
		long t = System.nanoTime();
		T result = work.call();
		System.out.printf(Locale.ROOT, "RESULT %s %.3f s%n", step, (System.nanoTime() - t) / 1e9);
		return result;
	}
}
