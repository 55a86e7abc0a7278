package dyno.cli.internal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import dyno.jboss.rules.Severity;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The command line of {@code dyno lint}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words (the command turns it into exit code 2).
 *
 * @param target  a server home or one configuration file
 * @param profile the JBoss AS profile to lint (null: every profile found)
 * @param format  text, json or sarif
 * @param failOn  findings at or above this severity make the exit code 1
 * @param live    the running server whose facts the rules weigh (null: the files alone); a JMX target carries
 *                {@code --user}
 * @param watch   how long to observe {@code live} before linting
 * @param jfr     a recording of the server whose JMC rule hints are reported beside the findings, or null
 */
record LintOptions(Path target, String profile, String format, Severity failOn, Target live, Duration watch, Path jfr) {

	static final String USAGE = "<server-home | file> [--profile NAME] [--format text|json|sarif] "
			+ "[--fail-on info|warning|error] [--live <pid | host[:port]/pid | host:port> [--for 30s] [--user NAME]] [--jfr rec.jfr]";
	/** Long enough for a few thread samples and GC readings, short enough to wait for at a terminal. */
	static final Duration DEFAULT_WATCH = Duration.ofSeconds(30);

	static LintOptions parse(List<String> args) {
		Path target = null;
		String profile = null;
		String format = "text";
		Severity failOn = Severity.ERROR;
		String live = null;
		Duration watch = null;
		String user = null;
		Path jfr = null;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			if (name.equals("--live")) {
				live = options.value();
			} else if (name.equals("--for")) {
				watch = Sampler.parseInterval(options.value());
			} else if (name.equals("--user")) {
				user = options.value();
			} else if (name.equals("--jfr")) {
				jfr = UserDir.resolve(options.value());
			} else if (List.of("--profile", "--format", "--fail-on").contains(name)) {
				String value = options.value();
				switch (name) {
				case "--profile" -> profile = value;
				case "--format" -> {
					if (!List.of("text", "json", "sarif").contains(value)) {
						throw new IllegalArgumentException("--format '" + value + "': use text, json or sarif");
					}
					format = value;
				}
				default -> failOn = Severity.parse(value).orElseThrow(() -> new IllegalArgumentException(
						"--fail-on '" + value + "': use info, warning or error"));
				}
			} else if (arg.startsWith("-")) {
				throw new IllegalArgumentException("unknown option '" + arg + "'");
			} else if (target != null) {
				throw new IllegalArgumentException("one server home or file only, but got '" + target + "' and '" + arg + "'");
			} else {
				target = UserDir.resolve(arg);
			}
		}
		if (target == null) {
			throw new IllegalArgumentException("what to lint? give a server home (e.g. jboss-5.1.0.GA) or a file");
		}
		if (live == null && (watch != null || user != null)) {
			throw new IllegalArgumentException("--for and --user go with --live");
		}
		Target liveTarget = live == null ? null : TargetArgument.withUser(Target.parse(live), user);
		return new LintOptions(target, profile, format, failOn, liveTarget, watch == null ? DEFAULT_WATCH : watch,
				jfr);
	}
}
