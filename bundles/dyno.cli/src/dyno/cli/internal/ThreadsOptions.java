package dyno.cli.internal;

import java.util.List;

import dyno.jvm.Target;

/**
 * The command line of {@code dyno threads}, checked: a wrong one throws {@link IllegalArgumentException} with
 * the reason in words.
 *
 * @param target    the JVM; a JMX target carries {@code --user}
 * @param dump      print a thread dump (every frame, held locks) instead of the table
 * @param deadlocks print only the deadlocks
 * @param json      JSON instead of text
 */
record ThreadsOptions(Target target, boolean dump, boolean deadlocks, boolean json) implements JvmCommand.Options {

	static final String USAGE = "<pid | host[:port]/pid | host:port | service:jmx:url> [--dump] [--deadlocks] "
			+ "[--format text|json] [--user NAME]";

	static ThreadsOptions parse(List<String> args) {
		TargetArgument target = TargetArgument.anyTransport();
		boolean dump = false;
		boolean deadlocks = false;
		boolean json = false;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			if (options.name().equals("--format")) {
				String format = options.value();
				if (!List.of("text", "json").contains(format)) {
					throw new IllegalArgumentException("--format '" + format + "': text or json");
				}
				json = format.equals("json");
			} else if (arg.equals("--dump")) {
				dump = true;
			} else if (arg.equals("--deadlocks")) {
				deadlocks = true;
			} else {
				target.read(options);
			}
		}
		Target jvm = target.target();
		if (dump && deadlocks) {
			throw new IllegalArgumentException("--dump already lists the deadlocks; give one of --dump, --deadlocks");
		}
		return new ThreadsOptions(jvm, dump, deadlocks, json);
	}
}
