package dyno.profile.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import dyno.core.analysis.Progress;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingInfo;
import dyno.profile.RecordingSettings;

/**
 * A JFR recording from start to the fetched file, of a fixed length or until stopped: the one workflow of
 * {@code dyno profile} and the workbench's Start JFR Recording. The JVM stops a recording of a fixed length by
 * itself; the wait gives it {@link #GRACE} to do so (it writes its last chunk just after the duration) before
 * stopping it. One without a duration is waited for until the wait is interrupted (Ctrl-C on the command line)
 * or something stops it in the JVM. Fetching copies
 * the recording over JMX, so it works for remote JVMs, and closes it in the JVM, which then frees what it kept.
 */
public final class TimedRecording {

	/** How long after the duration the JVM may take to stop the recording by itself. */
	public static final Duration GRACE = Duration.ofSeconds(30);
	private static final long POLL_MILLIS = 200;

	private final JfrControl control;
	private final long id;
	private final Duration duration;
	private final Path file;
	private boolean fetched;

	private TimedRecording(JfrControl control, long id, Duration duration, Path file) {
		this.control = control;
		this.id = id;
		this.duration = duration;
		this.file = file;
	}

	/**
	 * Starts a recording of {@code settings.duration()} (null: until stopped) that {@link #fetch} will copy into
	 * {@code file}.
	 */
	public static TimedRecording start(JfrControl control, RecordingSettings settings, Path file) throws IOException {
		Recording r = control.start(settings);
		return new TimedRecording(control, r.id(), settings.duration(), file);
	}

	/** The recording's id in the JVM. */
	public long id() {
		return id;
	}

	/** The JVM, as {@link JfrControl#jvm()} names it. */
	public String jvm() {
		return control.jvm();
	}

	/** How long it records; null until stopped. */
	public Duration duration() {
		return duration;
	}

	public Path file() {
		return file;
	}

	/**
	 * Waits out the duration (a second of work each), then for the JVM to stop the recording, at most
	 * {@link #GRACE}; then stops it. Without a duration, waits until the recording is stopped in the JVM. Cancelled,
	 * the recording goes on in the JVM (fetch it, or stop it later).
	 *
	 * @throws IOException when the JVM closed the recording meanwhile
	 */
	public void awaitEnd(Progress progress) throws IOException, InterruptedException {
		if (duration == null) {
			progress.begin("Recording " + jvm() + " until stopped", -1);
			while (running()) { // once a second: a long recording asks the JVM no more often than that
				progress.checkCancelled();
				Thread.sleep(1000);
			}
			return;
		}
		long seconds = Math.max(1, duration.toSeconds());
		progress.begin("Recording " + jvm() + " for " + seconds + " s", (int) Math.min(Integer.MAX_VALUE, seconds));
		long end = System.nanoTime() + duration.toNanos();
		for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
			progress.checkCancelled();
			Thread.sleep(Math.min(1000, Math.max(1, left / 1_000_000)));
			progress.worked(1);
		}
		long until = System.nanoTime() + GRACE.toNanos();
		while (System.nanoTime() < until) {
			progress.checkCancelled();
			if (!running()) {
				return;
			}
			Thread.sleep(POLL_MILLIS);
		}
		control.stop(id);
	}

	/** Whether the recording still runs in the JVM; it must still be there. */
	private boolean running() throws IOException {
		RecordingInfo info = control.recordings().stream().filter(i -> i.id() == id).findFirst()
				.orElseThrow(() -> new IOException(jvm() + " closed recording " + id
						+ " before Dyno could fetch it (jcmd JFR.stop or another tool ended it)"));
		return info.running();
	}

	/**
	 * Copies the recording into the file and closes it in the JVM, once: at its end, or when the wait was
	 * interrupted (Ctrl-C), with what was recorded so far. Later calls return the file.
	 */
	public synchronized Path fetch() throws IOException {
		if (!fetched) {
			fetched = true;
			fetch(control, id, true, file);
		}
		return file;
	}

	/**
	 * Copies recording {@code id} into {@code file}; with {@code end}, stops it first (unless it has ended: stopping
	 * it again is an error) and afterwards closes it in the JVM. Without, the recording goes on.
	 */
	public static Path fetch(JfrControl control, long id, boolean end, Path file) throws IOException {
		if (!end) {
			return control.dump(id, file);
		}
		if (control.recordings().stream().anyMatch(r -> r.id() == id && r.running())) {
			control.stop(id);
		}
		try {
			return control.dump(id, file);
		} finally {
			control.close(id);
		}
	}
}
