package dyno.load.run.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dyno.load.LoadWarning;

/**
 * Judges whether the load generator itself is the bottleneck, from JMeter's process CPU (from the OS, all cores)
 * and its GC pause share. A saturated generator queues requests inside JMeter, so its response times are its own,
 * not the server's. A warning, once raised, stays for the run (with the worst figure seen). Fed on the session's
 * thread, read from any.
 */
public final class GeneratorLoad {

	/** Share of all cores above which the generator counts as busy. */
	static final double CPU_LIMIT = 0.90;
	/** Consecutive busy windows before warning (a start-up burst of class loading is no saturation). */
	static final int BUSY_WINDOWS = 3;
	static final long WINDOW_MILLIS = 2_000;
	static final double GC_PAUSE_LIMIT_PERCENT = 10;
	public static final long GC_WINDOW_MILLIS = 5_000;
	/** Samples a GC window needs (the default interval is 500 ms). */
	static final int GC_MIN_SAMPLES = 8;

	private final int cores;
	private long windowStart = -1;
	private long cpuAtStart;
	private int busy;
	private double worstCpu;
	private double worstGc;

	public GeneratorLoad(int cores) {
		this.cores = cores;
	}

	/**
	 * Called on every poll.
	 *
	 * @param cpuMillis JMeter's total CPU time so far, negative when the OS does not tell
	 * @param gcPauses  JMeter's GC pause percentages of the last {@link #GC_WINDOW_MILLIS} (NaN where unknown)
	 */
	public synchronized void sample(long now, long cpuMillis, double[] gcPauses) {
		if (cpuMillis >= 0) {
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
		// A mean over a window: one collection that happened to fill one sampling interval is no trend.
		double[] known = Arrays.stream(gcPauses).filter(v -> !Double.isNaN(v)).toArray();
		if (known.length >= GC_MIN_SAMPLES) {
			double mean = Arrays.stream(known).average().orElse(0);
			if (mean >= GC_PAUSE_LIMIT_PERCENT) {
				worstGc = Math.max(worstGc, mean);
			}
		}
	}

	/** The warnings so far. */
	public synchronized List<LoadWarning> warnings() {
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
