package dyno.heap.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.core.ClassNames;
import dyno.heap.LeakFinder;
import dyno.heap.LeakReport;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotFile;
import dyno.heap.Suspect;
import dyno.heap.analysis.SuspectsResult.KeeperRow;
import dyno.heap.analysis.SuspectsResult.SuspectRow;
import dyno.heap.hprof.DominatorTree;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.Keeper;
import dyno.heap.hprof.RetainedGroup;

/**
 * Leak suspects with the evidence of a heap dump. With a series of snapshots ({@code --series DIR}), the suspects
 * are the leak finder's ({@link LeakFinder}: classes that grow steadily); without one, the classes whose instances
 * retain the most. For each, the dump says how much its instances retain and which dominators keep them (the
 * nearest dominator of each instance that is no collection internal), with their share of the heap: the keepers
 * of the most instances first for a growing class, the biggest keepers first for a class that retains the most.
 */
public final class SuspectsAnalysis implements Analysis<SuspectsResult> {

	public static final Parameter<Path> DUMP = Parameter.positional("hprof", ValueType.FILE,
			"the HPROF heap dump (.hprof, or .hprof.gz), taken at the end of the series");

	public static final Parameter<Path> SERIES = Parameter.optional("series", ValueType.FILE,
			"a folder of at least " + LeaksAnalysis.MIN_SNAPSHOTS + " snapshots (.histo) of the same JVM, "
					+ "for the leak finder's verdicts");

	public static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 10,
			"suspects shown");

	public static final Parameter<Integer> KEEPERS = Parameter.option("keepers", ValueType.wholeNumber(1), 3,
			"dominators shown per suspect");

	@Override
	public String name() {
		return "suspects";
	}

	@Override
	public String title() {
		return "Leak Suspects";
	}

	@Override
	public String summary() {
		return "leak suspects of a heap dump: the leak finder's verdicts over a snapshot series (--series) joined "
				+ "with the dominators that keep each suspect's instances";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(DUMP, SERIES, TOP, KEEPERS);
	}

	@Override
	public SuspectsResult run(Arguments arguments, Progress progress) throws AnalysisException,
			InterruptedException {
		Path seriesFolder = arguments.get(SERIES);
		LeakReport ranking = seriesFolder == null ? null : rank(seriesFolder, progress);
		int top = arguments.get(TOP);
		Path file = arguments.get(DUMP);
		try (HeapDump dump = HeapDumps.open(file, progress)) {
			progress.begin("Dominator tree", -1);
			DominatorTree tree = dump.dominatorTree(progress);
			Map<String, RetainedGroup> classes = tree.byClass().stream()
					.collect(Collectors.toMap(RetainedGroup::name, Function.identity(), (a, b) -> a));
			List<SuspectRow> rows = new ArrayList<>();
			if (ranking != null) {
				for (Suspect s : ranking.suspects().stream().limit(top).toList()) {
					RetainedGroup g = classes.get(ClassNames.readable(s.className()));
					rows.add(row(tree, g, s.className(), s.verdict().name(),
							s.bytesPerMinute(), s.confidence(), arguments.get(KEEPERS), Keeper.MOST_INSTANCES));
				}
			} else {
				for (RetainedGroup g : classes.values().stream()
						.sorted((a, b) -> Long.compare(b.retainedBytes(), a.retainedBytes())).limit(top).toList()) {
					rows.add(row(tree, g, g.name(), "BIGGEST", null, null, arguments.get(KEEPERS), Keeper.BIGGEST));
				}
			}
			return new SuspectsResult(file, seriesFolder, ranking == null ? List.of() : ranking.summary(),
					tree.reachableBytes(), tree.referentsLeftOut(), rows);
		} catch (IOException | UncheckedIOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}

	private static SuspectRow row(DominatorTree tree, RetainedGroup group, String className, String verdict,
			Double bytesPerMinute, Double confidence, int keepers, Comparator<Keeper> keeperOrder) {
		long heap = tree.reachableBytes();
		if (group == null) {
			return new SuspectRow(className, verdict, bytesPerMinute, confidence, 0, 0, 0, 0, List.of());
		}
		List<KeeperRow> kept = new ArrayList<>();
		for (Keeper k : tree.keepers(className, keepers, keeperOrder)) {
			kept.add(new KeeperRow(k.description(), k.instances(), k.retainedBytes(), percent(k.retainedBytes(), heap)));
		}
		return new SuspectRow(className, verdict, bytesPerMinute, confidence, group.objects(), group.shallowBytes(),
				group.retainedBytes(), percent(group.retainedBytes(), heap), kept);
	}

	private static double percent(long bytes, long heap) {
		return heap == 0 ? 0 : 100.0 * bytes / heap;
	}

	/** The leak finder's ranking of the snapshots in {@code folder}, in the order of their names. */
	private static LeakReport rank(Path folder, Progress progress) throws AnalysisException, InterruptedException {
		if (!Files.isDirectory(folder)) {
			throw new AnalysisException(folder + ": no such folder");
		}
		List<Path> files;
		try (Stream<Path> listed = Files.list(folder)) {
			files = listed.filter(f -> f.getFileName().toString().endsWith(SnapshotFile.EXTENSION)).sorted().toList();
		} catch (IOException e) {
			throw new AnalysisException(folder + ": " + e.getMessage(), e);
		}
		if (files.size() < LeaksAnalysis.MIN_SNAPSHOTS) {
			throw new AnalysisException("the leak finder needs at least " + LeaksAnalysis.MIN_SNAPSHOTS
					+ " snapshots of one JVM (" + folder + " has " + files.size() + " " + SnapshotFile.EXTENSION
					+ " files)");
		}
		List<Snapshot> series = DiffAnalysis.read(files, progress);
		try {
			return LeakFinder.rank(series, null);
		} catch (IllegalArgumentException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
