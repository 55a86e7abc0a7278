package dyno.cli.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dyno.cli.internal.jboss.ConfigCommand;
import dyno.cli.internal.jboss.LintCommand;
import dyno.cli.internal.jvm.JvmsCommand;
import dyno.cli.internal.jvm.ThreadsCommand;
import dyno.cli.internal.jvm.WatchCommand;
import dyno.cli.internal.profile.JfrSummaryCommand;
import dyno.cli.internal.profile.ProfileCommand;
import dyno.cli.internal.heap.DiffCommand;
import dyno.cli.internal.heap.HistoCommand;
import dyno.cli.internal.heap.HoldersCommand;
import dyno.cli.internal.heap.LeaksCommand;
import dyno.cli.internal.load.LoadCommand;
import dyno.load.analysis.LoadComparisonAnalysis;
import dyno.load.analysis.LoadSummaryAnalysis;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code dyno <command> [args]}: the commands by name, help and version, and the exit code. Plain Java, so the
 * same code runs inside the product's OSGi framework ({@link DynoCli}) and on a plain class path ({@link Main}).
 */
final class Commands {

	private final Map<String, Command> commands = new TreeMap<>();
	private final Map<String, CommandLines> generated = new TreeMap<>();
	private final String version;

	/** @param version Dyno's version, as its bundle says it */
	Commands(String version) {
		this.version = version;
		register(new JvmsCommand());
		register(new WatchCommand());
		register(new ThreadsCommand());
		register(new LintCommand());
		register(new ConfigCommand());
		register(new AggregateCommand());
		register(new LoadCommand());
		register(new AnalysisCommand<>(new LoadSummaryAnalysis()));
		register(new AnalysisCommand<>(new LoadComparisonAnalysis()));
		register(new HistoCommand());
		register(new DiffCommand());
		register(new LeaksCommand());
		register(new HoldersCommand());
		register(new ProfileCommand());
		register(new JfrSummaryCommand());
	}

	private void register(Command command) {
		commands.put(command.name(), command);
	}

	private void register(CliCommand command) {
		generated.put(command.name(), new CommandLines(command));
	}

	/** Runs the command line; a bug (not a user error) is reported on {@code err} and fails instead of escaping. */
	int runGuarded(List<String> args, PrintStream out, PrintStream err) {
		try {
			return run(args, out, err);
		} catch (RuntimeException | LinkageError e) {
			err.println("dyno: internal error: " + e);
			e.printStackTrace(err);
			return ExitCode.FAILED;
		}
	}

	int run(List<String> args, PrintStream out, PrintStream err) {
		if (args.isEmpty() || List.of("--help", "-h", "help").contains(args.get(0))) {
			printHelp(out);
			return args.isEmpty() ? ExitCode.USAGE : ExitCode.OK;
		}
		if ("--version".equals(args.get(0))) {
			out.println("dyno " + version + " (Java " + System.getProperty("java.version") + ", "
					+ System.getProperty("java.vm.name") + ")");
			return ExitCode.OK;
		}
		if ("completion".equals(args.get(0))) {
			return completion(args.subList(1, args.size()), out, err);
		}
		CommandLines line = generated.get(args.get(0));
		if (line != null) {
			return line.run(args.subList(1, args.size()), out, err);
		}
		Command command = commands.get(args.get(0));
		if (command == null) {
			err.println("dyno: unknown command '" + args.get(0) + "'; 'dyno --help' lists the commands");
			return ExitCode.USAGE;
		}
		return command.run(args.subList(1, args.size()), out, err);
	}

	private void printHelp(PrintStream out) {
		out.println("Dyno - tuning workbench for Java application servers");
		out.println();
		out.println("usage: dyno                      start the workbench (needs a display)");
		out.println("       dyno --open TARGET... [--interval 100ms]");
		out.println("                                 start it with a Heap Generations view per target");
		out.println("       dyno demo                 start it on sample targets, a WildFly and a ready load test");
		out.println("       dyno <command> [args]     run a command without the workbench");
		out.println("       dyno <command> --help     what a command takes");
		out.println("       dyno --version | --help");
		out.println();
		out.println("commands:");
		Map<String, String[]> all = new TreeMap<>();
		commands.values().forEach(c -> all.put(c.name(), new String[] { c.usage(), c.summary() }));
		generated.forEach((name, line) -> all.put(name, new String[] { line.synopsis(), line.spec().usageMessage()
				.description()[0] }));
		all.put("completion", new String[] { "bash", "print a bash completion script: source <(./dyno completion bash)" });
		all.forEach((name, usageAndSummary) -> {
			String synopsis = name + " " + usageAndSummary[0];
			if (synopsis.length() <= 24) {
				out.printf("  %-24s %s%n", synopsis, usageAndSummary[1]);
			} else {
				// A long synopsis gets its own line; the summary follows, indented.
				out.printf("  %s%n  %-24s %s%n", synopsis, "", usageAndSummary[1]);
			}
		});
		out.println();
		out.println("exit codes: 0 ok, 1 the command failed, 2 wrong command line");
	}

	/** {@code dyno completion bash}: a bash script that completes Dyno's commands and their options. */
	private int completion(List<String> args, PrintStream out, PrintStream err) {
		if (!List.of("bash").equals(args)) {
			err.println("dyno completion: which shell? 'dyno completion bash' is the one there is (usage: dyno "
					+ "completion bash)");
			return ExitCode.USAGE;
		}
		CommandSpec root = CommandSpec.create().name("dyno");
		generated.forEach((name, line) -> root.addSubcommand(name, line.commandLine()));
		commands.keySet().forEach(name -> root.addSubcommand(name, CommandSpec.create().name(name)));
		root.addSubcommand("demo", CommandSpec.create().name("demo"));
		root.addSubcommand("completion", CommandSpec.create().name("completion")
				.addPositional(PositionalParamSpec.builder().paramLabel("shell").completionCandidates(List.of("bash"))
						.build()));
		out.print(AutoComplete.bash("dyno", new CommandLine(root)));
		return ExitCode.OK;
	}
}
