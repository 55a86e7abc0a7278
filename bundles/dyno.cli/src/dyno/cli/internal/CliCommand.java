package dyno.cli.internal;

import java.util.List;

import dyno.core.analysis.Parameter;

/**
 * One {@code ./dyno <command>}, declared by its {@link Parameter}s: {@link CommandLines} generates its options,
 * usage line, {@code --help} and bash completion from them, parses the command line into
 * {@link dyno.core.analysis.Arguments} and hands them to {@link #run}. An analysis becomes a command through
 * {@link AnalysisCommand}.
 */
public interface CliCommand {

	String name();

	/** One line for {@code ./dyno --help} and the head of the command's own help. */
	String summary();

	/** Its parameters in the order a person reads them (positional ones in command-line order). */
	List<Parameter<?>> parameters();

	/**
	 * What {@code --format} takes, the default first; empty when the command writes no report (then it has neither
	 * {@code --format} nor {@code -o FILE}).
	 */
	default List<String> formats() {
		return List.of();
	}

	/** Other spellings of its parameters: short names, and hidden aliases kept from older command lines. */
	default List<Alias> aliases() {
		return List.of();
	}

	/** The question asked when a required parameter is missing, e.g. "which JVM?"; null for the generic one. */
	default String whenMissing(Parameter<?> p) {
		return null;
	}

	/** Lines shown after the options in the command's {@code --help}, e.g. examples; empty for none. */
	default List<String> helpFooter() {
		return List.of();
	}

	/** Runs the command on a parsed command line and returns the process exit code ({@link ExitCode}). */
	int run(Call call);
}
