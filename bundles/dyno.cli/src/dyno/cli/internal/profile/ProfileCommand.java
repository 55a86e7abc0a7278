package dyno.cli.internal.profile;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

import dyno.cli.internal.Alias;
import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JmxPassword;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.profile.analysis.ProfileAnalysis;
import dyno.profile.analysis.ProfileResult;
import dyno.profile.analysis.TimedRecording;

/**
 * {@code ./dyno profile <target>}: the {@link ProfileAnalysis}, saying when the recording runs and where it went.
 * Interrupted (Ctrl-C, SIGTERM), it still fetches what was recorded so far: a shutdown hook does, while the
 * recording runs.
 */
public final class ProfileCommand implements CliCommand {

	/** The analysis as declared, for the command line; each run makes one that tells its own call. */
	private final ProfileAnalysis declared = analysis(null, null);

	@Override
	public String name() {
		return "profile";
	}

	@Override
	public String summary() {
		return declared.summary();
	}

	@Override
	public List<Parameter<?>> parameters() {
		return declared.parameters();
	}

	@Override
	public List<Alias> aliases() {
		return List.of(Alias.shortName("-o", ProfileAnalysis.OUT.name()),
				Alias.hidden("-d", ProfileAnalysis.DURATION.name()));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return p == ProfileAnalysis.TARGET ? "which JVM? give a pid, host:port or service:jmx:url" : null;
	}

	@Override
	public int run(Call call) {
		Thread[] onInterrupt = new Thread[1];
		try {
			ProfileResult result = analysis(call, onInterrupt).run(call.arguments(), Progress.NONE);
			call.out().print(Faces.text(result.report()));
			return ExitCode.OK;
		} catch (AnalysisException e) {
			return call.failed(e.getMessage());
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage() + " ('dyno profile --help' shows the usage)");
			return ExitCode.USAGE;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return call.failed("interrupted");
		} finally {
			if (onInterrupt[0] != null) {
				try {
					Runtime.getRuntime().removeShutdownHook(onInterrupt[0]);
				} catch (IllegalStateException e) {
					// interrupted: the JVM is shutting down and the hook is running
				}
			}
		}
	}

	/**
	 * The analysis of one run; told that the recording runs, it says so and sets up the fetch for an interruption.
	 *
	 * @param onInterrupt receives the shutdown hook, which the run removes once the recording is fetched
	 */
	private static ProfileAnalysis analysis(Call call, Thread[] onInterrupt) {
		return new ProfileAnalysis(JmxPassword.access(), recording -> {
			call.out().printf(Locale.ROOT, "recording %d of %s %s with the %s settings ...%n", recording.id(),
					recording.jvm(), recording.duration() == null ? "until stopped (Ctrl-C fetches it)"
							: "for " + recording.duration().toString().substring(2).toLowerCase(Locale.ROOT),
					call.get(ProfileAnalysis.SETTINGS));
			call.out().flush();
			onInterrupt[0] = new Thread(() -> fetchInterrupted(recording, call), "dyno-profile-fetch");
			Runtime.getRuntime().addShutdownHook(onInterrupt[0]);
		});
	}

	private static void fetchInterrupted(TimedRecording recording, Call call) {
		try {
			recording.fetch();
			// Until stopped, Ctrl-C is how it ends, not an interruption.
			call.say(recording.duration() == null ? "stopped; the recording is in " + recording.file()
					: "interrupted; what was recorded is in " + recording.file());
		} catch (IOException e) {
			call.say("interrupted; the recording could not be fetched: " + e.getMessage());
		}
	}
}
