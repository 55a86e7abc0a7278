package dyno.bench;

import java.io.File;
import java.util.HashMap;
import java.util.Map;

import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.HeapFactory;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;

/**
 * gridkit's hprof-heap (a fork of NetBeans' library under the same package names, so never on one class path with
 * it), with its fast heap. Histogram: every instance counted and sized per class. Its fast heap keeps no GC-root
 * paths: the holders query is tried and reported as not offered when it fails.
 */
public final class GridkitHprofBench {

	public static void main(String[] args) throws Exception {
		long start = System.nanoTime();
		Heap heap = HeapFactory.createFastHeap(new File(args[0]));
		Map<JavaClass, long[]> histogram = new HashMap<>();
		long instances = 0;
		long bytes = 0;
		for (Instance instance : heap.getAllInstances()) {
			long[] row = histogram.computeIfAbsent(instance.getJavaClass(), c -> new long[2]);
			row[0]++;
			row[1] += instance.getSize();
			instances++;
			bytes += instance.getSize();
		}
		long histogramDone = System.nanoTime();
		Report.line("gridkit", "histogram", histogramDone - start, instances, bytes);
		try {
			Instance first = heap.getJavaClassByName(args[1]).getInstances().get(0);
			int depth = 0;
			for (Instance i = first; i != null && !i.isGCRoot(); i = i.getNearestGCRootPointer()) {
				depth++;
			}
			Report.line("gridkit", "holders", System.nanoTime() - histogramDone, 1, depth);
		} catch (UnsupportedOperationException e) {
			System.out.println("RESULT gridkit   holders: not offered by its fast heap (" + e + ")");
		}
	}
}
