package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jvm.JvmConnection;
import dyno.jvm.threads.ThreadMonitor;

/**
 * {@code ./dyno lint}: runs the tuning rule catalogue over a server home or one configuration file; with
 * {@code --live} the rules also weigh what a running server showed while it was observed, and with {@code --jfr} a
 * recording's JMC rule hints are reported beside the findings.
 */
final class LintCommand implements Command {

	@Override
	public String name() {
		return "lint";
	}

	@Override
	public String usage() {
		return LintOptions.USAGE;
	}

	@Override
	public String summary() {
		return "check a server home or one configuration file against the tuning rules "
				+ "(exit 1 when a finding reaches --fail-on, default error); --live <target> weighs a running server's facts, "
				+ "--jfr adds a recording's JMC rule hints";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		LintOptions options;
		try {
			options = LintOptions.parse(args);
		} catch (IllegalArgumentException e) {
			err.println("dyno lint: " + e.getMessage() + " (usage: dyno lint " + usage() + ")");
			return ExitCode.USAGE;
		}
		try {
			List<Server> servers = servers(options);
			ConfigFile file = servers == null ? ConfigFileArgument.configFile(options.target()) : null;
			// Before a --live observation, so that a bad recording is told at once.
			RecordingHints recording = options.jfr() == null ? null : RecordingHints.of(options.jfr());
			LiveLint live = null;
			if (options.live() != null) {
				live = observe(options, err);
				if (live == null) {
					return ExitCode.FAILED;
				}
			}
			LiveFacts facts = live == null ? LiveFacts.none() : live.given();
			LintReport report = servers == null ? Linter.lint(file, facts) : lint(options.target(), servers, facts);
			Set<FileKind> kinds = servers == null ? Set.of(file.kind())
					: servers.stream().flatMap(s -> s.files().stream()).map(ConfigFile::kind).collect(Collectors.toSet());
			String liveText = live == null ? "" : live.toText(kinds);
			String recordingText = recording == null ? "" : recording.toText();
			switch (options.format()) {
			case "json" -> {
				String json = recording == null ? report.toJson() : recording.intoJson(report.toJson());
				out.print(live == null ? json : live.intoJson(json, kinds));
			}
			case "sarif" -> {
				out.print(report.toSarif());
				err.print(liveText + recordingText); // SARIF has no place for them: the terminal gets them
			}
			default -> out.print(report.toText() + liveText + recordingText);
			}
			boolean fails = report.fails(options.failOn()) || recording != null && recording.fails(options.failOn());
			return fails ? ExitCode.FAILED : ExitCode.OK;
		} catch (IOException | IllegalArgumentException e) {
			err.println("dyno lint: " + e.getMessage());
			return ExitCode.FAILED;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return ExitCode.FAILED;
		}
	}

	/** Connects to {@code --live} and observes it; null after saying why it could not connect. */
	private static LiveLint observe(LintOptions options, PrintStream err) throws InterruptedException {
		try (JvmConnection c = JvmTarget.connect(options.live(), ThreadMonitor.DEFAULT_INTERVAL, "lint", err)) {
			return c == null ? null : LiveLint.observe(c, options.watch(), err);
		}
	}

	/** The servers to lint, checked before any observation starts; null when the target is one file. */
	private static List<Server> servers(LintOptions options) throws IOException {
		Path target = options.target();
		if (!Files.exists(target)) {
			throw new IOException("no such file or folder: " + options.target());
		}
		if (Files.isRegularFile(target)) {
			if (options.profile() != null) {
				throw new IllegalArgumentException("--profile applies to a server home, not to a file");
			}
			return null;
		}
		List<Server> servers = ServerLayout.detect(target);
		if (servers.isEmpty()) {
			throw new IOException("no JBoss AS, WildFly or Tomcat server in " + options.target()
					+ " (looked for bin/run.conf with server/<profile>/, standalone/configuration, conf/server.xml)");
		}
		if (options.profile() != null) {
			List<Server> chosen = servers.stream().filter(s -> s.profile().equals(options.profile())).toList();
			if (chosen.isEmpty()) {
				throw new IllegalArgumentException("no profile '" + options.profile() + "' in " + options.target()
						+ "; found: " + String.join(", ", servers.stream().map(Server::profile).toList()));
			}
			servers = chosen;
		}
		return servers;
	}

	private static LintReport lint(Path target, List<Server> servers, LiveFacts facts) {
		List<LintReport> reports = new ArrayList<>();
		for (Server s : servers) {
			reports.add(Linter.lint(s, facts));
		}
		return reports.size() == 1 ? reports.get(0) : LintReport.merge(target, reports);
	}
}
