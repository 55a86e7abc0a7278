package dyno.cli.internal;

import java.time.Duration;
import java.util.List;

import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The command line of {@code dyno watch}, checked: a wrong one throws {@link IllegalArgumentException} with
 * the reason in words (the command turns it into exit code 2).
 *
 * @param target   what to watch; a JMX target carries {@code --user}
 * @param interval time between samples, at least {@link Sampler#MIN_INTERVAL}
 * @param count    samples to print before ending, 0 for "until interrupted"
 * @param csv      comma-separated output instead of jstat's aligned columns
 */
record WatchOptions(Target target, Duration interval, long count, boolean csv) {

	static final String USAGE = "<pid | host[:port]/pid | host:port | service:jmx:url> [--interval 100ms] "
			+ "[--count N] [--csv] [--user NAME]";


	static WatchOptions parse(List<String> args) {
		String targetText = null;
		Duration interval = Sampler.DEFAULT_INTERVAL;
		long count = 0;
		boolean csv = false;
		String user = null;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			if (List.of("--interval", "--count", "--user").contains(name)) {
				String value = options.value();
				switch (name) {
				case "--interval" -> interval = Sampler.parseInterval(value);
				case "--count" -> count = count(value);
				default -> user = value;
				}
			} else if (arg.equals("--csv")) {
				csv = true;
			} else {
				targetText = targetArgument(targetText, arg);
			}
		}
		return new WatchOptions(target(targetText, user), interval, count, csv);
	}

	/**
	 * An argument that is not a known option: the target's text, unless it looks like an option or a target was
	 * already given; shared with {@code dyno threads}.
	 */
	static String targetArgument(String given, String arg) {
		if (arg.startsWith("-")) {
			throw new IllegalArgumentException("unknown option '" + arg + "'");
		}
		if (given != null) {
			throw new IllegalArgumentException("one target only, but got '" + given + "' and '" + arg + "'");
		}
		return arg;
	}

	/** The target typed (required) with the JMX user of {@code --user}. */
	static Target target(String text, String user) {
		if (text == null) {
			throw new IllegalArgumentException("which JVM? give a pid, host[:port]/pid, host:port or service:jmx:url");
		}
		return withUser(Target.parse(text), user);
	}

	private static long count(String text) {
		try {
			long n = Long.parseLong(text.strip());
			if (n > 0) {
				return n;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw new IllegalArgumentException("--count '" + text + "' is not a positive whole number");
	}

	/** {@code target} with the JMX user of {@code --user}; shared with {@code dyno load --watch}. */
	static Target withUser(Target target, String user) {
		if (user == null) {
			return target;
		}
		if (!(target instanceof Target.Jmx jmx)) {
			throw new IllegalArgumentException("--user is for JMX targets (host:port or service:jmx:url), not "
					+ target.label());
		}
		return new Target.Jmx(jmx.address(), user, jmx.ssl());
	}
}
