package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;

/** {@code ./dyno lint}: runs the tuning rule catalogue over a server home or one configuration file. */
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
				+ "(exit 1 when a finding reaches --fail-on, default error)";
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
		LintReport report;
		try {
			report = lint(options);
		} catch (IOException | IllegalArgumentException e) {
			err.println("dyno lint: " + e.getMessage());
			return ExitCode.FAILED;
		}
		out.print(switch (options.format()) {
		case "json" -> report.toJson();
		case "sarif" -> report.toSarif();
		default -> report.toText();
		});
		return report.fails(options.failOn()) ? ExitCode.FAILED : ExitCode.OK;
	}

	private static LintReport lint(LintOptions options) throws IOException {
		Path target = options.target();
		if (!Files.exists(target)) {
			throw new IOException("no such file or folder: " + options.target());
		}
		if (Files.isRegularFile(target)) {
			if (options.profile() != null) {
				throw new IllegalArgumentException("--profile applies to a server home, not to a file");
			}
			return Linter.lint(ConfigFileArgument.configFile(target), LiveFacts.none());
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
		List<LintReport> reports = new ArrayList<>();
		for (Server s : servers) {
			reports.add(Linter.lint(s, LiveFacts.none()));
		}
		return reports.size() == 1 ? reports.get(0) : LintReport.merge(target, reports);
	}
}
