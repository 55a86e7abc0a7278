package dyno.load.run.internal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import dyno.jvm.GcHistory;
import dyno.jvm.Metric;
import dyno.load.LoadWarning;

/**
 * Watches whether the load generator itself is the bottleneck: JMeter's process CPU (from the OS, all cores) and
 * its GC pause share. A saturated generator queues requests inside JMeter, so its response times are its own, not
 * the server's. A warning, once raised, stays for the run (with the worst figure seen).
 */
public final class GeneratorLoad {

	/** Share of all cores above which the generator counts as busy. */
	static final double CPU_LIMIT = 0.90;
	/** Consecutive busy windows before warning (a start-up burst of class loading is no saturation). */
	static final int BUSY_WINDOWS = 3;
	static final long WINDOW_MILLIS = 2_000;
	static final double GC_PAUSE_LIMIT_PERCENT = 10;
	static final long GC_WINDOW_MILLIS = 5_000;
	/** Samples a GC window needs (the default interval is 500 ms). */
	static final int GC_MIN_SAMPLES = 8;

	private final ProcessHandle jmeter;
	private final int cores = Runtime.getRuntime().availableProcessors();
	private long windowStart = -1;
	private long cpuAtStart;
	private int busy;
	private double worstCpu;
	private double worstGc;

	public GeneratorLoad(ProcessHandle jmeter) {
		this.jmeter = jmeter;
	}

	/** Called on every poll; measures when a window is over. */
	public void sample(long now, Optional<GcHistory> jmeterGc) {
		Optional<Duration> cpu = jmeter.info().totalCpuDuration();
		if (cpu.isPresent()) {
			long cpuMillis = cpu.get().toMillis();
			if (windowStart < 0) {
				windowStart = now;
				cpuAtStart = cpuMillis;
			} else if (now - windowStart >= WINDOW_MILLIS) {
				double share = (cpuMillis - cpuAtStart) / (double) (now - windowStart) / cores;
				busy = share >= CPU_LIMIT ? busy + 1 : 0;
				if (busy >= BUSY_WINDOWS) {
					worstCpu = Math.max(worstCpu, share);
				}
				windowStart = now;
				cpuAtStart = cpuMillis;
			}
		}
		jmeterGc.ifPresent(h -> {
			// A mean over a window: one collection that happened to fill one sampling interval is no trend.
			double[] pauses = Arrays.stream(h.series(Metric.GC_PAUSE_PERCENT).since(now - GC_WINDOW_MILLIS).values())
					.filter(v -> !Double.isNaN(v)).toArray();
			if (pauses.length >= GC_MIN_SAMPLES) {
				double mean = Arrays.stream(pauses).average().orElse(0);
				if (mean >= GC_PAUSE_LIMIT_PERCENT) {
					worstGc = Math.max(worstGc, mean);
				}
			}
		});
	}

	/** The warnings so far. */
	public List<LoadWarning> warnings() {
		List<LoadWarning> out = new ArrayList<>();
		if (worstCpu > 0) {
			out.add(new LoadWarning(LoadWarning.Severity.WARNING, "generator-cpu", String.format(
					"JMeter used %.0f %% of this machine's %d cores for %d s or more: the load generator is saturated, "
							+ "so response times include JMeter's own queuing. Use fewer threads per engine, more engines "
							+ "(--remote), or a plan with fewer listeners and assertions.",
					worstCpu * 100, cores, BUSY_WINDOWS * WINDOW_MILLIS / 1000)));
		}
		if (worstGc > 0) {
			out.add(new LoadWarning(LoadWarning.Severity.WARNING, "generator-gc", String.format(
					"JMeter's JVM spent %.0f %% of its time in GC pauses over %d s: its pauses show up as response time. "
							+ "Give it a larger heap (-Xmx in the JVM options) or keep fewer results in memory.",
					worstGc, GC_WINDOW_MILLIS / 1000)));
		}
		return out;
	}
}
