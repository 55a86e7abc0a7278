package dyno.cli.internal;

import java.io.PrintStream;
import java.util.List;

/** One {@code ./dyno <command>}: parses its own arguments, writes results to out and problems to err. */
interface Command {

	String name();

	/** Arguments as shown in help, e.g. {@code [--json]}. */
	String usage();

	/** One line for {@code ./dyno --help}. */
	String summary();

	/** Runs the command and returns the process exit code (see {@link ExitCode}). */
	int run(List<String> args, PrintStream out, PrintStream err);
}
