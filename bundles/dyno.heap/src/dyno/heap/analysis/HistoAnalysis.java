package dyno.heap.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotCapture;
import dyno.heap.SnapshotFile;
import dyno.heap.SnapshotStore;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.analysis.JvmTargets;

/**
 * A class-histogram snapshot of a JVM, after a full GC unless asked not to, saved to the snapshot store
 * ({@link SnapshotStore#defaultStore()}) or to a file of its own.
 */
public final class HistoAnalysis implements Analysis<HistoResult> {

	public static final Parameter<Target> JVM = Parameter.positional("jvm", JvmTargets.TYPE,
			"the JVM: pid, host:port or service:jmx:url");

	public static final Parameter<Path> OUTPUT = Parameter.optional("output", ValueType.FILE,
			"the snapshot file to write (default: a new file in the snapshot store)");

	public static final Parameter<Boolean> NO_GC = Parameter.flag("no-gc",
			"no full GC first: dead objects count too, and the JVM does not pause");

	private final JvmAccess jvms;

	public HistoAnalysis(JvmAccess jvms) {
		this.jvms = jvms;
	}

	@Override
	public String name() {
		return "histo";
	}

	@Override
	public String title() {
		return "Class Histogram Snapshot";
	}

	@Override
	public String summary() {
		return "take a class-histogram snapshot of a JVM and save it (" + SnapshotStore.defaultStore().root()
				+ " or -o FILE)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(JVM, OUTPUT, NO_GC);
	}

	@Override
	public HistoResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Target target = arguments.get(JVM);
		progress.begin("Taking a class histogram snapshot of " + target.label(), -1);
		try (JvmAccess.Lease lease = jvms.open(target)) {
			Snapshot s = SnapshotCapture.take(lease.connection(), !arguments.get(NO_GC));
			Path file = arguments.get(OUTPUT);
			if (file == null) {
				file = SnapshotStore.defaultStore().save(s);
			} else {
				SnapshotFile.write(s, file);
			}
			return new HistoResult(s, file);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
