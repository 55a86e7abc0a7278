package dyno.cli.internal.heap;

import java.time.Duration;

import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JvmTarget;
import dyno.core.analysis.AnalysisException;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;

/**
 * The command line's way to the JVM of a heap command: a connection of its own with the JMX user of {@code --user}
 * and the password from the environment or the terminal, opened before the analysis runs (so that a password that
 * cannot be had is a usage error, as a wrong target is), connected when the analysis asks, closed after.
 */
final class CommandLineJvms implements JvmAccess {

	/** How often the connection samples the GC counters; null for the connection's default. */
	private final Duration sampling;
	private JvmConnection opened;

	/** @param sampling set before connecting (a live connection must not change it); null for the default */
	CommandLineJvms(Duration sampling) {
		this.sampling = sampling;
	}

	/**
	 * Opens the connection to {@code target} as the JMX {@code user} (null for none), not yet connected; on a wrong
	 * {@code --user} or a password that cannot be had, says so and returns {@link ExitCode#USAGE}, else -1.
	 */
	int open(Target target, String user, Call call) {
		try {
			opened = JvmTarget.open(Target.withUser(target, user));
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage());
			return ExitCode.USAGE;
		}
		if (sampling != null) {
			opened.setInterval(sampling);
		}
		return -1;
	}

	/** The connection {@link #open} opened to this target (with its user), once live; closed with the lease. */
	@Override
	public Lease open(Target target) throws AnalysisException, InterruptedException {
		return JvmAccess.owning(opened);
	}
}
