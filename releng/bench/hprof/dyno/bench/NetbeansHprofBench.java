package dyno.bench;

import java.io.File;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.HeapFactory;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;

/**
 * NetBeans' heap library (org-netbeans-lib-profiler). Histogram: every instance counted and sized per class;
 * holders: the nearest-GC-root chain of one instance of the class (its GC-root query; the first one computes the
 * paths of the whole heap).
 */
public final class NetbeansHprofBench {

	public static void main(String[] args) throws Exception {
		long start = System.nanoTime();
		Heap heap = HeapFactory.createHeap(new File(args[0]));
		Map<JavaClass, long[]> histogram = new HashMap<>();
		long instances = 0;
		long bytes = 0;
		for (Iterator<?> i = heap.getAllInstancesIterator(); i.hasNext();) {
			Instance instance = (Instance) i.next();
			long[] row = histogram.computeIfAbsent(instance.getJavaClass(), c -> new long[2]);
			row[0]++;
			row[1] += instance.getSize();
			instances++;
			bytes += instance.getSize();
		}
		long histogramDone = System.nanoTime();
		Report.line("netbeans", "histogram", histogramDone - start, instances, bytes);
		Instance first = (Instance) heap.getJavaClassByName(args[1]).getInstances().get(0);
		int depth = 0;
		for (Instance i = first; i != null && !i.isGCRoot(); i = i.getNearestGCRootPointer()) {
			depth++;
		}
		Report.line("netbeans", "holders", System.nanoTime() - histogramDone, 1, depth);
	}
}
