package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import dyno.heap.ClassFilter;
import dyno.heap.DiffTable;
import dyno.heap.HistogramDiff;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotFile;

/**
 * {@code ./dyno diff A B...}: two or more snapshots side by side, class by class, largest growth first; as
 * aligned text or CSV. Takes Dyno's snapshot files and the histogram text of jmap and jcmd alike.
 */
final class DiffCommand implements Command {

	@Override
	public String name() {
		return "diff";
	}

	@Override
	public String usage() {
		return DiffOptions.USAGE;
	}

	@Override
	public String summary() {
		return "compare class-histogram snapshots (absolute, delta to the first or previous, ratio), largest "
				+ "growth first";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		DiffOptions options;
		Predicate<String> filter;
		try {
			options = DiffOptions.parse(args);
			filter = ClassFilter.of(options.filter());
		} catch (IllegalArgumentException e) {
			err.println("dyno diff: " + e.getMessage() + " (usage: dyno diff " + usage() + ")");
			return ExitCode.USAGE;
		}
		List<Snapshot> snapshots = read(options.files(), name(), err);
		if (snapshots == null) {
			return ExitCode.FAILED;
		}
		DiffTable table = HistogramDiff.of(snapshots, options.mode(), options.measure(), filter);
		out.print(options.format().equals("csv") ? table.toCsv() : table.toText(options.top()));
		return ExitCode.OK;
	}

	/** Every file as a snapshot, or null after saying which one could not be read and why. */
	static List<Snapshot> read(List<Path> files, String command, PrintStream err) {
		List<Snapshot> snapshots = new ArrayList<>();
		for (Path f : files) {
			try {
				snapshots.add(SnapshotFile.readAny(f));
			} catch (IOException | IllegalArgumentException e) {
				err.println("dyno " + command + ": " + e.getMessage());
				return null;
			}
		}
		return snapshots;
	}
}
