package dyno.load;

import java.util.Arrays;

/**
 * One row of the Aggregate Report; times in ms, errorRatio 0..1, throughput per second, KB = 1024 B.
 *
 * @param average    exact mean (JMeter shows it truncated to whole ms)
 * @param lines      the percentile lines, in the order of the table's percentiles
 * @param throughput samples per second from the first start to the last end; infinite when all samples share
 *                   one instant (as in JMeter)
 * @param firstStart earliest sample start, epoch ms
 * @param lastEnd    latest sample end, epoch ms
 */
public record AggregateRow(String label, long count, double average, long median, long[] lines, long min, long max,
		double errorRatio, double throughput, double receivedKBps, double sentKBps, long firstStart, long lastEnd) {

	public AggregateRow {
		lines = lines.clone();
	}

	@Override
	public long[] lines() {
		return lines.clone();
	}

	/** The line of the i-th percentile of the table. */
	public long line(int i) {
		return lines[i];
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof AggregateRow r && label.equals(r.label) && count == r.count
				&& Double.compare(average, r.average) == 0 && median == r.median && Arrays.equals(lines, r.lines)
				&& min == r.min && max == r.max && Double.compare(errorRatio, r.errorRatio) == 0
				&& Double.compare(throughput, r.throughput) == 0 && Double.compare(receivedKBps, r.receivedKBps) == 0
				&& Double.compare(sentKBps, r.sentKBps) == 0 && firstStart == r.firstStart && lastEnd == r.lastEnd;
	}

	@Override
	public int hashCode() {
		return label.hashCode() * 31 + Long.hashCode(count) * 17 + Arrays.hashCode(lines);
	}

	@Override
	public String toString() {
		return label + " n=" + count + " avg=" + average + " median=" + median + " lines=" + Arrays.toString(lines)
				+ " min=" + min + " max=" + max + " errors=" + errorRatio + " throughput=" + throughput;
	}
}
