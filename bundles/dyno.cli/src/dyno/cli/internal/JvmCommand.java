package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;

/**
 * A command on one JVM ({@code histo}, {@code profile}, {@code threads}, {@code watch}): parses its options, opens
 * the connection with the JMX password from the environment or the terminal, says a usage error (exit code 2) and a
 * failure to read the JVM (exit code 1) the same way for all, and hands the connection to
 * {@link #run(Object, JvmConnection, PrintStream, PrintStream)}.
 *
 * @param <O> the command's checked options
 */
abstract class JvmCommand<O extends JvmCommand.Options> implements Command {

	/** The checked command line of a command on one JVM. */
	interface Options {
		/** The JVM, with the JMX user of {@code --user}. */
		Target target();
	}

	private final Function<List<String>, O> parser;
	private final Consumer<PrintStream> helpPage;

	/**
	 * @param parser   checks the command line: a wrong one throws {@link IllegalArgumentException} with the reason
	 * @param helpPage what {@code dyno <name> --help} prints, for a command whose choices need more than its usage
	 *                 line (a usage error then points to it); null when the usage line says it all (a usage error
	 *                 then shows it)
	 */
	JvmCommand(Function<List<String>, O> parser, Consumer<PrintStream> helpPage) {
		this.parser = parser;
		this.helpPage = helpPage;
	}

	/**
	 * Acts on the JVM; {@code connection} is opened but not connected (so {@code watch} listens from the first
	 * sample): {@link JvmTarget#connected} connects it. The caller closes it.
	 *
	 * @return the exit code
	 * @throws IOException said as {@code dyno <name>: <message>}, exit code 1
	 */
	abstract int run(O options, JvmConnection connection, PrintStream out, PrintStream err)
			throws IOException, InterruptedException;

	@Override
	public final int run(List<String> args, PrintStream out, PrintStream err) {
		if (helpPage != null && args.contains("--help")) {
			helpPage.accept(out);
			return ExitCode.OK;
		}
		O options;
		JvmConnection connection;
		try {
			options = parser.apply(args);
			connection = JvmTarget.open(options.target());
		} catch (IllegalArgumentException e) {
			err.println("dyno " + name() + ": " + e.getMessage() + (helpPage != null
					? " ('dyno " + name() + " --help' shows the usage)" : " (usage: dyno " + name() + " " + usage() + ")"));
			return ExitCode.USAGE;
		}
		try (connection) {
			return run(options, connection, out, err);
		} catch (IOException e) {
			err.println("dyno " + name() + ": " + e.getMessage());
			return ExitCode.FAILED;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return ExitCode.FAILED;
		}
	}
}
