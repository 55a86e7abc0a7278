package dyno.heap.analysis;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.LeakFinder;
import dyno.heap.OldFloor;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotSchedule;
import dyno.heap.SnapshotStore;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.analysis.JvmTargets;

/**
 * The leak finder's ranking of a series of snapshots of one JVM: given as files, or taken now of a JVM on a schedule
 * (each snapshot saved to the store as it is taken, so a series that is stopped keeps what it took). A series taken
 * now is judged with the old generation's post-GC floor over it, read after the sample that follows the last
 * snapshot's full GC; an empty floor is "not known", as for files.
 */
public final class LeaksAnalysis implements Analysis<LeaksResult> {

	/** The leak finder's least series. */
	public static final int MIN_SNAPSHOTS = 3;

	public static final Parameter<Path> SNAPSHOTS = new Parameter<>("snapshot", ValueType.FILE, null, false, true,
			true, "a series of at least " + MIN_SNAPSHOTS + " snapshot files of one JVM (or --from a JVM)");

	public static final Parameter<Target> FROM = Parameter.optional("from", JvmTargets.TYPE,
			"take the series now of this JVM: pid, host:port or service:jmx:url");

	/** Given or not tells a series from files that has schedule options ({@link Arguments#given}). */
	public static final Parameter<Duration> EVERY = Parameter.option("every", new ValueType<>("DURATION",
			Sampler::parseInterval, d -> d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms"),
			Duration.ofSeconds(10), "time between snapshots, e.g. 10s");

	public static final Parameter<Integer> COUNT = Parameter.option("count", ValueType.wholeNumber(1), 6,
			"snapshots to take, at least " + MIN_SNAPSHOTS);

	public static final Parameter<Boolean> NO_GC = Parameter.flag("no-gc",
			"no full GC before each snapshot (dead objects count too: noisier)");

	public static final Parameter<Path> STORE = Parameter.optional("store", ValueType.FILE,
			"the folder the snapshots go to (default: the snapshot store, " + "~/.dyno/snapshots)");

	private final JvmAccess jvms;
	private final SnapshotSchedule.Listener taken;

	/** For snapshot files only. */
	public LeaksAnalysis() {
		this(null, SnapshotSchedule.Listener.NONE);
	}

	/**
	 * @param jvms  how a series taken now reaches its JVM
	 * @param taken hears of each snapshot as it is saved (the command line names its file, the workbench refreshes
	 *              the Snapshots view)
	 */
	public LeaksAnalysis(JvmAccess jvms, SnapshotSchedule.Listener taken) {
		this.jvms = jvms;
		this.taken = taken;
	}

	@Override
	public String name() {
		return "leaks";
	}

	@Override
	public String title() {
		return "Leak Finder";
	}

	@Override
	public String summary() {
		return "rank the classes of a series of snapshots (files, or taken now --from a JVM) by sustained growth: "
				+ "leak suspects with slope, confidence and share";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(SNAPSHOTS, FROM, EVERY, COUNT, NO_GC, STORE);
	}

	/**
	 * What is wrong with these arguments as a whole, in words; null when nothing is. The command line says it as a
	 * usage error before it runs; {@link #run} refuses it too.
	 *
	 * @param user the JMX user given, null for none (a schedule option like the others)
	 */
	public static String problem(Arguments arguments, String user) {
		int files = arguments.all(SNAPSHOTS).size();
		if (arguments.get(FROM) == null) {
			if (arguments.given(EVERY) || arguments.given(COUNT) || arguments.get(NO_GC)
					|| arguments.get(STORE) != null || user != null) {
				return "--every, --count, --no-gc, --store and --user go with --from";
			}
			return files >= MIN_SNAPSHOTS ? null : "the leak finder needs at least " + MIN_SNAPSHOTS
					+ " snapshots of one JVM (got " + files + "), or --from a JVM to take them";
		}
		if (files > 0) {
			return "either snapshot files or --from a JVM, not both";
		}
		int count = arguments.get(COUNT);
		return count >= MIN_SNAPSHOTS ? null : "--count " + count + ": the leak finder needs at least "
				+ MIN_SNAPSHOTS + " snapshots";
	}

	@Override
	public LeaksResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		String problem = problem(arguments, null);
		if (problem != null) {
			throw new AnalysisException(problem);
		}
		if (arguments.get(FROM) == null) {
			List<Path> files = arguments.all(SNAPSHOTS);
			List<Snapshot> series = DiffAnalysis.read(files, progress);
			return rank(series, files, null);
		}
		return fromJvm(arguments, progress);
	}

	private LeaksResult fromJvm(Arguments arguments, Progress progress) throws AnalysisException,
			InterruptedException {
		Target target = arguments.get(FROM);
		int count = arguments.get(COUNT);
		Duration every = arguments.get(EVERY);
		SnapshotStore store = arguments.get(STORE) == null ? SnapshotStore.defaultStore()
				: new SnapshotStore(arguments.get(STORE));
		progress.begin("Snapshot 1 of " + count + " of " + target.label(), count + 1);
		try (JvmAccess.Lease lease = jvms.open(target)) {
			JvmConnection connection = lease.connection();
			long start = System.currentTimeMillis();
			List<Path> files = new ArrayList<>();
			SnapshotSchedule schedule = new SnapshotSchedule(connection, store, every, count,
					!arguments.get(NO_GC));
			// On the caller's thread: interrupting it (Ctrl-C, Cancel in the Progress view) ends the series.
			schedule.run((index, snapshot, file) -> {
				files.add(file);
				taken.taken(index, snapshot, file);
				progress.worked(1);
				progress.begin(index + 1 < count ? "Snapshot " + (index + 2) + " of " + count : "Ranking", -1);
			});
			progress.checkCancelled();
			if (schedule.failure() != null) {
				throw new AnalysisException("the series stopped after " + files.size() + " of " + count
						+ " snapshots (saved in " + store.root() + "): " + schedule.failure().getMessage(),
						schedule.failure());
			}
			// The floor after the last snapshot's full GC is in the connection's next sample, not yet read.
			Thread.sleep(connection.interval().toMillis() * 2);
			OldFloor floor = OldFloor.from(connection.history(), start, System.currentTimeMillis());
			return rank(schedule.snapshots(), files, floor);
		}
	}

	private static LeaksResult rank(List<Snapshot> series, List<Path> files, OldFloor floor)
			throws AnalysisException {
		try {
			return new LeaksResult(series, files, floor, LeakFinder.rank(series, floor));
		} catch (IllegalArgumentException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
