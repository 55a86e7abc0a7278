package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import dyno.jvm.JvmConnection;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingInfo;
import dyno.profile.RecordingSettings;
import dyno.profile.RecordingStore;

/**
 * {@code ./dyno profile <target>}: records the JVM with JFR for a while, fetches the recording over JMX (so it
 * works for remote targets) into the recording store or {@code --out}, and closes it in the target. Interrupted
 * (Ctrl-C), it still fetches what was recorded so far.
 */
final class ProfileCommand extends JvmCommand<ProfileOptions> {

	/** How long after the duration the target may take to stop the recording by itself. */
	private static final long GRACE_MILLIS = 30_000;

	ProfileCommand() {
		super(ProfileOptions::parse, null);
	}

	@Override
	public String name() {
		return "profile";
	}

	@Override
	public String usage() {
		return ProfileOptions.USAGE;
	}

	@Override
	public String summary() {
		return "record a JVM with JDK Flight Recorder and fetch the .jfr (" + RecordingStore.defaultStore().root()
				+ " or --out FILE); read it with jfr-summary";
	}

	@Override
	int run(ProfileOptions options, JvmConnection connection, PrintStream out, PrintStream err)
			throws IOException, InterruptedException {
		if (!JvmTarget.connected(connection, name(), err)) {
			return ExitCode.FAILED;
		}
		JfrControl control = JfrControl.on(connection);
		Path file = options.out() != null ? options.out()
				: RecordingStore.defaultStore().newFile(control.jvm(), Instant.now());
		Recording r = control.start(new RecordingSettings("dyno", options.settings(), options.duration(), 0));
		out.printf(Locale.ROOT, "recording %d of %s for %s with the %s settings ...%n", r.id(), control.jvm(),
				options.duration().toString().substring(2).toLowerCase(Locale.ROOT), options.settings());
		out.flush();
		Fetch fetch = new Fetch(control, r.id(), file);
		Thread onInterrupt = new Thread(fetch::runQuietly, "dyno-profile-fetch");
		Runtime.getRuntime().addShutdownHook(onInterrupt);
		waitUntilStopped(control, r, options);
		fetch.run();
		Runtime.getRuntime().removeShutdownHook(onInterrupt);
		out.printf(Locale.ROOT, "%s: %,d bytes%n", file, Files.size(file));
		return ExitCode.OK;
	}

	/** Waits for the target to stop the recording at its duration (it stops it itself; a lost target says so). */
	private static void waitUntilStopped(JfrControl control, Recording r, ProfileOptions options)
			throws IOException, InterruptedException {
		long until = System.currentTimeMillis() + options.duration().toMillis() + GRACE_MILLIS;
		Thread.sleep(options.duration().toMillis());
		while (System.currentTimeMillis() < until) {
			RecordingInfo info = control.recordings().stream().filter(i -> i.id() == r.id()).findFirst()
					.orElseThrow(() -> new IOException(control.jvm() + " closed recording " + r.id()));
			if (!info.running()) {
				return;
			}
			Thread.sleep(200);
		}
		control.stop(r.id());
	}

	/** Fetches the recording and closes it in the target, once: at the end, or from the shutdown hook. */
	private static final class Fetch {
		private final JfrControl control;
		private final long id;
		private final Path file;
		private boolean done;

		Fetch(JfrControl control, long id, Path file) {
			this.control = control;
			this.id = id;
			this.file = file;
		}

		synchronized void run() throws IOException {
			if (done) {
				return;
			}
			done = true;
			try {
				control.dump(id, file);
			} finally {
				control.close(id);
			}
		}

		void runQuietly() {
			try {
				run();
				System.err.println("dyno profile: interrupted; what was recorded is in " + file);
			} catch (IOException e) {
				System.err.println("dyno profile: interrupted; the recording could not be fetched: " + e.getMessage());
			}
		}
	}
}
