package dyno.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dyno.jvm.Target;
import dyno.load.AggregateRow;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterProcess;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;
import dyno.samples.ChildJvm;
import dyno.samples.HttpService;

/**
 * One real load session as the workbench runs it: JMeter (the build's JMETER_HOME) on the sample plan against the
 * sample HTTP service, the service's JVM watched. Measures JMeter's start and end overhead, how far the live numbers
 * lag behind the samples, and what following the run costs Dyno's process.
 * Arguments: JMETER_HOME PLAN THREADS SECONDS.
 */
public final class LoadBench {

	public static void main(String[] args) throws Exception {
		JMeterHome home = JMeterHome.at(Path.of(args[0]));
		Path plan = Path.of(args[1]);
		int threads = Integer.parseInt(args[2]);
		int seconds = Integer.parseInt(args[3]);
		Path runs = Files.createTempDirectory("dyno-load-bench");
		try (ChildJvm service = ChildJvm.start(List.of("-Xmx256m"), HttpService.class, "600")) {
			LoadLaunch launch = LoadLaunch.of(plan).withProperty(LoadLaunch.PORT, Integer.toString(HttpService.port(service)))
					.withProperty(LoadLaunch.THREADS, Integer.toString(threads))
					.withProperty(LoadLaunch.DURATION, Integer.toString(seconds));
			long cpuBefore = processCpu();
			long wallBefore = System.nanoTime();
			long started = System.currentTimeMillis();
			LoadSession session = LoadSession.start(home, launch, Optional.of(new Target.Local(service.pid())), runs,
					line -> {
					});
			List<Long> lags = Collections.synchronizedList(new ArrayList<>());
			long[] sessionCpu = new long[1];
			session.addListener(() -> {
				// Listeners run on the session's thread, which ends with the run: read its CPU time while it lives.
				sessionCpu[0] = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
				AggregateRow total = session.stats().table().total();
				if (total.count() > 0 && session.process().outcome() == JMeterProcess.Outcome.RUNNING) {
					lags.add(System.currentTimeMillis() - total.lastEnd());
				}
			});
			LoadRun run = session.finished().get(seconds + 120L, TimeUnit.SECONDS);
			long saved = System.currentTimeMillis();
			double cpuShare = (processCpu() - cpuBefore) / (double) (System.nanoTime() - wallBefore);
			AggregateRow total = run.summary().orElseThrow().total();

			System.out.printf("run: %s, %d threads, %d s, outcome %s%n", run.name(), threads, seconds, run.outcome());
			System.out.printf("samples: %d, %.0f/s, errors %.2f %%, average %.1f ms%n", total.count(), total.throughput(),
					total.errorRatio() * 100, total.average());
			System.out.printf("JMeter start (session start to first sample start): %.2f s%n",
					(total.firstStart() - started) / 1000.0);
			System.out.printf("JMeter end (last sample end to run saved): %.2f s%n", (saved - total.lastEnd()) / 1000.0);
			List<Long> sorted = new ArrayList<>(lags);
			Collections.sort(sorted);
			if (!sorted.isEmpty()) {
				System.out.printf("live lag (poll time minus newest sample end, %d polls): median %d ms, p95 %d ms, max %d ms%n",
						sorted.size(), sorted.get(sorted.size() / 2), sorted.get((int) (sorted.size() * 0.95)),
						sorted.get(sorted.size() - 1));
			}
			System.out.printf("Dyno's process while following the run: %.1f %% of one core (all threads: session, "
					+ "JTL tail, 2 JVM samplers, JIT, GC)%n", cpuShare * 100);
			System.out.printf("  of which the session thread (tail + aggregate + timeline): %.1f %% of one core%n",
					sessionCpu[0] / (double) (System.nanoTime() - wallBefore) * 100);
			System.out.println("warnings: " + run.warnings().stream().map(LoadWarning::id).toList());
		}
	}

	private static long processCpu() {
		return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
				.getProcessCpuTime();
	}
}
