package dyno.bench;

import java.io.File;
import java.util.Iterator;

import shark.CloseableHeapGraph;
import shark.HeapObject;
import shark.HprofHeapGraph;
import shark.HprofIndex;

/**
 * LeakCanary's shark-graph: histogram by walking every instance and array (shark-graph has no per-class totals).
 * Its shortest-path search lives in the separate {@code shark} analyzer and is not measured here.
 */
public final class SharkHprofBench {

	public static void main(String[] args) throws Exception {
		long start = System.nanoTime();
		long instances = 0;
		long bytes = 0;
		try (CloseableHeapGraph graph = HprofHeapGraph.Companion.openHeapGraph(new File(args[0]), null,
				HprofIndex.Companion.defaultIndexedGcRootTags())) {
			for (Iterator<HeapObject.HeapInstance> i = graph.getInstances().iterator(); i.hasNext();) {
				bytes += i.next().getByteSize();
				instances++;
			}
			for (Iterator<HeapObject.HeapObjectArray> i = graph.getObjectArrays().iterator(); i.hasNext();) {
				bytes += i.next().getByteSize();
				instances++;
			}
			for (Iterator<HeapObject.HeapPrimitiveArray> i = graph.getPrimitiveArrays().iterator(); i.hasNext();) {
				bytes += i.next().getByteSize();
				instances++;
			}
		}
		Report.line("shark", "histogram", System.nanoTime() - start, instances, bytes);
		System.out.println("RESULT shark     holders: not in shark-graph (the path finder is in the shark analyzer)");
	}
}
