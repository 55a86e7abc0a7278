package dyno.cli.internal;

import java.nio.file.Path;
import java.util.List;

import dyno.jboss.rules.Severity;

/**
 * The command line of {@code dyno lint}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words (the command turns it into exit code 2).
 *
 * @param target  a server home or one configuration file
 * @param profile the JBoss AS profile to lint (null: every profile found)
 * @param format  text, json or sarif
 * @param failOn  findings at or above this severity make the exit code 1
 */
record LintOptions(Path target, String profile, String format, Severity failOn) {

	static final String USAGE = "<server-home | file> [--profile NAME] [--format text|json|sarif] "
			+ "[--fail-on info|warning|error]";

	static LintOptions parse(List<String> args) {
		Path target = null;
		String profile = null;
		String format = "text";
		Severity failOn = Severity.ERROR;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			if (List.of("--profile", "--format", "--fail-on").contains(name)) {
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
		return new LintOptions(target, profile, format, failOn);
	}
}
