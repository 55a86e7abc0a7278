package dyno.heap.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.heap.analysis.DominatorsResult.ClassChange;
import dyno.heap.analysis.DominatorsResult.Row;
import dyno.heap.hprof.DominatorTree;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.RetainedGroup;

/**
 * The dominator tree of an HPROF heap dump ({@link DominatorTree}): the objects of largest retained size, or the
 * retained sizes summed by class, package or class loader; with a baseline dump, the two compared class by class
 * (count, shallow and retained size, and their changes).
 */
public final class DominatorsAnalysis implements Analysis<DominatorsResult> {

	/** What a row is. */
	public enum By {
		OBJECT, CLASS, PACKAGE, LOADER
	}

	public static final Parameter<Path> DUMP = Parameter.positional("hprof", ValueType.FILE,
			"the HPROF heap dump (.hprof, or .hprof.gz)");

	public static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 20,
			"rows: the objects (or groups) of largest retained size");

	public static final Parameter<By> BY = Parameter.option("by", ValueType.choice(By.class), By.OBJECT,
			"a row per object, or retained sizes summed per class, package or class loader");

	public static final Parameter<Path> BASELINE = Parameter.optional("baseline", ValueType.FILE,
			"an earlier dump of the same application: compare the two class by class");

	@Override
	public String name() {
		return "dominators";
	}

	@Override
	public String title() {
		return "Dominator Tree";
	}

	@Override
	public String summary() {
		return "the dominator tree of an HPROF heap dump: exact retained sizes by object, class, package or loader; "
				+ "--baseline compares two dumps by class";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(DUMP, TOP, BY, BASELINE);
	}

	@Override
	public DominatorsResult run(Arguments arguments, Progress progress) throws AnalysisException,
			InterruptedException {
		Path file = arguments.get(DUMP);
		Path baseline = arguments.get(BASELINE);
		int top = arguments.get(TOP);
		By by = arguments.get(BY);
		Map<String, RetainedGroup> before = null;
		if (baseline != null) {
			try (HeapDump dump = HeapDumps.open(baseline, progress)) {
				before = byName(tree(dump, progress).byClass());
			} catch (IOException | UncheckedIOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
		}
		try (HeapDump dump = HeapDumps.open(file, progress)) {
			DominatorTree tree = tree(dump, progress);
			long reachable = 0;
			for (int v = 0; v < tree.size(); v++) {
				reachable += tree.reachable(v) ? 1 : 0;
			}
			List<Row> rows = by == By.OBJECT ? objects(tree, top) : groups(tree, by, top);
			List<ClassChange> changes = before == null ? null : compare(before, byName(tree.byClass()), top);
			return new DominatorsResult(file, baseline, dump.sizeModel().describe(), tree.size(), reachable,
					tree.reachableBytes(), tree.referentsLeftOut(), by, rows, changes);
		} catch (IOException | UncheckedIOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}

	private static DominatorTree tree(HeapDump dump, Progress progress) throws IOException, InterruptedException {
		progress.begin("Dominator tree", -1);
		return dump.dominatorTree(progress);
	}

	private static List<Row> objects(DominatorTree tree, int top) {
		List<Row> rows = new ArrayList<>();
		for (int v : tree.topRetained(top)) {
			int d = tree.immediateDominator(v);
			rows.add(new Row(tree.describe(v), tree.className(v), 1, tree.shallowSize(v), tree.retainedSize(v),
					share(tree.retainedSize(v), tree.reachableBytes()),
					d == DominatorTree.ROOT ? "GC roots" : tree.describe(d)));
		}
		return rows;
	}

	private static List<Row> groups(DominatorTree tree, By by, int top) {
		List<RetainedGroup> groups = switch (by) {
		case CLASS -> tree.byClass();
		case PACKAGE -> tree.byPackage();
		default -> tree.byLoader();
		};
		return groups.stream().limit(top).map(g -> new Row(g.name(), null, g.objects(), g.shallowBytes(),
				g.retainedBytes(), share(g.retainedBytes(), tree.reachableBytes()), null)).toList();
	}

	private static double share(long bytes, long of) {
		return of == 0 ? 0 : 100.0 * bytes / of;
	}

	private static Map<String, RetainedGroup> byName(List<RetainedGroup> groups) {
		Map<String, RetainedGroup> named = new LinkedHashMap<>();
		groups.forEach(g -> named.put(g.name(), g));
		return named;
	}

	/** Classes of either dump, the largest retained change (either way) first. */
	private static List<ClassChange> compare(Map<String, RetainedGroup> before, Map<String, RetainedGroup> after,
			int top) {
		List<ClassChange> changes = new ArrayList<>();
		List<String> names = new ArrayList<>(after.keySet());
		before.keySet().stream().filter(n -> !after.containsKey(n)).forEach(names::add);
		RetainedGroup empty = new RetainedGroup("", 0, 0, 0);
		for (String name : names) {
			RetainedGroup a = before.getOrDefault(name, empty);
			RetainedGroup b = after.getOrDefault(name, empty);
			changes.add(new ClassChange(name, a.objects(), b.objects(), a.shallowBytes(), b.shallowBytes(),
					a.retainedBytes(), b.retainedBytes()));
		}
		changes.sort((x, y) -> Long.compare(Math.abs(y.retainedDelta()), Math.abs(x.retainedDelta())));
		return changes.stream().limit(top).toList();
	}
}
