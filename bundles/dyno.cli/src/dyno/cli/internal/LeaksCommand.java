package dyno.cli.internal;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dyno.heap.LeakFinder;
import dyno.heap.LeakReport;
import dyno.heap.OldFloor;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotSchedule;
import dyno.heap.SnapshotStore;
import dyno.jvm.JvmConnection;

/**
 * {@code ./dyno leaks}: ranks the classes of a series of snapshots by sustained growth (the leak finder). The
 * series is given as files, or taken now {@code --from} a JVM on a schedule (each snapshot saved to the store
 * as it is taken, so Ctrl-C keeps what was taken); then the old generation's post-GC floor seen meanwhile takes
 * part in the verdict.
 */
final class LeaksCommand implements Command {

	/** A sample after the last snapshot's full GC carries its floor. */
	private static final java.time.Duration SAMPLING = java.time.Duration.ofMillis(200);

	@Override
	public String name() {
		return "leaks";
	}

	@Override
	public String usage() {
		return LeaksOptions.USAGE;
	}

	@Override
	public String summary() {
		return "rank the classes of a series of snapshots (files, or taken now --from a JVM) by sustained growth: "
				+ "leak suspects with slope, confidence and share";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		LeaksOptions options;
		try {
			options = LeaksOptions.parse(args);
		} catch (IllegalArgumentException e) {
			err.println("dyno leaks: " + e.getMessage() + " (usage: dyno leaks " + usage() + ")");
			return ExitCode.USAGE;
		}
		LeakReport report;
		if (options.from() == null) {
			List<Snapshot> series = DiffCommand.read(options.files(), name(), err);
			if (series == null) {
				return ExitCode.FAILED;
			}
			report = LeakFinder.rank(series, null);
		} else {
			try {
				report = fromJvm(options, err);
			} catch (IllegalArgumentException e) {
				err.println("dyno leaks: " + e.getMessage());
				return ExitCode.USAGE;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return ExitCode.FAILED;
			}
			if (report == null) {
				return ExitCode.FAILED;
			}
		}
		out.print(options.format().equals("json") ? report.toJson() : report.toText());
		return ExitCode.OK;
	}

	/** Takes the series, saying each snapshot's file on stderr; null after a failure was said. */
	private static LeakReport fromJvm(LeaksOptions options, PrintStream err) throws InterruptedException {
		JvmConnection connection = JvmTarget.connect(options.from(), SAMPLING, "leaks", err);
		if (connection == null) {
			return null;
		}
		try (connection) {
			SnapshotStore store = options.store() == null ? SnapshotStore.defaultStore()
					: new SnapshotStore(options.store());
			SnapshotSchedule schedule = new SnapshotSchedule(connection, store, options.every(), options.count(),
					options.fullGcFirst());
			schedule.run((int index, Snapshot s, Path file) -> err.printf(Locale.ROOT,
					"dyno leaks: snapshot %d/%d: %s (%,d bytes)%n", index + 1, options.count(), file, s.totalBytes()));
			List<Snapshot> taken = schedule.snapshots();
			if (schedule.failure() != null) {
				err.println("dyno leaks: " + schedule.failure().getMessage()
						+ (taken.isEmpty() ? "" : " (" + taken.size() + " snapshots were saved in " + store.root() + ")"));
				return null;
			}
			Thread.sleep(SAMPLING.toMillis() * 2);
			OldFloor floor = OldFloor.from(connection.history(), taken.get(0).time() - 1000,
					System.currentTimeMillis());
			return LeakFinder.rank(taken, floor);
		}
	}
}
