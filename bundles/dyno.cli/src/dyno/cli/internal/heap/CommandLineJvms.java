package dyno.cli.internal.heap;

import java.time.Duration;

import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.JvmTarget;
import dyno.cli.internal.TargetArgument;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.heap.analysis.JvmAccess;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;

/**
 * The command line's way to the JVM of a heap command: a connection of its own with the JMX user of {@code --user}
 * and the password from the environment or the terminal, opened before the analysis runs (so that a password that
 * cannot be had is a usage error, as a wrong target is), connected when the analysis asks, closed after.
 */
final class CommandLineJvms implements JvmAccess {

	static final Parameter<String> USER = Parameter.optional("user", new ValueType<>("NAME", name -> name, name -> name),
			"JMX user; the password is read from DYNO_JMX_PASSWORD or asked on the terminal, never from the command line");

	/** How often the connection samples the GC counters; null for the connection's default. */
	private final Duration sampling;
	private JvmConnection opened;

	/** @param sampling set before connecting (see {@link JvmTarget#connect}); null for the default */
	CommandLineJvms(Duration sampling) {
		this.sampling = sampling;
	}

	/**
	 * Opens the connection to {@code target} as the JMX {@code user} (null for none), not yet connected; on a wrong
	 * {@code --user} or a password that cannot be had, says so and returns {@link ExitCode#USAGE}, else -1.
	 */
	int open(Target target, String user, Call call) {
		try {
			opened = JvmTarget.open(TargetArgument.withUser(target, user));
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage());
			return ExitCode.USAGE;
		}
		if (sampling != null) {
			opened.setInterval(sampling);
		}
		return -1;
	}

	/** The connection {@link #open} opened to this target (with its user), once live. */
	@Override
	public JvmConnection connect(Target target) throws AnalysisException, InterruptedException {
		String why = JvmTarget.whyNotConnected(opened);
		if (why != null) {
			opened.close();
			throw new AnalysisException(why);
		}
		return opened;
	}

	@Override
	public void release(JvmConnection connection) {
		connection.close();
	}
}
