package dyno.load;

/**
 * One row of the Aggregate Report; times in ms, errorRatio 0..1, throughput per second, KB = 1024 B.
 *
 * @param lines      the percentile lines, in the order of the table's percentiles
 * @param firstStart earliest sample start, epoch ms
 * @param lastEnd    latest sample end, epoch ms
 */
public record AggregateRow(String label, long count, double average, long median, long[] lines, long min, long max,
		double errorRatio, double throughput, double receivedKBps, double sentKBps, long firstStart, long lastEnd) {
}
