package dyno.jvm.threads;

/**
 * The sizing hint for one pool from what was observed: the pool's maximum should be about its peak of busy
 * threads × {@value #HEADROOM} (the rule the JBoss Web tuning literature gives for {@code maxThreads}), set
 * against the maximum configured, when the configuration is known. Data for the configuration hints, which
 * know where the maximum is configured.
 *
 * @param pool          the pool, as {@link PoolUsage#pool()}
 * @param samples       samples the peaks come from
 * @param peakBusy      most busy threads seen at once
 * @param peakTotal     most threads seen at once
 * @param suggestedMax  {@code ceil(peakBusy × 1.25)}
 * @param configuredMax the configured maximum, -1 when not known
 */
public record PoolSizing(String pool, long samples, int peakBusy, int peakTotal, int suggestedMax,
		int configuredMax) {

	public static final double HEADROOM = 1.25;

	public static PoolSizing of(String pool, long samples, int peakBusy, int peakTotal, int configuredMax) {
		return new PoolSizing(pool, samples, peakBusy, peakTotal, (int) Math.ceil(peakBusy * HEADROOM),
				configuredMax);
	}

	/** The configured maximum is below the suggestion: under load the pool runs out of threads. */
	public boolean tooSmall() {
		return configuredMax > 0 && configuredMax < suggestedMax;
	}

	/** Every configured thread was busy at once at least once: requests queued or were refused. */
	public boolean saturated() {
		return configuredMax > 0 && peakBusy >= configuredMax;
	}

	/** In words, for a hint or a report. */
	public String text() {
		String observed = pool + ": peak " + peakBusy + " busy of " + peakTotal + " threads over " + samples
				+ " samples; suggested maximum " + suggestedMax + " (peak busy × " + HEADROOM + ")";
		if (configuredMax < 0) {
			return observed + "; configured maximum unknown";
		}
		return observed + "; configured " + configuredMax
				+ (saturated() ? ": saturated, every thread was busy" : tooSmall() ? ": too small" : ": enough");
	}
}
