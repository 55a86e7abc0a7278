package dyno.cli.internal.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dyno.cli.internal.Alias;
import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.GatedCommand;
import dyno.cli.internal.JmxPassword;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.jvm.Target;
import dyno.load.AggregateRow;
import dyno.load.AggregateStats;
import dyno.load.analysis.LoadSummaryAnalysis;
import dyno.load.analysis.LoadSummaryResult;
import dyno.load.gate.Gate;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;

/**
 * {@code ./dyno load <plan.jmx>}: runs the plan with the bundled JMeter through the same {@link LoadSession} as
 * the workbench, prints the TOTAL line every few seconds and, at the end, the run's {@link LoadSummaryAnalysis} in
 * the chosen format; the run is saved in a new folder under {@code --runs}. Ctrl-C stops JMeter gracefully and
 * still saves the run. Exit code 1 when a {@code --fail-on} rule breaks on the summary.
 */
public final class LoadCommand implements CliCommand {

	static final long LIVE_EVERY_MILLIS = 5_000;

	static final Parameter<Path> PLAN = Parameter.positional("plan", ValueType.FILE, "the JMeter test plan (.jmx)");
	static final Parameter<String> PROPERTY = Parameter.repeated("property", new ValueType<>("NAME=VALUE", text -> {
		if (text.indexOf('=') < 1) {
			throw new IllegalArgumentException("give -Jname=value");
		}
		return text;
	}, text -> text), "a JMeter property (-Jname=value); threads, rampup, duration, loops, host and port apply even "
			+ "to plans that hard-code them");
	static final Parameter<Path> PROPERTIES = Parameter.optional("properties", ValueType.FILE,
			"more JMeter properties from a file (JMeter's -q)");
	static final Parameter<List<String>> REMOTE = Parameter.repeated("remote", new ValueType<>("HOST:PORT,...",
			LoadCommand::engines, engines -> String.join(",", engines)),
			"run on these JMeter engines (jmeter-server, RMI over SSL off)");
	static final Parameter<String> WATCH = Parameter.optional("watch", new ValueType<>("TARGET", text -> text,
			text -> text), "sample a JVM beside the load: pid, host[:port]/pid (jstatd), host:port (JMX)");
	static final Parameter<String> USER = Parameter.optional("user", new ValueType<>("NAME", text -> text,
			text -> text), "JMX user of the watched JVM; the password is read from " + JmxPassword.VARIABLE
					+ " or asked on the terminal");
	static final Parameter<Path> RUNS = Parameter.option("runs", ValueType.FILE, LoadRun.CLI_RUNS,
			"the folder the run's own folder is made in");
	static final Parameter<Path> JMETER_HOME = Parameter.optional("jmeter-home", ValueType.FILE,
			"another JMeter installation");
	static final Parameter<Path> PLUGINS = Parameter.optional("plugins", ValueType.FILE,
			"a folder of more JMeter plugin jars, loaded beside the JMeter's lib/ext");
	/** How the one line about a plan element JMeter lacks ends. */
	private static final String OTHER_PLUGINS_FOLDER = "pass --plugins DIR";

	private final LoadSummaryAnalysis summary = new LoadSummaryAnalysis();

	@Override
	public String name() {
		return "load";
	}

