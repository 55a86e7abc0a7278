package dyno.bench;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.Churn;
import dyno.samples.Idle;

/**
 * Part 2: many child JVMs sampled at the same time through {@link JvmConnection}s on {@link Sampler#shared()},
 * as the workbench does: CPU of this process over the run (raw: everything this JVM did, the forced GC
 * included) and the heap left after a forced full GC early and at the end (bounded series: it should be flat).
 */
final class ManyJvms {

	static final Duration INTERVAL = Duration.ofMillis(100);
	/** Sampler.shared()'s thread names: its sampling pool. */
	private static final String SAMPLER_THREADS = "dyno-sampler";

	private final Report report;
	private final int jvms;
	private final int seconds;
	private final boolean churn;

	ManyJvms(Report report, int jvms, int seconds, boolean churn) {
		this.report = report;
		this.jvms = jvms;
		this.seconds = seconds;
		this.churn = churn;
	}

	void run() throws Exception {
		report.line("2. %d child JVMs (%s, -Xmx64m) sampled every %d ms for %d s through JvmConnection on Sampler.shared()",
				jvms, churn ? "Churn: allocating" : "Idle", INTERVAL.toMillis(), seconds);
		List<ChildJvm> children = new ArrayList<>();
		List<JvmConnection> connections = new ArrayList<>();
		AtomicLongArray samples = new AtomicLongArray(jvms);
		try {
			for (int i = 0; i < jvms; i++) {
				children.add(churn ? ChildJvm.start(Churn.class, Integer.toString(seconds + 60), "1")
						: ChildJvm.start(Idle.class, Integer.toString(seconds + 60)));
			}
			for (int i = 0; i < jvms; i++) {
				int slot = i;
				JvmConnection c = new JvmConnection(new Target.Local(children.get(i).pid()), null, Sampler.shared());
				c.setInterval(INTERVAL);
				c.addListener(new JvmConnection.Listener() {
					@Override
					public void sampled(JvmConnection connection, GcSpaces sample) {
						samples.incrementAndGet(slot);
					}
				});
				connections.add(c);
			}
			long start = System.nanoTime();
			long cpuStart = Cpu.self();
			Map<Long, Long> samplersStart = Cpu.threads(SAMPLER_THREADS);
			for (JvmConnection c : connections) {
				if (c.connectAndWait(Duration.ofSeconds(10)) != JvmConnection.State.LIVE) {
					throw new IllegalStateException(c.target().label() + " did not connect: " + c.problem());
				}
			}
			int early = Math.min(10, seconds / 2);
			sleepUntil(start, early);
			long heapEarly = heapAfterFullGc();
			sleepUntil(start, seconds);
			long cpu = Cpu.self() - cpuStart;
			long samplersCpu = Cpu.between(samplersStart, Cpu.threads(SAMPLER_THREADS));
			double wall = (System.nanoTime() - start) / 1e9;
			long[] counts = new long[jvms];
			long live = connections.stream().filter(c -> c.state() == JvmConnection.State.LIVE).count();
			for (int i = 0; i < jvms; i++) {
				counts[i] = samples.get(i);
			}
			connections.forEach(JvmConnection::close);
			long heapEnd = heapAfterFullGc();
			print(cpu, samplersCpu, wall, counts, live, early, heapEarly, heapEnd);
		} finally {
			connections.forEach(JvmConnection::close);
			children.forEach(ChildJvm::close);
		}
	}

	private void print(long cpu, long samplersCpu, double wall, long[] counts, long live, int early, long heapEarly, long heapEnd) {
		long total = 0;
		long min = Long.MAX_VALUE;
		long max = 0;
		for (long n : counts) {
			total += n;
			min = Math.min(min, n);
			max = Math.max(max, n);
		}
		double percent = cpu / 1e9 / wall * 100;
		report.line("   %-44s %s", "what", "measured");
		report.line("   %-44s %.2f %% of one core (goal < 2 %%): %.2f s CPU in %.1f s", "CPU of the sampling process",
				percent, cpu / 1e9, wall);
		report.line("   %-44s %.2f %% of one core: %.2f s CPU", "  of which the sampler threads", samplersCpu / 1e9 / wall * 100,
				samplersCpu / 1e9);
		report.line("   %-44s %.1f us (process), %.1f us (sampler threads)", "CPU per sample", total == 0 ? 0 : cpu / 1e3 / total,
				total == 0 ? 0 : samplersCpu / 1e3 / total);
		report.line("   %-44s %,d in all; per JVM min %,d, mean %,.1f, max %,d (expected ~%,d)", "samples taken", total,
				min, (double) total / counts.length, max, Math.round(wall * 1000 / INTERVAL.toMillis()));
		report.line("   %-44s %d of %d", "connections still live at the end", live, counts.length);
		report.line("   %-44s %.1f MB at %d s, %.1f MB at %d s (%+.1f MB)", "heap used after a forced full GC",
				heapEarly / 1048576.0, early, heapEnd / 1048576.0, seconds, (heapEnd - heapEarly) / 1048576.0);
	}

	/** Heap still used after {@code System.gc()} (a full collection unless the JVM was told otherwise). */
	private static long heapAfterFullGc() {
		System.gc();
		System.gc();
		return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
	}

	private static void sleepUntil(long start, int second) throws InterruptedException {
		long left = start + second * 1_000_000_000L - System.nanoTime();
		if (left > 0) {
			Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
		}
	}
}
