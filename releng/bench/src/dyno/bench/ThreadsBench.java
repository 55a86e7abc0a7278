package dyno.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.threads.PoolPattern;
import dyno.jvm.threads.PoolUsage;
import dyno.jvm.threads.StackGroup;
import dyno.jvm.threads.ThreadDumpText;
import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadTimeline;
import dyno.samples.ChildJvm;
import dyno.samples.PoolService;
import dyno.samples.VirtualThreads;

/**
 * Thread sampling of a JVM with many threads (run by {@code releng/bench/threads.sh}): a {@link PoolService} child
 * with {@code --threads} workers (default 2,000), read over JMX through its local agent. Part 1: one sample back to
 * back, for the timeline's query and for a full dump; part 2: the model's own cost per sample; part 3: a
 * {@link ThreadMonitor} at 1 s for {@code --seconds} as the Threads view would run it; part 4: a
 * {@link VirtualThreads} child with {@code --virtual} sleeping virtual threads (default 2,000), one sample with
 * and without its virtual threads (their JSON dump). Arguments:
 * {@code [--threads N] [--busy N] [--samples N] [--seconds N] [--virtual N] [--out FILE]}.
 */
public final class ThreadsBench {

	public static void main(String[] args) throws Exception {
		int threads = 2_000;
		int busy = 200;
		int samples = 30;
		int seconds = 60;
		int virtual = 2_000;
		Path out = Path.of("releng/bench/results/threads.txt");
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
			case "--threads" -> threads = Integer.parseInt(args[++i]);
			case "--busy" -> busy = Integer.parseInt(args[++i]);
			case "--samples" -> samples = Integer.parseInt(args[++i]);
			case "--seconds" -> seconds = Integer.parseInt(args[++i]);
			case "--virtual" -> virtual = Integer.parseInt(args[++i]);
			case "--out" -> out = Path.of(args[++i]);
			default -> {
				System.err.println("threads bench: unknown argument '" + args[i]
						+ "' (use --threads N, --busy N, --samples N, --seconds N, --virtual N, --out FILE)");
				System.exit(2);
			}
			}
		}
		Report report = new Report();
		report.line("Dyno threads bench, %s", ZonedDateTime.now().truncatedTo(ChronoUnit.SECONDS));
		report.line("JDK %s, %d CPUs; load average at start: %s", System.getProperty("java.version"),
				Runtime.getRuntime().availableProcessors(),
				java.nio.file.Files.readString(Path.of("/proc/loadavg")).strip());
		try (ChildJvm child = ChildJvm.start(List.of("-Xss256k"), PoolService.class, Integer.toString(threads),
				Integer.toString(busy));
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			if (c.connectAndWait(Duration.ofSeconds(30)) != JvmConnection.State.LIVE) {
				throw new IllegalStateException("cannot connect: " + c.problem());
			}
			ThreadSample first = c.readThreads(ThreadQuery.SAMPLING);
			report.line("target: PoolService, %d workers of which %d busy; %d threads in all, read over JMX "
					+ "(the local agent, loopback RMI)", threads, busy, first.threads().size());
			report.line("");
			report.line("1. One sample back to back, %d times after 5 warm-up reads (ms of wall time; CPU ms per sample "
					+ "of this process and of the target)", samples);
			report.line("   query                                   mean  median     max   this CPU  target CPU");
			oneSample(report, c, child.pid(), ThreadQuery.SAMPLING, "timeline (depth 32, no locks)", samples);
			oneSample(report, c, child.pid(), new ThreadQuery(16, false, false), "depth 16", samples);
			oneSample(report, c, child.pid(), new ThreadQuery(8, false, false), "depth 8", samples);
			oneSample(report, c, child.pid(), new ThreadQuery(1, false, false), "states only (depth 1)", samples);
			oneSample(report, c, child.pid(), ThreadQuery.DUMP, "dump (all frames, held locks)", samples);
			report.line("");
			modelCost(report, c.readThreads(ThreadQuery.SAMPLING), samples);
			report.line("");
			monitored(report, c, child.pid(), seconds);
		}
		report.line("");
		virtualThreads(report, virtual, samples);
		report.writeTo(out);
	}

	private static void oneSample(Report report, JvmConnection c, long pid, ThreadQuery query, String what, int n)
			throws Exception {
		for (int i = 0; i < 5; i++) {
			c.readThreads(query);
		}
		double[] ms = new double[n];
		long selfBefore = Cpu.self();
		long targetBefore = Cpu.of(pid);
		for (int i = 0; i < n; i++) {
			long t0 = System.nanoTime();
			c.readThreads(query);
			ms[i] = (System.nanoTime() - t0) / 1e6;
		}
		double self = (Cpu.self() - selfBefore) / 1e6 / n;
		double target = (Cpu.of(pid) - targetBefore) / 1e6 / n;
		Arrays.sort(ms);
		report.line("   %-36s %7.1f %7.1f %7.1f %10.1f %11.1f", what, Arrays.stream(ms).average().orElse(0), ms[n / 2],
				ms[n - 1], self, target);
	}

	/** What the engine adds to a sample it has: timeline, pools, CPU %, stack groups, the dump text. */
	private static void modelCost(Report report, ThreadSample s, int n) {
		ThreadTimeline timeline = new ThreadTimeline();
		long t0 = System.nanoTime();
		for (int i = 0; i < n * 10; i++) {
			timeline.record(new ThreadSample(s.time() + i * 1000L, s.threads(), s.deadlocks(), s.counts(), true,
					s.gaps()));
		}
		double timelineUs = (System.nanoTime() - t0) / 1e3 / (n * 10);
		t0 = System.nanoTime();
		int pools = 0;
		for (int i = 0; i < n * 10; i++) {
			pools += PoolUsage.of(s, PoolPattern.DEFAULTS).size();
		}
		double poolsUs = (System.nanoTime() - t0) / 1e3 / (n * 10);
		ThreadSample later = new ThreadSample(s.time() + 1000, s.threads(), s.deadlocks(), s.counts(), true, s.gaps());
		t0 = System.nanoTime();
		for (int i = 0; i < n * 10; i++) {
			later.cpuPercentSince(s);
		}
		double cpuUs = (System.nanoTime() - t0) / 1e3 / (n * 10);
		t0 = System.nanoTime();
		int groups = 0;
		for (int i = 0; i < n; i++) {
			groups = StackGroup.of(s).size();
		}
		double groupsUs = (System.nanoTime() - t0) / 1e3 / n;
		t0 = System.nanoTime();
		int chars = 0;
		for (int i = 0; i < n; i++) {
			chars = ThreadDumpText.format(s, "bench").length();
		}
		double dumpUs = (System.nanoTime() - t0) / 1e3 / n;
		report.line("2. The model's cost per sample of %d threads (this process, warm; microseconds)", s.threads().size());
		report.line("   timeline record %.0f, pools %.0f (%d pools), CPU %% %.0f, stack groups %.0f (%d groups), "
				+ "dump text %.0f (%d chars)", timelineUs, poolsUs, pools / (n * 10), cpuUs, groupsUs, groups, dumpUs,
				chars);
	}

	/** Part 4: the cost of listing virtual threads, which only the JVM's JSON thread dump gives. */
	private static void virtualThreads(Report report, int virtual, int samples) throws Exception {
		try (ChildJvm child = ChildJvm.start(VirtualThreads.class, Integer.toString(virtual));
				JvmConnection c = new JvmConnection(new Target.LocalJmx(child.pid()), null, Sampler.shared())) {
			if (c.connectAndWait(Duration.ofSeconds(30)) != JvmConnection.State.LIVE) {
				throw new IllegalStateException("cannot connect: " + c.problem());
			}
			ThreadSample s = c.readThreads(ThreadQuery.SAMPLING);
			report.line("4. A VirtualThreads child: %d threads of which %d virtual (one sample back to back, as in 1.)",
					s.threads().size(), s.threads().stream().filter(t -> t.virtual()).count());
			report.line("   query                                   mean  median     max   this CPU  target CPU");
			oneSample(report, c, child.pid(), ThreadQuery.SAMPLING, "timeline with virtual threads", samples);
			oneSample(report, c, child.pid(), new ThreadQuery(32, false, false), "platform threads only", samples);
		}
	}

	private static void monitored(Report report, JvmConnection c, long pid, int seconds) throws Exception {
		var memory = ManagementFactory.getMemoryMXBean();
		try (ThreadMonitor monitor = new ThreadMonitor(c)) {
			AtomicLong taken = new AtomicLong();
			monitor.addListener((m, s) -> taken.incrementAndGet());
			long selfBefore = Cpu.self();
			long targetBefore = Cpu.of(pid);
			long t0 = System.nanoTime();
			monitor.start(ThreadMonitor.DEFAULT_INTERVAL);
			Thread.sleep(seconds * 1000L);
			monitor.stop();
			double wall = (System.nanoTime() - t0) / 1e9;
			double self = (Cpu.self() - selfBefore) / 1e9;
			double target = (Cpu.of(pid) - targetBefore) / 1e9;
			System.gc();
			report.line("3. ThreadMonitor at %d ms for %.0f s (timeline, pools, CPU %%, deadlock check every sample)",
					ThreadMonitor.DEFAULT_INTERVAL.toMillis(), wall);
			report.line("   samples taken %d; CPU of this process %.2f %% of one core (%.2f s), of the target %.2f %% (%.2f s)",
					taken.get(), self * 100 / wall, self, target * 100 / wall, target);
			report.line("   timeline: %d lanes; heap used here after a full GC %.1f MB",
					monitor.timeline().size(), memory.getHeapMemoryUsage().getUsed() / 1e6);
		}
	}
}
