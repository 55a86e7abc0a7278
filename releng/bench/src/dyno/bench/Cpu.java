package dyno.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/** CPU time of this process and of others, in nanoseconds. */
final class Cpu {

	private static final com.sun.management.OperatingSystemMXBean OS = (com.sun.management.OperatingSystemMXBean) ManagementFactory
			.getOperatingSystemMXBean();

	private Cpu() {
	}

	/**
	 * All threads of this JVM: samplers, RMI, JIT and GC alike. On Linux the JDK reads it with times(2), so
	 * it moves in steps of 10 ms: good over seconds, coarse over a few thousand reads of microseconds.
	 */
	static long self() {
		return OS.getProcessCpuTime();
	}

	/** The calling thread's CPU time, to the nanosecond. */
	static long thisThread() {
		return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
	}

	/** CPU time of this JVM's threads whose names start with {@code prefix}, by thread id. */
	static Map<Long, Long> threads(String prefix) {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		Map<Long, Long> cpu = new HashMap<>();
		for (ThreadInfo t : threads.getThreadInfo(threads.getAllThreadIds())) {
			if (t != null && t.getThreadName().startsWith(prefix)) {
				cpu.put(t.getThreadId(), threads.getThreadCpuTime(t.getThreadId()));
			}
		}
		return cpu;
	}

	/** CPU the threads used between two {@link #threads} snapshots (threads born in between count from 0). */
	static long between(Map<Long, Long> before, Map<Long, Long> after) {
		long sum = 0;
		for (Map.Entry<Long, Long> e : after.entrySet()) {
			sum += Math.max(0, e.getValue() - before.getOrDefault(e.getKey(), 0L));
		}
		return sum;
	}

	/** Another process's CPU time so far; 0 when the OS does not tell. */
	static long of(long pid) {
		return ProcessHandle.of(pid).flatMap(p -> p.info().totalCpuDuration()).map(Duration::toNanos).orElse(0L);
	}
}
