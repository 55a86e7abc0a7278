package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dyno.load.AggregateStats;
import dyno.load.AggregateTable;
import dyno.load.JtlReader;
import dyno.load.LoadWarning;
import dyno.load.LoadWarnings;

/**
 * {@code ./dyno aggregate}: JMeter's Aggregate Report of JTL files, with JMeter's exact percentiles. Rows that
 * cannot be read are skipped and reported on stderr with their line; a file that cannot be read at all fails.
 */
final class AggregateCommand implements Command {

	/** Large CSV files are read in parts on every core: reading is the whole cost of this command. */
	private static final int THREADS = Runtime.getRuntime().availableProcessors();

	@Override
	public String name() {
		return "aggregate";
	}

	@Override
	public String usage() {
		return AggregateOptions.USAGE;
	}

	@Override
	public String summary() {
		return "JMeter's Aggregate Report of JTL result files (CSV or XML), as text, CSV (JMeter's "
				+ "\"Save Table Data\") or JSON";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		AggregateOptions options;
		try {
			options = AggregateOptions.parse(args);
		} catch (IllegalArgumentException e) {
			err.println("dyno aggregate: " + e.getMessage() + " (usage: dyno aggregate " + usage() + ")");
			return ExitCode.USAGE;
		}
		AggregateStats stats = new AggregateStats(options.percentiles());
		for (Path file : options.files()) {
			try (JtlReader reader = JtlReader.open(file)) {
				long before = stats.count();
				for (AggregateStats part : reader.readAllInParts(THREADS, () -> new AggregateStats(options.percentiles()))) {
					stats.addAll(part);
				}
				long rows = stats.count() - before;
				if (reader.problems().count() > 0) {
					err.println("dyno aggregate: " + reader.problems().summary());
				}
				if (rows == 0) {
					err.println("dyno aggregate: " + file + ": no readable results");
					return ExitCode.FAILED;
				}
			} catch (IOException e) {
				err.println("dyno aggregate: " + e.getMessage());
				return ExitCode.FAILED;
			}
		}
		AggregateTable table = stats.table();
		switch (options.format()) {
		case "csv" -> out.print(table.toCsv());
		case "json" -> out.print(table.toJson());
		default -> {
			out.print(table.toText());
			List<LoadWarning> warnings = LoadWarnings.fromStats(table);
			for (LoadWarning w : warnings) {
				out.println(w.severity().name().toLowerCase(Locale.ROOT) + ": " + w.message());
			}
		}
		}
		return ExitCode.OK;
	}
}
