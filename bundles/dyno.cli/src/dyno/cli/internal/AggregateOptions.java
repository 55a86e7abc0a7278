package dyno.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dyno.core.analysis.Format;
import dyno.load.AggregateStats;

/**
 * The command line of {@code dyno aggregate}, checked: a wrong one throws {@link IllegalArgumentException} with
 * the reason in words (the command turns it into exit code 2).
 *
 * @param files       the JTL files, aggregated together (e.g. one per load engine of a distributed run)
 * @param percentiles the percentile lines, in percent
 * @param format      how the result is written
 * @param output      the file it is written to; null for standard output
 */
record AggregateOptions(List<Path> files, double[] percentiles, Format format, Path output) {

	static final String USAGE = "<jtl>... [--percentiles 90,95,99] [--format text|csv|json|html] [-o FILE]";

	static AggregateOptions parse(List<String> args) {
		List<Path> files = new ArrayList<>();
		double[] percentiles = { 90, 95, 99 };
		Format format = Format.TEXT;
		Path output = null;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			if (name.equals("--percentiles")) {
				percentiles = percentiles(options.value());
			} else if (name.equals("--format")) {
				format = Formats.parse(options.value());
			} else if (name.equals("-o") || name.equals("--output")) {
				output = UserDir.resolve(options.value());
			} else if (arg.startsWith("-")) {
				throw new IllegalArgumentException("unknown option '" + arg + "'");
			} else {
				files.add(UserDir.resolve(arg));
			}
		}
		if (files.isEmpty()) {
			throw new IllegalArgumentException("which results? give one or more JTL files (CSV or XML)");
		}
		return new AggregateOptions(List.copyOf(files), percentiles, format, output);
	}

	private static double[] percentiles(String value) {
		try {
			return AggregateStats.parsePercentiles(value);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("--percentiles " + e.getMessage(), e);
		}
	}
}
