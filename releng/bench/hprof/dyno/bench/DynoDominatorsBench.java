package dyno.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Progress;
import dyno.heap.hprof.DominatorTree;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.ProgressListener;
import dyno.heap.hprof.internal.HeapGraph;
import dyno.heap.hprof.internal.HprofIndex;
import dyno.heap.hprof.internal.ObjectSizes;
import dyno.heap.hprof.internal.RetainedByRemoval;

/**
 * Dyno's dominator tree of one dump: open + every immediate dominator and retained size, cold (no index file),
 * then a second open that reads the index file; the identifiers of the {@code count} biggest retained sizes go to
 * a file for the NetBeans run. Then, outside the timings, each of them is checked against the brute-force
 * definition: the bytes reachable from the GC roots less the bytes still reachable without the object.
 */
public final class DynoDominatorsBench {

	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		int count = Integer.parseInt(args[1]);
		Path ids = Path.of(args[2]);
		Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".dominators"));
		List<long[]> top = new ArrayList<>();
		List<String> names = new ArrayList<>();
		long start = System.nanoTime();
		long cpu = cpu();
		try (HeapDump dump = HeapDump.open(file)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			long done = System.nanoTime();
			int reachable = 0;
			for (int v = 0; v < tree.size(); v++) {
				reachable += tree.reachable(v) ? 1 : 0;
			}
			Report.line("dyno", "dominators", done - start, reachable, tree.reachableBytes());
			System.out.printf(Locale.ROOT, "dyno dominators: %.2f s CPU of the thread that computed them%n",
					(cpu() - cpu) / 1e9);
			for (int v : tree.topRetained(count)) {
				top.add(new long[] { tree.objectId(v), tree.retainedSize(v) });
				names.add(tree.className(v));
			}
			System.out.println("dyno referents not followed: " + tree.referentsLeftOut());
			System.out.println("dyno heap used after: " + used() + " MiB");
		}
		long reopen = System.nanoTime();
		try (HeapDump dump = HeapDump.open(file)) {
			DominatorTree tree = dump.dominatorTree(Progress.NONE);
			Report.line("dyno", "reopen", System.nanoTime() - reopen, tree.size(), tree.reachableBytes());
		}
		List<String> lines = new ArrayList<>();
		for (long[] t : top) {
			lines.add(Long.toString(t[0]));
		}
		Files.write(ids, lines);
		bruteForce(file, top, names);
	}

	private static void bruteForce(Path file, List<long[]> top, List<String> names) throws Exception {
		HprofIndex index = HprofIndex.read(file, ProgressListener.NONE);
		try {
			ObjectSizes sizes = ObjectSizes.infer(index);
			RetainedByRemoval byRemoval = new RetainedByRemoval(HeapGraph.read(index, Progress.NONE), sizes);
			int equal = 0;
			for (int k = 0; k < top.size(); k++) {
				long id = top.get(k)[0];
				long brute = byRemoval.retained(index.find(id));
				equal += brute == top.get(k)[1] ? 1 : 0;
				System.out.println(String.format(Locale.ROOT, "dyno top %2d: %-40s 0x%x retained %,d (brute force %,d)%s",
						k + 1, names.get(k), id, top.get(k)[1], brute, brute == top.get(k)[1] ? "" : " DIFFERS"));
			}
			System.out.println("dyno brute force: " + equal + " of " + top.size() + " retained sizes equal");
		} finally {
			index.file().close();
		}
	}

	static long cpu() {
		return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
	}

	private static long used() {
		Runtime r = Runtime.getRuntime();
		return (r.totalMemory() - r.freeMemory()) >> 20;
	}
}
