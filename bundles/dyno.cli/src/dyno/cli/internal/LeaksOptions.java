package dyno.cli.internal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The command line of {@code dyno leaks}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words. Either snapshot files, or {@code --from} a JVM with a schedule.
 *
 * @param files       the series to rank; empty with {@code --from}
 * @param from        the JVM to take the series from; null for files
 * @param every       time between snapshots
 * @param count       snapshots to take, at least 3
 * @param fullGcFirst false with {@code --no-gc}
 * @param store       where the snapshots go; null for the default store
 */
record LeaksOptions(List<Path> files, Target from, Duration every, int count, boolean fullGcFirst, Path store,
		String format) {

	static final String USAGE = "<snapshot>... | --from <pid | host:port> [--every 10s] [--count 6] [--no-gc] "
			+ "[--store DIR] [--user NAME] [--format text|json]";

	static LeaksOptions parse(List<String> args) {
		List<Path> files = new ArrayList<>();
		String from = null;
		Duration every = Duration.ofSeconds(10);
		int count = 6;
		boolean gc = true;
		Path store = null;
		String user = null;
		String format = "text";
		boolean scheduleOption = false;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			scheduleOption |= List.of("--every", "--count", "--no-gc", "--store", "--user").contains(name);
			switch (name) {
			case "--from" -> from = options.value();
			case "--every" -> every = Sampler.parseInterval(options.value());
			case "--count" -> count = HistoOptions.count(options.value(), "--count", false);
			case "--no-gc" -> gc = false;
			case "--store" -> store = UserDir.resolve(options.value());
			case "--user" -> user = options.value();
			case "--format" -> format = DiffOptions.choice(options.value(), "--format", "text", "json");
			default -> {
				if (arg.startsWith("-")) {
					throw new IllegalArgumentException("unknown option '" + arg + "'");
				}
				files.add(UserDir.resolve(arg));
			}
			}
		}
		if (from != null && !files.isEmpty()) {
			throw new IllegalArgumentException("either snapshot files or --from a JVM, not both");
		}
		if (from == null) {
			if (scheduleOption) {
				throw new IllegalArgumentException("--every, --count, --no-gc, --store and --user go with --from");
			}
			if (files.size() < 3) {
				throw new IllegalArgumentException("the leak finder needs at least 3 snapshots of one JVM (got "
						+ files.size() + "), or --from a JVM to take them");
			}
			return new LeaksOptions(List.copyOf(files), null, every, count, gc, store, format);
		}
		if (count < 3) {
			throw new IllegalArgumentException("--count " + count + ": the leak finder needs at least 3 snapshots");
		}
		return new LeaksOptions(List.of(), TargetArgument.withUser(Target.parse(from), user), every, count, gc, store,
				format);
	}
}
