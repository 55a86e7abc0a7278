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
record WatchOptions(Target target, Duration interval, long count, boolean csv) implements JvmCommand.Options {

	static final String USAGE = "<pid | host[:port]/pid | host:port | service:jmx:url> [--interval 100ms] "
			+ "[--count N] [--csv] [--user NAME]";


	static WatchOptions parse(List<String> args) {
		TargetArgument target = TargetArgument.anyTransport();
		Duration interval = Sampler.DEFAULT_INTERVAL;
		long count = 0;
		boolean csv = false;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String name = options.name();
			if (List.of("--interval", "--count").contains(name)) {
				String value = options.value();
				switch (name) {
				case "--interval" -> interval = Sampler.parseInterval(value);
				default -> count = count(value);
				}
			} else if (options.arg().equals("--csv")) {
				csv = true;
			} else {
				target.read(options);
			}
		}
		return new WatchOptions(target.target(), interval, count, csv);
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
}
