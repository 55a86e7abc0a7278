package dyno.bench;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.HeapFactory;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;

/**
 * NetBeans' heap library on the same dump: open + the retained sizes of the objects Dyno found biggest (the first
 * one computes the dominators of the whole heap). A class object is asked as a class (its retained size by class
 * is another figure: all its instances), so only instances are compared.
 */
public final class NetbeansRetainedBench {

	public static void main(String[] args) throws Exception {
		List<String> ids = Files.readAllLines(Path.of(args[1]));
		long start = System.nanoTime();
		long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
		Heap heap = HeapFactory.createHeap(new File(args[0]));
		long total = 0;
		int asked = 0;
		StringBuilder lines = new StringBuilder();
		for (String line : ids) {
			long id = Long.parseLong(line.trim());
			Instance instance = heap.getInstanceByID(id);
			JavaClass asClass = heap.getJavaClassByID(id);
			if (instance != null && asClass == null) {
				long retained = instance.getRetainedSize();
				total += retained;
				asked++;
				lines.append(String.format(Locale.ROOT, "netbeans 0x%x %s retained %,d%n", id,
						instance.getJavaClass().getName(), retained));
			} else {
				lines.append(String.format(Locale.ROOT, "netbeans 0x%x: a class object, not compared%n", id));
			}
		}
		Report.line("netbeans", "retained", System.nanoTime() - start, asked, total);
		System.out.printf(Locale.ROOT, "netbeans retained: %.2f s CPU of the thread that computed them%n",
				(java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1e9);
		System.out.print(lines);
	}
}
