package dyno.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.heap.HistogramDiff.Measure;
import dyno.heap.HistogramDiff.Mode;

/**
 * The command line of {@code dyno diff}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words.
 *
 * @param files   snapshot files or histogram text, one column each in this order
 * @param filter  {@link dyno.heap.ClassFilter} text; empty for every class
 * @param top     rows to print as text (0: all)
 */
record DiffOptions(List<Path> files, Mode mode, Measure measure, String filter, String format, int top) {

	static final String USAGE = "<snapshot> <snapshot>... [--mode absolute|delta|previous|ratio] "
			+ "[--measure bytes|instances] [--filter java.util.|/regex/] [--format text|csv] [--top N]";

	static DiffOptions parse(List<String> args) {
		List<Path> files = new ArrayList<>();
		Mode mode = Mode.DELTA_TO_FIRST;
		Measure measure = Measure.BYTES;
		String filter = "";
		String format = "text";
		int top = 30;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			switch (options.name()) {
			case "--mode" -> mode = mode(options.value());
			case "--measure" -> measure = measure(options.value());
			case "--filter" -> filter = options.value();
			case "--format" -> format = choice(options.value(), "--format", "text", "csv");
			case "--top" -> top = HistoOptions.count(options.value(), "--top", true);
			default -> {
				if (arg.startsWith("-")) {
					throw new IllegalArgumentException("unknown option '" + arg + "'");
				}
				files.add(UserDir.resolve(arg));
			}
			}
		}
		if (files.size() < 2) {
			throw new IllegalArgumentException("which snapshots? give two or more snapshot files (.histo) or "
					+ "histogram texts (jmap -histo, jcmd GC.class_histogram)");
		}
		return new DiffOptions(List.copyOf(files), mode, measure, filter, format, top);
	}

	private static Mode mode(String text) {
		return switch (text.toLowerCase(Locale.ROOT)) {
		case "absolute" -> Mode.ABSOLUTE;
		case "delta", "first", "delta-to-first" -> Mode.DELTA_TO_FIRST;
		case "previous", "delta-to-previous" -> Mode.DELTA_TO_PREVIOUS;
		case "ratio" -> Mode.RATIO;
		default -> throw new IllegalArgumentException("--mode '" + text + "': use absolute, delta (to the first), "
				+ "previous (delta to the previous) or ratio");
		};
	}

	private static Measure measure(String text) {
		return switch (choice(text, "--measure", "bytes", "instances")) {
		case "bytes" -> Measure.BYTES;
		default -> Measure.INSTANCES;
		};
	}

	/** The value if it is one of the choices, else a message listing them. */
	static String choice(String value, String option, String... choices) {
		if (!List.of(choices).contains(value)) {
			throw new IllegalArgumentException(option + " '" + value + "': use " + String.join(" or ", choices));
		}
		return value;
	}
}
