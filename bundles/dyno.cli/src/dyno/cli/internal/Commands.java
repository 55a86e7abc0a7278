package dyno.cli.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dyno.cli.internal.heap.DiffCommand;
import dyno.cli.internal.heap.DominatorsCommand;
import dyno.cli.internal.heap.HistoCommand;
import dyno.cli.internal.heap.HoldersCommand;
import dyno.cli.internal.heap.LeaksCommand;
import dyno.cli.internal.heap.SuspectsCommand;
import dyno.cli.internal.jboss.ConfigCommand;
import dyno.cli.internal.jboss.LintCommand;
import dyno.cli.internal.jboss.RulesCommand;
import dyno.cli.internal.jvm.JvmsCommand;
import dyno.cli.internal.jvm.ThreadsCommand;
import dyno.cli.internal.jvm.WatchCommand;
import dyno.cli.internal.load.LoadCommand;
import dyno.cli.internal.load.ReportCommand;
import dyno.cli.internal.mcp.McpCommand;
import dyno.cli.internal.profile.FlameCommand;
import dyno.cli.internal.profile.JfrSummaryCommand;
import dyno.cli.internal.profile.ProfileCommand;
import dyno.cli.internal.profile.TopCommand;
import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisRegistry;
import dyno.core.analysis.Result;
import dyno.heap.analysis.DiffAnalysis;
import dyno.heap.analysis.DominatorsAnalysis;
import dyno.heap.analysis.HistoAnalysis;
import dyno.heap.analysis.HoldersAnalysis;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.analysis.SuspectsAnalysis;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.RuleReferenceAnalysis;
import dyno.jvm.analysis.JvmsAnalysis;
import dyno.jvm.analysis.ThreadsAnalysis;
import dyno.load.analysis.AggregateAnalysis;
import dyno.load.analysis.LoadReportAnalysis;
import dyno.load.analysis.LoadSummaryAnalysis;
import dyno.profile.analysis.FlameAnalysis;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.ProfileAnalysis;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code dyno <command> [args]}: the commands by name, help and version, and the exit code. Plain Java, so the
 * same code runs inside the product's OSGi framework ({@link DynoCli}) and on a plain class path ({@link Main}).
 */
public final class Commands {

	/** The width {@code --help} fits its lines to, as a terminal's default. */
	private static final int WIDTH = 100;

	private final Map<String, CommandLines> generated = new TreeMap<>();
	private final String version;

	/**
	 * The commands of the installed analyses ({@link AnalysisRegistry#load()}) and of the command line alone.
	 *
	 * @param version Dyno's version, as its bundle says it. Public for the workbench's tests that run a command line
	 *                in-process beside the face it must agree with.
	 */
	public Commands(String version) {
		this(version, AnalysisRegistry.load());
	}

	/** @param analyses a command each; public for the tests that add an analysis of their own */
	public Commands(String version, AnalysisRegistry analyses) {
		this.version = version;
		analyses.all().forEach(a -> register(face(a)));
		// What runs no registered analysis: live views on a terminal, a load test, a configuration's values.
		register(new WatchCommand());
		register(new TopCommand());
		register(new LoadCommand());
		register(new ConfigCommand());
		register(new CompletionCommand(this::root));
		register(new McpCommand(version, this::commands));
	}

	/**
	 * The command of an analysis: the face of its own where the command line adds to it (a password asked on the
	 * terminal, a gate's exit code, rows to print), else the generic one; a new analysis needs no line here.
	 */
	private static CliCommand face(Analysis<?> analysis) {
		return switch (analysis) {
		case JvmsAnalysis a -> new JvmsCommand(a);
		case ThreadsAnalysis a -> new ThreadsCommand(); // reaches the JVM with the terminal's password
		case LintAnalysis a -> new LintCommand(); // reaches the server the same way, hints for the terminal
		case RuleReferenceAnalysis a -> new RulesCommand(a);
		case AggregateAnalysis a -> new AggregateCommand(a);
		case LoadSummaryAnalysis a -> new GatedCommand<>(a);
		case LoadReportAnalysis a -> new ReportCommand(a);
		case HistoAnalysis a -> new HistoCommand(); // the terminal's password
		case DiffAnalysis a -> new DiffCommand(a);
		case LeaksAnalysis a -> new LeaksCommand(); // the terminal's password, each snapshot said as taken
		case HoldersAnalysis a -> new HoldersCommand(a);
		case DominatorsAnalysis a -> new DominatorsCommand(a);
		case SuspectsAnalysis a -> new SuspectsCommand(a);
		case ProfileAnalysis a -> new ProfileCommand(); // fetches what was recorded when interrupted
		case JfrSummaryAnalysis a -> new JfrSummaryCommand(a);
		case FlameAnalysis a -> new FlameCommand(a);
		default -> generic(analysis);
		};
	}

	private static <R extends Result> CliCommand generic(Analysis<R> analysis) {
		return new AnalysisCommand<>(analysis);
	}

	private void register(CliCommand command) {
		CommandLines before = generated.put(command.name(), new CommandLines(command));
		if (before != null) {
			throw new IllegalStateException("two commands are named " + command.name());
		}
	}

	/** Runs the command line; a bug (not a user error) is reported on {@code err} and fails instead of escaping. */
	public int runGuarded(List<String> args, PrintStream out, PrintStream err) {
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
		CommandLines line = generated.get(args.get(0));
		if (line == null) {
			err.println("dyno: unknown command '" + args.get(0) + "'; 'dyno --help' lists the commands");
			return ExitCode.USAGE;
		}
		return line.run(args.subList(1, args.size()), out, err);
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
		generated.forEach((name, line) -> {
			String synopsis = name + " " + line.synopsis();
			List<String> summary = wrap(line.spec().usageMessage().description()[0], WIDTH - 27);
			if (synopsis.length() <= 24) {
				out.printf("  %-24s %s%n", synopsis, summary.get(0));
			} else {
				// A long synopsis gets its own line; the summary follows, indented.
				out.printf("  %s%n  %-24s %s%n", synopsis, "", summary.get(0));
			}
			summary.subList(1, summary.size()).forEach(l -> out.printf("  %-24s %s%n", "", l));
		});
		out.println();
		out.println("exit codes: 0 ok, 1 the command failed, 2 wrong command line");
	}

	/** {@code text} in lines of at most {@code width} characters, broken at spaces (a longer word keeps its line). */
	private static List<String> wrap(String text, int width) {
		List<String> lines = new java.util.ArrayList<>();
		StringBuilder line = new StringBuilder();
		for (String word : text.split(" ")) {
			if (!line.isEmpty() && line.length() + 1 + word.length() > width) {
				lines.add(line.toString());
				line.setLength(0);
			}
			line.append(line.isEmpty() ? "" : " ").append(word);
		}
		lines.add(line.toString());
		return lines;
	}

	/** Every command, by name. */
	private List<CliCommand> commands() {
		return generated.values().stream().map(CommandLines::command).toList();
	}

	/** The picocli model of every command, for the completion script: Dyno's commands as its subcommands. */
	private CommandLine root() {
		CommandSpec root = CommandSpec.create().name("dyno");
		generated.forEach((name, line) -> root.addSubcommand(name, line.commandLine()));
		root.addSubcommand("demo", CommandSpec.create().name("demo"));
		return new CommandLine(root);
	}
}
