package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.TimeSeries;

/**
 * Busy and total threads per pool over time, with the peaks that the sizing hint needs. Each pool keeps its
 * last {@code capacity} samples as two {@link TimeSeries} (what a chart draws) and its peaks since it was
 * first seen (or since {@link #resetPeaks()}, e.g. at the start of a load test).
 */
public final class PoolHistory {

	/** Samples kept per pool by default: an hour at one sample a second. */
	public static final int DEFAULT_CAPACITY = 3600;

	private final List<PoolPattern> patterns;
	private final int capacity;
	private final Map<String, Pool> pools = new LinkedHashMap<>();

	public PoolHistory(List<PoolPattern> patterns, int capacity) {
		this.patterns = List.copyOf(patterns);
		this.capacity = capacity;
	}

	public PoolHistory(List<PoolPattern> patterns) {
		this(patterns, DEFAULT_CAPACITY);
	}

	public List<PoolPattern> patterns() {
		return patterns;
	}

	/** Adds a sample's pools; a pool missing from it counts as 0 of 0 (its threads ended). */
	public synchronized List<PoolUsage> record(ThreadSample sample) {
		if (!sample.detailed()) {
			return List.of();
		}
		List<PoolUsage> usage = PoolUsage.of(sample, patterns);
		for (PoolUsage u : usage) {
			pools.computeIfAbsent(u.pool(), p -> new Pool(p, u.pattern(), capacity));
		}
		for (Pool p : pools.values()) {
			PoolUsage u = usage.stream().filter(x -> x.pool().equals(p.name)).findFirst().orElse(null);
			p.add(sample.time(), u == null ? 0 : u.busy(), u == null ? 0 : u.total());
		}
		return usage;
	}

	/** Every pool seen, in order of first sighting. */
	public synchronized List<Pool> pools() {
		return new ArrayList<>(pools.values());
	}

	/** Forgets the peaks (not the series): for measuring one load test. */
	public synchronized void resetPeaks() {
		pools.values().forEach(Pool::resetPeaks);
	}

	/** One pool's history. */
	public static final class Pool {
		private final String name;
		private final PoolPattern pattern;
		private final TimeSeries busy;
		private final TimeSeries total;
		private int peakBusy;
		private int peakTotal;
		private long samples;

		Pool(String name, PoolPattern pattern, int capacity) {
			this.name = name;
			this.pattern = pattern;
			this.busy = new TimeSeries(name + " busy", capacity);
			this.total = new TimeSeries(name + " threads", capacity);
		}

		synchronized void add(long time, int busyNow, int totalNow) {
			busy.add(time, busyNow);
			total.add(time, totalNow);
			peakBusy = Math.max(peakBusy, busyNow);
			peakTotal = Math.max(peakTotal, totalNow);
			samples++;
		}

		synchronized void resetPeaks() {
			peakBusy = 0;
			peakTotal = 0;
			samples = 0;
		}

		public String name() {
			return name;
		}

		public PoolPattern pattern() {
			return pattern;
		}

		/** Busy threads per sample. */
		public TimeSeries busy() {
			return busy;
		}

		/** Threads of the pool per sample. */
		public TimeSeries total() {
			return total;
		}

		public synchronized int peakBusy() {
			return peakBusy;
		}

		public synchronized int peakTotal() {
			return peakTotal;
		}

		/** The sizing hint against a configured maximum (-1 when not known). */
		public synchronized PoolSizing sizing(int configuredMax) {
			return PoolSizing.of(name, samples, peakBusy, peakTotal, configuredMax);
		}
	}
}
