package dyno.bench;

import java.nio.file.Files;
import java.nio.file.Path;

import dyno.load.AggregateStats;
import dyno.load.JtlReader;

/**
 * Reads JTL files into {@link AggregateStats} as {@code dyno aggregate} does (in parts on every core, or {@code --threads=N}), once per file (the JVM is started
 * per measurement by aggregate.sh so peak RSS is that of one run), and prints one line per file:
 * {@code file rows seconds rows/s MB/s problems}; with {@code --table} the Aggregate Report too.
 */
public final class AggregateBench {

	public static void main(String[] args) throws Exception {
		boolean table = false;
		int threads = Runtime.getRuntime().availableProcessors();
		for (String a : args) {
			if (a.equals("--table")) {
				table = true;
				continue;
			}
			if (a.startsWith("--threads=")) {
				threads = Integer.parseInt(a.substring("--threads=".length()));
				continue;
			}
			Path file = Path.of(a);
			AggregateStats stats = new AggregateStats();
			long t0 = System.nanoTime();
			long rows;
			long problems;
			try (JtlReader r = JtlReader.open(file)) {
				for (AggregateStats part : r.readAllInParts(threads, AggregateStats::new)) {
					stats.addAll(part);
				}
				rows = stats.count();
				problems = r.problems().count();
			}
			String report = stats.table().toText();
			double s = (System.nanoTime() - t0) / 1e9;
			System.out.printf("%s rows=%d seconds=%.3f rows_per_s=%.0f MB_per_s=%.1f problems=%d%n",
					file.getFileName(), rows, s, rows / s, Files.size(file) / 1e6 / s, problems);
			if (table) {
				System.out.print(report);
			}
		}
	}
}
