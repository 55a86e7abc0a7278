package dyno.cli.internal;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.FrameworkUtil;

/**
 * The {@code dyno.cli.app} application: {@code ./dyno <command> [args]}. It returns the command's exit
 * code, which the Equinox launcher hands on to the shell.
 */
public final class DynoCli implements IApplication {

	private final Map<String, Command> commands = new TreeMap<>();

	public DynoCli() {
		register(new JvmsCommand());
		register(new WatchCommand());
		register(new LintCommand());
		register(new ConfigCommand());
		register(new AggregateCommand());
		register(new LoadCommand());
	}

	private void register(Command command) {
		commands.put(command.name(), command);
	}

	@Override
	public Object start(IApplicationContext context) {
		String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
		try {
			return run(args == null ? List.of() : Arrays.asList(args), System.out, System.err);
		} catch (RuntimeException | LinkageError e) {
			// A bug, not a user error: say so on stderr and fail, instead of Equinox logging it and exiting 0.
			System.err.println("dyno: internal error: " + e);
			e.printStackTrace(System.err);
			return ExitCode.FAILED;
		}
	}

	int run(List<String> args, PrintStream out, PrintStream err) {
		if (args.isEmpty() || List.of("--help", "-h", "help").contains(args.get(0))) {
			printHelp(out);
			return args.isEmpty() ? ExitCode.USAGE : ExitCode.OK;
		}
		if ("--version".equals(args.get(0))) {
			out.println("dyno " + FrameworkUtil.getBundle(DynoCli.class).getVersion() + " (Java "
					+ System.getProperty("java.version") + ", " + System.getProperty("java.vm.name") + ")");
			return ExitCode.OK;
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
		out.println("       dyno <command> [args]     run a command without the workbench");
		out.println("       dyno --version | --help");
		out.println();
		out.println("commands:");
		for (Command c : commands.values()) {
			String synopsis = c.name() + " " + c.usage();
			if (synopsis.length() <= 24) {
				out.printf("  %-24s %s%n", synopsis, c.summary());
			} else {
				// A long synopsis gets its own line; the summary follows, indented.
				out.printf("  %s%n  %-24s %s%n", synopsis, "", c.summary());
			}
		}
		out.println();
		out.println("exit codes: 0 ok, 1 the command failed, 2 wrong command line");
	}

	@Override
	public void stop() {
		// Commands are short-lived; nothing to interrupt.
	}
}
