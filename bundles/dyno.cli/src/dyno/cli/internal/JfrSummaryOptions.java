package dyno.cli.internal;

import java.nio.file.Path;
import java.util.List;

import dyno.profile.FrameFilter;

/**
 * The command line of {@code dyno jfr-summary}, checked: a wrong one throws {@link IllegalArgumentException} with
 * the reason in words.
 *
 * @param file     the recording
 * @param format   {@code text} or {@code json}
 * @param top      rows per table
 * @param filter   frames the hot methods keep
 * @param minScore rule results below this score are left out (25: info and warning)
 */
record JfrSummaryOptions(Path file, String format, int top, FrameFilter filter, int minScore) {

	static final String USAGE = "<rec.jfr> [--format text|json] [--top N] [--filter PREFIX|/REGEX/] [--min-score 25]";

	static JfrSummaryOptions parse(List<String> args) {
		Path file = null;
		String format = "text";
		int top = 10;
		FrameFilter filter = FrameFilter.NONE;
		int minScore = 25;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			switch (options.name()) {
			case "--format" -> format = OptionReader.choice(options.value(), "--format", "text", "json");
			case "--top" -> top = OptionReader.count(options.value(), "--top", false);
			case "--filter" -> filter = FrameFilter.parse(options.value());
			case "--min-score" -> {
				minScore = OptionReader.count(options.value(), "--min-score", true);
				if (minScore > 100) {
					throw new IllegalArgumentException("--min-score '" + minScore + "' is above 100");
				}
			}
			default -> {
				if (arg.startsWith("-")) {
					throw new IllegalArgumentException("unknown option '" + arg + "'");
				}
				if (file != null) {
					throw new IllegalArgumentException("one recording only, but got '" + file + "' and '" + arg + "'");
				}
				file = UserDir.resolve(arg);
			}
			}
		}
		if (file == null) {
			throw new IllegalArgumentException("which recording? give a .jfr file");
		}
		return new JfrSummaryOptions(file, format, top, filter, minScore);
	}
}
