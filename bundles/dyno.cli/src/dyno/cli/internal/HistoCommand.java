package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dyno.heap.ClassRow;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotCapture;
import dyno.heap.SnapshotFile;
import dyno.heap.SnapshotStore;
import dyno.jvm.JvmConnection;

/**
 * {@code ./dyno histo <target>}: a class-histogram snapshot of a JVM (after a full GC unless {@code --no-gc}),
 * saved as a snapshot file (the store's, or {@code -o FILE}); prints where it went and the largest classes.
 */
final class HistoCommand extends JvmCommand<HistoOptions> {

	HistoCommand() {
		super(HistoOptions::parse, null);
	}

	@Override
	public String name() {
		return "histo";
	}

	@Override
	public String usage() {
		return HistoOptions.USAGE;
	}

	@Override
	public String summary() {
		return "take a class-histogram snapshot of a JVM and save it (" + SnapshotStore.defaultStore().root()
				+ " or -o FILE); prints the largest classes";
	}

	@Override
	int run(HistoOptions options, JvmConnection connection, PrintStream out, PrintStream err)
			throws IOException, InterruptedException {
		if (!JvmTarget.connected(connection, name(), err)) {
			return ExitCode.FAILED;
		}
		Snapshot s = SnapshotCapture.take(connection, options.fullGcFirst());
		Path file = options.out();
		if (file == null) {
			file = SnapshotStore.defaultStore().save(s);
		} else {
			SnapshotFile.write(s, file);
		}
		out.printf(Locale.ROOT, "%s: %,d classes, %,d instances, %,d bytes%s, of %s%n", file, s.rows().size(),
				s.totalInstances(), s.totalBytes(), s.afterFullGc() ? " after a full GC" : " (no GC first)",
				s.jvm().label());
		printLargest(s, options.top(), out);
		return ExitCode.OK;
	}

	/** jmap's columns, largest first. */
	private static void printLargest(Snapshot s, int top, PrintStream out) {
		if (top == 0) {
			return;
		}
		out.printf(Locale.ROOT, "%14s %15s  %s%n", "#instances", "#bytes", "class name (module)");
		List<ClassRow> rows = s.rows().subList(0, Math.min(top, s.rows().size()));
		for (ClassRow r : rows) {
			out.printf(Locale.ROOT, "%,14d %,15d  %s%s%n", r.instances(), r.bytes(), r.className(),
					r.module().isEmpty() ? "" : " (" + r.module() + ")");
		}
	}
}
