package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dyno.load.AggregateRow;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;

/**
 * {@code ./dyno load <plan.jmx>}: runs the plan with the bundled JMeter through the same {@link LoadSession} as
 * the workbench, prints the TOTAL line every few seconds and the Aggregate Report at the end; the run is saved
 * under {@code --out}. Ctrl-C stops JMeter gracefully and still saves the run.
 */
final class LoadCommand implements Command {

	static final long LIVE_EVERY_MILLIS = 5_000;

	@Override
	public String name() {
		return "load";
	}

	@Override
	public String usage() {
		return LoadOptions.USAGE;
	}

	@Override
	public String summary() {
		return "run a JMeter test plan with the bundled JMeter, print live totals and the Aggregate Report "
				+ "('dyno load --help' tells more)";
	}

	private static void printHelp(PrintStream out) {
		out.println("usage: dyno load " + LoadOptions.USAGE);
		out.println();
		out.println("Runs the plan non-GUI with the JMeter bundled with Dyno, prints the TOTAL line every "
				+ LIVE_EVERY_MILLIS / 1000 + " s and the");
		out.println("Aggregate Report (JMeter's exact percentiles) at the end. The run (JTL, logs, JVM samples, summary)");
		out.println("is saved in a new folder under --out.");
		out.println();
		out.println("  -Jname=value          a JMeter property; threads, rampup, duration, loops, host and port apply");
		out.println("                        even to plans that hard-code them");
		out.println("  --properties FILE     more JMeter properties from a file (JMeter's -q)");
		out.println("  --remote h1:p,h2:p    run on these JMeter engines (jmeter-server, RMI over SSL off)");
		out.println("  --watch TARGET        sample a JVM beside the load: pid, host[:port]/pid (jstatd), host:port (JMX)");
		out.println("  --user NAME           JMX user of the watched JVM; the password is read from " + JmxPassword.VARIABLE);
		out.println("                        or asked on the terminal");
		out.println("  --out DIR             runs folder (default " + LoadRun.CLI_RUNS + ")");
		out.println("  --jmeter-home DIR     another JMeter installation");
		out.println();
		out.println("Exit code 1 when JMeter fails to start or is aborted.");
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		if (args.contains("--help")) {
			printHelp(out);
			return ExitCode.OK;
		}
		LoadOptions options;
		char[] password;
		try {
			options = LoadOptions.parse(args);
			password = options.watch().map(t -> JmxPassword.forTarget(t, System.getenv(JmxPassword.VARIABLE),
					System.console())).orElse(null);
		} catch (IllegalArgumentException e) {
			err.println("dyno load: " + e.getMessage() + " ('dyno load --help' shows the usage)");
			return ExitCode.USAGE;
		}
		try {
			JMeterHome home = home(options);
			LoadLaunch launch = new LoadLaunch(options.plan(), options.properties(), options.propertiesFile(),
					options.remote(), Path.of(System.getProperty("java.home")), List.of());
			LoadSession session = LoadSession.start(home, launch, options.watch(), password, options.out(), line -> {
			});
			return follow(session, out, err);
		} catch (IOException e) {
			err.println("dyno load: " + e.getMessage());
			return ExitCode.FAILED;
		}
	}

	private static JMeterHome home(LoadOptions options) throws IOException {
		if (options.jmeterHome().isPresent()) {
			return JMeterHome.at(options.jmeterHome().get());
		}
		Path candidate = JMeterHome.bundledCandidate().orElseThrow(() -> new IOException(
				"no bundled JMeter (the product's jmeter folder is unknown); give one with --jmeter-home"));
		try {
			return JMeterHome.at(candidate);
		} catch (IOException e) {
			throw new IOException(e.getMessage() + "; give another with --jmeter-home", e);
		}
	}

	private static int follow(LoadSession session, PrintStream out, PrintStream err) throws IOException {
		out.println("dyno load: JMeter " + session.run().jmeterVersion() + " (pid " + session.process().pid()
				+ "), run folder " + session.run().dir());
		Thread ctrlC = new Thread(session::close, "dyno load shutdown");
		Runtime.getRuntime().addShutdownHook(ctrlC);
		long start = System.currentTimeMillis();
		long next = start + LIVE_EVERY_MILLIS;
		LoadRun run;
		try {
			while (true) {
				try {
					run = session.finished().get(Math.max(1, next - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
					break;
				} catch (TimeoutException e) {
					out.println(liveLine(System.currentTimeMillis() - start, session.stats().table().total()));
					next += LIVE_EVERY_MILLIS;
				}
			}
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
		out.println();
		out.print(run.summary().orElseThrow(() -> new IOException("the run has no summary")).toText());
		for (LoadWarning w : run.warnings()) {
			out.println(w.severity() + " " + w.id() + ": " + w.message());
		}
		out.println("outcome " + run.outcome() + "; saved in " + run.dir());
		if (run.outcome() == Outcome.COMPLETED || run.outcome() == Outcome.STOPPED) {
			return ExitCode.OK;
		}
		err.println("dyno load: JMeter " + (run.outcome() == Outcome.FAILED_TO_START ? "failed to start" : "was aborted")
				+ "; its last lines:\n" + session.process().consoleTail());
		return ExitCode.FAILED;
	}

	/** {@code   10 s  TOTAL  2711 samples  269.5/s  avg 13 ms  p90 25 ms  max 120 ms  errors 1.62 %}. */
	static String liveLine(long elapsedMillis, AggregateRow total) {
		return String.format(Locale.ROOT, "%5d s  TOTAL %8d samples %9.1f/s  avg %6.0f ms  p90 %6d ms  max %6d ms  errors %6.2f %%",
				elapsedMillis / 1000, total.count(), total.throughput(), total.average(),
				total.lines().length == 0 ? 0 : total.lines()[0], total.max(), total.errorRatio() * 100);
	}
}