	@Override
	public String summary() {
		return "run a JMeter test plan with the bundled JMeter, print live totals and the run's summary (the "
				+ "Aggregate Report, warnings, outcome)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(PLAN, PROPERTY, PROPERTIES, REMOTE, WATCH, USER, RUNS, JMETER_HOME, PLUGINS, LoadSummaryAnalysis.FAIL_ON,
				GatedCommand.JUNIT);
	}

	@Override
	public List<String> formats() {
		return Call.genericFormats();
	}

	@Override
	public List<Alias> aliases() {
		return List.of(Alias.shortName("-J", PROPERTY.name()), Alias.hidden("--out", RUNS.name()));
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which test plan? give a .jmx file";
	}

	@Override
	public List<String> helpFooter() {
		// picocli wraps each line by itself: a line per sentence or so, none wider than the help.
		List<String> footer = new ArrayList<>(List.of("", "Runs the plan non-GUI with the JMeter bundled with Dyno and prints the TOTAL line every "
				+ LIVE_EVERY_MILLIS / 1000 + " s.",
				"At the end it prints the run's summary: the Aggregate Report (JMeter's exact percentiles),",
				"its warnings and how the run ended. The run (JTL, logs, JVM samples, summary) is saved in a",
				"new folder under --runs; 'dyno load-summary <folder>' prints its summary again.",
				"The live lines go to standard error when the summary is not text on standard output.", "",
				"A plan may use the JMeter Plugins bundled with Dyno's JMeter (Custom Thread Groups, Throughput",
				"Shaping Timer, Dummy Sampler); --plugins adds a folder of more plugin jars.", "",
				"Exit code 1 when JMeter fails to start or is aborted."));
		footer.addAll(GatedCommand.RULES_HELP);
		return footer;
	}

	@Override
	public int run(Call call) {
		Optional<Target> watch;
		char[] password;
		try {
			watch = Optional.ofNullable(call.get(WATCH)).map(Target::parse)
					.map(t -> Target.withUser(t, call.get(USER)));
			if (call.get(USER) != null && watch.isEmpty()) {
				throw new IllegalArgumentException("--user is the JMX user of the --watch target, but there is no --watch");
			}
			if (call.get(PLUGINS) != null && !Files.isDirectory(call.get(PLUGINS))) {
				throw new IllegalArgumentException("--plugins " + call.get(PLUGINS) + " is not a folder");
			}
			password = watch.map(t -> JmxPassword.forTarget(t, System.getenv(JmxPassword.VARIABLE),
					System.console())).orElse(null);
		} catch (IllegalArgumentException e) {
			call.say(e.getMessage() + " ('dyno load --help' shows the usage)");
			return ExitCode.USAGE;
		}
		Map<String, String> properties = new LinkedHashMap<>();
		for (String property : call.all(PROPERTY)) {
			int eq = property.indexOf('=');
			properties.put(property.substring(0, eq), property.substring(eq + 1));
		}
		List<String> engines = call.all(REMOTE).stream().flatMap(List::stream).toList();
		try {
			LoadLaunch given = new LoadLaunch(call.get(PLAN), properties, Optional.ofNullable(call.get(PROPERTIES)),
					engines, Path.of(System.getProperty("java.home")), List.of());
			LoadLaunch launch = call.get(PLUGINS) == null ? given : given.withPlugins(call.get(PLUGINS));
			// The run's own statistics compute the percentile lines the rules name, as the summary shows them.
			LoadSession session = LoadSession.start(home(call.get(JMETER_HOME)), launch, watch, password,
					call.get(RUNS), line -> {
					}, Gate.linesFor(AggregateStats.DEFAULT_PERCENTILES, call.all(LoadSummaryAnalysis.FAIL_ON)));
			return follow(session, call);
		} catch (IOException e) {
			return call.failed(e.getMessage());
		} catch (AnalysisException e) {
			return call.failed("the run's summary cannot be read: " + e.getMessage());
		}
	}

	private static JMeterHome home(Path given) throws IOException {
		if (given != null) {
			return JMeterHome.at(given);
		}
		Path candidate = JMeterHome.bundledCandidate().orElseThrow(() -> new IOException(
				"no bundled JMeter (the product's jmeter folder is unknown); give one with --jmeter-home"));
		try {
			return JMeterHome.at(candidate);
		} catch (IOException e) {
			throw new IOException(e.getMessage() + "; give another with --jmeter-home", e);
		}
	}

	private int follow(LoadSession session, Call call) throws IOException, AnalysisException {
		// The live lines must not mix into a summary that a script reads: then they go to standard error.
		PrintStream live = call.output() == null && call.genericFormat() == Format.TEXT ? call.out() : call.err();
		live.println("dyno load: JMeter " + session.run().jmeterVersion() + " (pid " + session.process().pid()
				+ "), run folder " + session.run().dir());
		Thread ctrlC = new Thread(session::close, "dyno load shutdown");
		Runtime.getRuntime().addShutdownHook(ctrlC);
		long start = System.currentTimeMillis();
		long next = start + LIVE_EVERY_MILLIS;
		LoadRun run;
		Gate gate;
		try {
			while (true) {
				try {
					run = session.finished().get(Math.max(1, next - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
					break;
				} catch (TimeoutException e) {
					live.println(liveLine(System.currentTimeMillis() - start, session.stats().table().total()));
					next += LIVE_EVERY_MILLIS;
				}
			}
			live.println();
			Arguments.Builder arguments = Arguments.of(summary).with(LoadSummaryAnalysis.RUN, run.dir());
			call.all(LoadSummaryAnalysis.FAIL_ON).forEach(rule -> arguments.with(LoadSummaryAnalysis.FAIL_ON, rule));
			LoadSummaryResult result = summary.run(arguments.build(), Progress.NONE);
			call.write(result);
			GatedCommand.writeJUnit(result.gate(), call);
			gate = result.gate();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			session.close();
			return ExitCode.FAILED;
		} catch (ExecutionException e) {
			throw new IOException("the run could not be saved: " + e.getCause().getMessage(), e.getCause());
		} finally {
			try {
				Runtime.getRuntime().removeShutdownHook(ctrlC);
			} catch (IllegalStateException e) {
				// Already shutting down: the hook does the saving.
			}
		}
		if (run.outcome() == Outcome.COMPLETED || run.outcome() == Outcome.STOPPED) {
			return GatedCommand.judge(gate, call);
		}
		if (run.outcome() == Outcome.FAILED_TO_START) {
			// A plugin's element JMeter lacks: the one line that says which and how to add it, not XStream's stack.
			return call.failed("JMeter failed to start" + session.process().missingElement(OTHER_PLUGINS_FOLDER)
					.map(line -> ": " + line).orElseGet(() -> "; its last lines:\n" + session.process().consoleTail()));
		}
		return call.failed("JMeter was aborted with " + session.process().exitCause().orElse("an unknown exit code")
				+ "; its last lines:\n" + session.process().consoleTail());
	}

	/** {@code   10 s  TOTAL  2711 samples  269.5/s  avg 13 ms  p90 25 ms  max 120 ms  errors 1.62 %}. */
	static String liveLine(long elapsedMillis, AggregateRow total) {
		return String.format(Locale.ROOT, "%5d s  TOTAL %8d samples %9.1f/s  avg %6.0f ms  p90 %6d ms  max %6d ms  errors %6.2f %%",
				elapsedMillis / 1000, total.count(), total.throughput(), total.average(),
				total.lines().length == 0 ? 0 : total.lines()[0], total.max(), total.errorRatio() * 100);
	}

	/** {@code host:port,host:port}, each checked. */
	private static List<String> engines(String text) {
		List<String> engines = new ArrayList<>();
		for (String e : text.split(",")) {
			String engine = e.strip();
			int colon = engine.lastIndexOf(':');
			if (colon <= 0 || !engine.substring(colon + 1).matches("\\d{1,5}")) {
				throw new IllegalArgumentException("'" + engine + "' is not host:port");
			}
			engines.add(engine);
		}
		return engines;
	}
}
