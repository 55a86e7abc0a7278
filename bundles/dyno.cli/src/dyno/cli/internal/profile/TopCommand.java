package dyno.cli.internal.profile;

import java.io.IOException;
import java.util.List;

import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JmxPassword;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.analysis.JvmTargets;
import dyno.profile.FrameFilter;
import dyno.profile.LiveProfile;
import dyno.profile.analysis.LiveProfileParameters;

/**
 * {@code ./dyno top <target>}: the JVM's {@link LiveProfile} streamed and its hot methods printed every second, like
 * {@code top} for methods. It streams until {@code --for} is over or Ctrl-C, so it prints tables, not one result;
 * either way the stream's recording is closed in the target before the command ends.
 */
public final class TopCommand implements CliCommand {

	/** How many hot methods each second's table lists: the command line's own, the profile counts them all. */
	static final Parameter<Integer> LIMIT = Parameter.option("limit", ValueType.wholeNumber(1), 10,
			"hot methods to print each second");

	@Override
	public String name() {
		return "top";
	}

	@Override
	public String summary() {
		return "stream a JVM's execution samples (JFR over JMX) and print its hot methods every second, like top";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(LiveProfileParameters.TARGET, LiveProfileParameters.FOR, LIMIT, JvmTargets.USER);
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return p == LiveProfileParameters.TARGET ? "which JVM? give a pid, host:port or service:jmx:url" : null;
	}

	@Override
	public List<String> helpFooter() {
		return List.of("", "Every second, the hot methods of the last " + LiveProfile.DEFAULT_WINDOW.toSeconds()
				+ " s by execution samples (one every " + LiveProfile.DEFAULT_PERIOD.toMillis() + " ms",
				"per running thread): self% counts the samples with the method's own code on top of the stack,",
				"total% those with it anywhere on the stack. Needs JDK 17 or later in the target; the stream's",
				"recording there is closed when top ends (--for over, Ctrl-C).");
	}

	@Override
	public int run(Call call) {
		JvmAccess.Lease lease;
		try {
			Target target = Target.withUser(call.get(LiveProfileParameters.TARGET), call.get(JvmTargets.USER));
			lease = JmxPassword.access().open(target);
		} catch (IllegalArgumentException e) {
			// a user for a target without one, or a password that cannot be had
			call.say(e.getMessage() + " ('dyno top --help' shows the usage)");
			return ExitCode.USAGE;
		} catch (AnalysisException e) {
			return call.failed(e.getMessage());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return call.failed("interrupted");
		}
		try (lease) {
			LiveProfile profile = LiveProfile.start(lease.connection(), LiveProfile.DEFAULT_PERIOD,
					LiveProfile.DEFAULT_WINDOW, FrameFilter.NONE);
			return new Top(profile, call.get(LIMIT), call.get(LiveProfileParameters.FOR), call).run();
		} catch (IOException e) {
			return call.failed(e.getMessage());
		}
	}
}
