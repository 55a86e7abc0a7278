package dyno.load;

/**
 * JMeter's Aggregate Report, exactly (StatCalculator semantics: nearest-rank percentiles over exact counts).
 * Memory per label does not grow with the sample count. Thread-safe: {@link #accept} from a tail thread,
 * {@link #table()} from any thread.
 */
public final class AggregateStats implements SampleSink {

	public static final double[] DEFAULT_PERCENTILES = { 90, 95, 99 };

	public AggregateStats() {
		this(DEFAULT_PERCENTILES);
	}

	/** @param percentiles in percent, e.g. 90, 99.9 */
	public AggregateStats(double... percentiles) {
		throw new UnsupportedOperationException();
	}

	@Override
	public void accept(Sample sample) {
		throw new UnsupportedOperationException();
	}

	/** Samples counted so far (JMeter's # Samples of TOTAL). */
	public long count() {
		throw new UnsupportedOperationException();
	}

	/** A consistent snapshot. */
	public AggregateTable table() {
		throw new UnsupportedOperationException();
	}
}
