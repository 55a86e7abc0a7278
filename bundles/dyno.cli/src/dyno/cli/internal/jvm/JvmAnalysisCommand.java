package dyno.cli.internal.jvm;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Analysis;
import dyno.core.analysis.Result;

/**
 * An analysis of one JVM as a command. What only shows once the target is known is a wrong command line too
 * (exit code 2): {@code --user} for a target without JMX, a password that cannot be had, options that exclude
 * each other. The analysis says it with an {@link IllegalArgumentException}.
 */
public class JvmAnalysisCommand<R extends Result> extends AnalysisCommand<R> {

	/** The question when a command that also reads jstatd's JVMs is given none. */
	static final String WHICH_JVM = "which JVM? give a pid, host[:port]/pid, host:port or service:jmx:url";

	public JvmAnalysisCommand(Analysis<R> analysis) {
		super(analysis);
	}

	@Override
	public int run(Call call) {
		try {
			return super.run(call);
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage() + " ('dyno " + name() + " --help' shows the usage)");
			return ExitCode.USAGE;
		}
	}
}
