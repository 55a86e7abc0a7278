package dyno.load;

import java.time.Duration;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

import dyno.core.TimeSeries;
import dyno.load.internal.SparseCounts;
import dyno.load.internal.TableText;

/**
 * Over-time series of all samples, one bucket per {@code bucket} (default 1 s), keyed by bucket start (epoch ms).
 * A sample falls in the bucket of its end (when its response was complete), so throughput is "samples ended
 * per second". Buckets between the first and the last with no sample read as 0 samples/s and no response time
 * (NaN). Each bucket keeps exact counts per distinct ms value, so per-bucket percentiles are exact; memory grows
 * with the duration of the run and the spread of its response times, not with its sample count. To bound it on
 * long soak tests the oldest buckets are dropped beyond {@value #MAX_BUCKETS} buckets or {@value #MAX_SLOTS} count
 * slots (32 MB; hours of a busy run). Thread-safe.
 */
public final class LoadTimeline implements SampleSink {

	/** 24 hours of 1-second buckets. */
	static final int MAX_BUCKETS = 86_400;
	/** Count slots of all buckets together (8 bytes each). */
	static final int MAX_SLOTS = 1 << 22;

	private final long bucketMs;
	private final TreeMap<Long, Bucket> buckets = new TreeMap<>();
	private long slots;
	private long firstStart = Long.MAX_VALUE;

	private static final class Bucket {
		long count;
		long errors;
		double elapsedSum;
		int maxThreads = -1;
		final SparseCounts times = new SparseCounts();
	}

	public LoadTimeline() {
		this(Duration.ofSeconds(1));
	}

	public LoadTimeline(Duration bucket) {
		if (bucket.toMillis() < 1) {
			throw new IllegalArgumentException("bucket must be at least 1 ms, was " + bucket);
		}
		this.bucketMs = bucket.toMillis();
	}

	@Override
	public synchronized void accept(Sample s) {
		firstStart = Math.min(firstStart, s.start());
		long key = Math.floorDiv(s.end(), bucketMs) * bucketMs;
		Bucket b = buckets.get(key);
		if (b == null) {
			b = new Bucket();
			buckets.put(key, b);
			slots += b.times.slots();
		}
		int n = Math.max(s.sampleCount(), 0);
		b.count += n;
		b.errors += s.errorCount();
		b.elapsedSum += s.elapsed();
		b.maxThreads = Math.max(b.maxThreads, s.allThreads());
		int before = b.times.slots();
		b.times.add(n > 1 ? s.elapsed() / n : s.elapsed(), n);
		slots += b.times.slots() - before;
		while (buckets.size() > 1 && (buckets.size() > MAX_BUCKETS || slots > MAX_SLOTS)) {
			slots -= buckets.pollFirstEntry().getValue().times.slots();
		}
	}

	/**
	 * Epoch ms when the earliest sample began (kept when old buckets are dropped), or -1 before any: where a thread
	 * group's threads started, when their schedule began with a sample at once.
	 */
	public synchronized long firstStart() {
		return firstStart == Long.MAX_VALUE ? -1 : firstStart;
	}

	/** Samples ended per second in each bucket. */
	public TimeSeries.Window throughput() {
		return series("throughput", b -> b == null ? 0 : b.count * 1000.0 / bucketMs);
	}

	/** Failed samples per second. */
	public TimeSeries.Window errors() {
		return series("errors", b -> b == null ? 0 : b.errors * 1000.0 / bucketMs);
	}

	/** Highest allThreads seen in the bucket; NaN where no sample said. */
	public TimeSeries.Window activeThreads() {
		return series("active threads", b -> b == null || b.maxThreads < 0 ? Double.NaN : b.maxThreads);
	}

	/** Exact per-bucket percentile (nearest rank, as the Aggregate Report); 50 = median. NaN where no sample ended. */
	public TimeSeries.Window responseTime(double percentile) {
		double fraction = AggregateStats.fraction(percentile);
		return series("response time " + TableText.percentTitle(percentile) + "%",
				b -> b == null || b.count == 0 ? Double.NaN : b.times.percentile(fraction));
	}

	/** Mean response time per bucket; NaN where no sample ended. */
	public TimeSeries.Window averageResponseTime() {
		return series("average response time", b -> b == null || b.count == 0 ? Double.NaN : b.elapsedSum / b.count);
	}

	private synchronized TimeSeries.Window series(String name, ToDoubleFunction<Bucket> value) {
		if (buckets.isEmpty()) {
			return new TimeSeries.Window(name, new long[0], new double[0]);
		}
		long first = buckets.firstKey();
		int n = (int) ((buckets.lastKey() - first) / bucketMs) + 1;
		long[] times = new long[n];
		double[] values = new double[n];
		for (int i = 0; i < n; i++) {
			times[i] = first + i * bucketMs;
			values[i] = value.applyAsDouble(buckets.get(times[i]));
		}
		return new TimeSeries.Window(name, times, values);
	}
}
