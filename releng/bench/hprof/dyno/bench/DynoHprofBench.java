package dyno.bench;

import java.nio.file.Path;

import dyno.heap.Snapshot;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;

/** Dyno's reader on one dump: open + histogram, then holders of one class; one run each, in a fresh JVM. */
public final class DynoHprofBench {

	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		String className = args[1];
		long start = System.nanoTime();
		try (HeapDump dump = HeapDump.open(file)) {
			Snapshot histogram = dump.histogram();
			long histogramDone = System.nanoTime();
			Holders holders = dump.holders(className, 3);
			long holdersDone = System.nanoTime();
			Report.line("dyno", "histogram", histogramDone - start, histogram.totalInstances(), histogram.totalBytes());
			Report.line("dyno", "holders", holdersDone - histogramDone, holders.instances(), holders.shallowBytes());
			System.out.println("dyno size model: " + dump.sizeModel().describe());
			HolderGroup top = holders.groups().get(0);
			System.out.println("dyno top holder: " + top.holder() + ", " + top.paths() + " paths, retained about "
					+ top.retainedEstimate() / (1 << 20) + " MiB");
		}
	}
}
