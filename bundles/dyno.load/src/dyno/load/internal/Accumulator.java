package dyno.load.internal;

/**
 * The running figures of one Aggregate Report row, kept as JMeter's {@code SamplingStatCalculator} keeps them:
 * an aggregated result (SampleCount n &gt; 1) counts n samples of {@code elapsed / n} ms each (integer
 * division), adds {@code elapsed} once to the sum, and its ErrorCount errors (JMeter reads a file with those
 * columns into {@code StatisticalSampleResult}s, whose error count is the column; without them a failed result
 * is one error).
 */
public final class Accumulator {

	private final Histogram histogram = new Histogram();
	private double sum;
	private long errors;
	private long bytes;
	private long sentBytes;
	private long firstStart = Long.MAX_VALUE;
	/** JMeter starts the end time at 0, so a file without time stamps has a window of 0. */
	private long lastEnd;

	public void add(long start, long elapsed, int sampleCount, int errorCount, long received, long sent) {
		long value = sampleCount > 1 ? elapsed / sampleCount : elapsed;
		histogram.add(value, sampleCount);
		sum += elapsed;
		errors += errorCount;
		bytes += received;
		sentBytes += sent;
		if (start < firstStart) {
			firstStart = start;
		}
		long end = start + elapsed;
		if (end > lastEnd) {
			lastEnd = end;
		}
	}

	/** Takes in what {@code other} accumulated (another part of the same results). */
	public void addAll(Accumulator other) {
		histogram.addAll(other.histogram);
		sum += other.sum;
		errors += other.errors;
		bytes += other.bytes;
		sentBytes += other.sentBytes;
		firstStart = Math.min(firstStart, other.firstStart);
		lastEnd = Math.max(lastEnd, other.lastEnd);
	}

	public long count() {
		return histogram.count();
	}

	public double average() {
		return sum / histogram.count();
	}

	public long[] percentiles(double... fractions) {
		return histogram.percentiles(fractions);
	}

	/** JMeter shows a negative minimum as 0. */
	public long min() {
		return Math.max(0, histogram.min());
	}

	public long max() {
		return histogram.max();
	}

	public double errorRatio() {
		return histogram.count() == 0 ? 0 : (double) errors / histogram.count();
	}

	public long firstStart() {
		return firstStart;
	}

	public long lastEnd() {
		return lastEnd;
	}

	/** Samples per second over the window from the first start to the last end: infinite for a window of 0, as in JMeter. */
	public double throughput() {
		return (double) histogram.count() / (lastEnd - firstStart) * 1000.0;
	}

	public double receivedKBps() {
		return perSecond(bytes) / 1024;
	}

	public double sentKBps() {
		return perSecond(sentBytes) / 1024;
	}

	/** 0 rather than infinite for an empty window (JMeter's getRatePerSecond). */
	private double perSecond(long value) {
		long window = lastEnd - firstStart;
		if (lastEnd == 0 || window <= 0 || value <= 0) {
			return 0;
		}
		return value / (window / 1000.0);
	}
}
