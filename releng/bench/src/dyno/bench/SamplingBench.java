package dyno.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Sampling benchmarks (run by {@code releng/bench/sampling.sh}, not by the test command): the cost of one
 * sample per transport, then many JVMs sampled at once. Arguments: {@code [--seconds N] [--samples N]
 * [--jvms N] [--churn] [--out FILE]}.
 */
public final class SamplingBench {

	public static void main(String[] args) throws Exception {
		int seconds = 60;
		int samples = 2_000;
		int jvms = 10;
		boolean churn = false;
		Path out = Path.of("releng/bench/results/sampling.txt");
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
			case "--seconds" -> seconds = Integer.parseInt(args[++i]);
			case "--samples" -> samples = Integer.parseInt(args[++i]);
			case "--jvms" -> jvms = Integer.parseInt(args[++i]);
			case "--churn" -> churn = true;
			case "--out" -> out = Path.of(args[++i]);
			default -> {
				System.err.println("sampling bench: unknown argument '" + args[i]
						+ "' (use --seconds N, --samples N, --jvms N, --churn, --out FILE)");
				System.exit(2);
			}
			}
		}
		Report report = new Report();
		describeMachine(report);
		new SampleCost(report, samples).run();
		report.line("");
		new ManyJvms(report, jvms, seconds, churn).run();
		report.writeTo(out);
	}

	/** The figures mean little without the machine, JDK and load they were taken on. */
	private static void describeMachine(Report report) throws Exception {
		var runtime = ManagementFactory.getRuntimeMXBean();
		String collector = ManagementFactory.getGarbageCollectorMXBeans().stream().map(b -> b.getName())
				.reduce((a, b) -> a + ", " + b).orElse("?");
		report.line("Dyno sampling bench, %s", ZonedDateTime.now().truncatedTo(ChronoUnit.SECONDS));
		report.line("JDK %s (%s), %d CPUs, max heap %d MB, collectors: %s", System.getProperty("java.version"),
				runtime.getVmName(), Runtime.getRuntime().availableProcessors(),
				Runtime.getRuntime().maxMemory() >> 20, collector);
		Path loadavg = Path.of("/proc/loadavg");
		if (Files.isReadable(loadavg)) {
			report.line("load average at start: %s", Files.readString(loadavg).strip());
		}
		report.line("");
	}
}
