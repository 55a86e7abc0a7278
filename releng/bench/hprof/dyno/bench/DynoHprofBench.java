package dyno.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import dyno.heap.ClassRow;
import dyno.heap.Snapshot;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;

/**
 * Dyno's reader on one dump: open + histogram, then holders of one class; one run each, in a fresh JVM. Given the
 * JVM's own class histogram of the same heap (third argument), it says how many classes agree exactly.
 */
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
			if (args.length > 2) {
				compare(histogram, Path.of(args[2]));
			}
			HolderGroup top = holders.groups().get(0);
			System.out.println("dyno top holder: " + top.holder() + ", " + top.paths() + " paths, retained about "
					+ top.retainedEstimate() / (1 << 20) + " MiB");
		}
	}

	/** Classes with the same instance count in both histograms (jcmd allocates a little between the two). */
	private static void compare(Snapshot ours, Path jvmHistogram) throws Exception {
		Map<String, long[]> jvm = new HashMap<>();
		for (String line : Files.readAllLines(jvmHistogram)) {
			String[] f = line.trim().split("\\s+");
			if (f.length >= 4 && f[0].endsWith(":")) {
				jvm.put(f[3], new long[] { Long.parseLong(f[1]), Long.parseLong(f[2]) });
			}
		}
		int sameCount = 0;
		int sameBytes = 0;
		StringBuilder differ = new StringBuilder();
		for (ClassRow row : ours.rows()) {
			long[] theirs = jvm.get(row.className());
			if (theirs != null && theirs[0] == row.instances()) {
				sameCount++;
				if (theirs[1] == row.bytes()) {
					sameBytes++;
				} else {
					differ.append(' ').append(row.className()).append(' ').append(row.bytes()).append(" (JVM ")
							.append(theirs[1]).append(')');
				}
			}
		}
		System.out.println("dyno vs the JVM's histogram: " + jvm.size() + " classes there, " + ours.rows().size()
				+ " here; of the " + sameCount + " with equal instance counts, " + sameBytes + " have equal bytes"
				+ (differ.length() > 0 ? "; differ:" + differ : ""));
	}
}
