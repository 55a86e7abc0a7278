package dyno.load;

import java.time.Duration;

import dyno.core.TimeSeries;

/** Over-time series of all samples, one bucket per {@code bucket} (default 1 s), keyed by bucket start (epoch ms). */
public final class LoadTimeline implements SampleSink {

	public LoadTimeline() {
		this(Duration.ofSeconds(1));
	}

	public LoadTimeline(Duration bucket) {
		throw new UnsupportedOperationException();
	}

	@Override
	public void accept(Sample sample) {
		throw new UnsupportedOperationException();
	}

	/** Samples ended per second in each bucket. */
	public TimeSeries.Window throughput() {
		throw new UnsupportedOperationException();
	}

	/** Failed samples per second. */
	public TimeSeries.Window errors() {
		throw new UnsupportedOperationException();
	}

	/** Highest allThreads seen in the bucket. */
	public TimeSeries.Window activeThreads() {
		throw new UnsupportedOperationException();
	}

	/** Exact per-bucket percentile (nearest rank); 50 = median. */
	public TimeSeries.Window responseTime(double percentile) {
		throw new UnsupportedOperationException();
	}

	public TimeSeries.Window averageResponseTime() {
		throw new UnsupportedOperationException();
	}
}
