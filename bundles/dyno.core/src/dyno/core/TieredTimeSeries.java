package dyno.core;

import java.util.OptionalDouble;

/**
 * A time series that keeps hours of data in constant memory: the newest samples at full resolution, and
 * older ones folded into fixed-width buckets (the mean of each bucket) once they leave the recent window.
 * <p>
 * With 3,000 recent samples at 100 ms and 4,320 buckets of 10 s, a series holds the last 5 minutes sample
 * by sample and the 12 hours before as 10-second means, in about 120 KB whatever the run time.
 */
public final class TieredTimeSeries {

	private final TimeSeries recent;
	private final TimeSeries history;
	private final long bucketMillis;
	/** The bucket being filled from samples that left {@link #recent}; open while {@code bucketOpen}. */
	private boolean bucketOpen;
	private long bucketStart;
	private double bucketSum;
	/** Samples in the open bucket that had a value (not NaN). */
	private int bucketValues;

	public TieredTimeSeries(String name, int recentCapacity, long bucketMillis, int historyCapacity) {
		if (bucketMillis < 1) {
			throw new IllegalArgumentException("bucket width must be positive, was " + bucketMillis);
		}
		this.recent = new TimeSeries(name, recentCapacity);
		this.history = new TimeSeries(name, historyCapacity);
		this.bucketMillis = bucketMillis;
	}

	public String name() {
		return recent.name();
	}

	/** Appends a sample; when the recent window is full its oldest sample moves into the history. */
	public synchronized void add(long time, double value) {
		if (recent.size() == recent.capacity()) {
			fold(recent.timeAt(0), recent.valueAt(0));
		}
		recent.add(time, value);
	}

	/** The newest value, empty when nothing was added. */
	public synchronized OptionalDouble latest() {
		return recent.latest();
	}

	/** Samples at full resolution held now. */
	public synchronized int recentSize() {
		return recent.size();
	}

	/** Every sample ever added. */
	public synchronized long added() {
		return recent.added();
	}

	/** Everything held, oldest first: history buckets (one point each, at the bucket's start) then recent samples. */
	public synchronized TimeSeries.Window window() {
		return since(Long.MIN_VALUE);
	}

	/** The points at or after {@code fromTime}, oldest first, mixing history buckets and recent samples. */
	public synchronized TimeSeries.Window since(long fromTime) {
		TimeSeries.Window old = history.since(fromTime);
		boolean open = bucketOpen && bucketStart >= fromTime;
		TimeSeries.Window fresh = recent.since(fromTime);
		int n = old.size() + (open ? 1 : 0) + fresh.size();
		long[] t = new long[n];
		double[] v = new double[n];
		System.arraycopy(old.times(), 0, t, 0, old.size());
		System.arraycopy(old.values(), 0, v, 0, old.size());
		int at = old.size();
		if (open) {
			t[at] = bucketStart;
			v[at] = bucketMean();
			at++;
		}
		System.arraycopy(fresh.times(), 0, t, at, fresh.size());
		System.arraycopy(fresh.values(), 0, v, at, fresh.size());
		return new TimeSeries.Window(name(), t, v);
	}

	public synchronized void clear() {
		recent.clear();
		history.clear();
		bucketOpen = false;
	}

	private void fold(long time, double value) {
		long start = Math.floorDiv(time, bucketMillis) * bucketMillis;
		if (bucketOpen && start != bucketStart) {
			history.add(bucketStart, bucketMean());
			bucketOpen = false;
		}
		if (!bucketOpen) {
			bucketOpen = true;
			bucketStart = start;
			bucketSum = 0;
			bucketValues = 0;
		}
		if (!Double.isNaN(value)) {
			bucketSum += value;
			bucketValues++;
		}
	}

	/** NaN ("no data") when no sample of the bucket had a value. */
	private double bucketMean() {
		return bucketValues == 0 ? Double.NaN : bucketSum / bucketValues;
	}
}
