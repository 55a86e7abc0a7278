package dyno.cli.internal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jvm.Target;
import dyno.profile.RecordingSettings;

/**
 * The command line of {@code dyno profile}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words.
 *
 * @param target   the JVM; a JMX target carries {@code --user}
 * @param duration how long to record
 * @param settings {@code default} or {@code profile}
 * @param out      the recording file to write; null for the recording store
 */
record ProfileOptions(Target target, Duration duration, String settings, Path out) implements JvmCommand.Options {

	static final String USAGE = "<pid | host:port | service:jmx:url> [--duration 30s] [--settings default|profile] "
			+ "[--out FILE] [--user NAME]";
	private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");

	static ProfileOptions parse(List<String> args) {
		TargetArgument target = TargetArgument.agentOnly();
		Duration duration = Duration.ofSeconds(30);
		String settings = RecordingSettings.DEFAULT;
		Path out = null;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			switch (options.name()) {
			case "--duration", "-d" -> duration = duration(options.value());
			case "--settings" -> settings = OptionReader.choice(options.value(), "--settings", RecordingSettings.DEFAULT,
					RecordingSettings.PROFILE);
			case "-o", "--out" -> out = UserDir.resolve(options.value());
			default -> target.read(options);
			}
		}
		return new ProfileOptions(target.target(), duration, settings, out);
	}

	/** A recording's length as typed: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}; a plain number is seconds. */
	static Duration duration(String text) {
		Matcher m = DURATION.matcher(text.strip());
		if (m.matches()) {
			long n = Long.parseLong(m.group(1));
			String unit = m.group(2) == null ? "s" : m.group(2);
			Duration d = switch (unit) {
			case "ms" -> Duration.ofMillis(n);
			case "m" -> Duration.ofMinutes(n);
			case "h" -> Duration.ofHours(n);
			default -> Duration.ofSeconds(n);
			};
			if (!d.isZero()) {
				return d;
			}
		}
		throw new IllegalArgumentException("--duration '" + text + "' is not a positive duration such as 30s, 5m or 1h");
	}
}
