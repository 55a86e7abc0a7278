package dyno.jvm;

import java.util.List;

/**
 * Live objects per class, largest first, as the JVM's {@code GC.class_histogram} reports them.
 *
 * @param time epoch milliseconds when it was taken
 * @param rows one per class
 */
public record ClassHistogram(long time, List<Row> rows) {

	public ClassHistogram {
		rows = List.copyOf(rows);
	}

	/**
	 * @param className as the JVM prints it ({@code java.lang.String}, {@code [B} ...), module suffix removed
	 * @param instances live instances
	 * @param bytes     their shallow size
	 */
	public record Row(String className, long instances, long bytes) {
	}

	public long totalBytes() {
		return rows.stream().mapToLong(Row::bytes).sum();
	}

	public long totalInstances() {
		return rows.stream().mapToLong(Row::instances).sum();
	}
}
