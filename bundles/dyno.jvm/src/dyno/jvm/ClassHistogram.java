package dyno.jvm;

import java.util.List;

import dyno.jvm.internal.HistogramText;

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
	 * @param module    what the JVM printed after the class, e.g. {@code java.base@25}; {@code ""} when absent
	 *                  (classes of the unnamed module, JDKs before 9, {@code jmap -histo} of JDK 5-8)
	 * @param instances live instances
	 * @param bytes     their shallow size
	 */
	public record Row(String className, String module, long instances, long bytes) {
	}

	/**
	 * Reads the text of a class histogram: {@code jcmd <pid> GC.class_histogram}, the DiagnosticCommand MBean's
	 * {@code gcClassHistogram}, or {@code jmap -histo} of any JDK from 5 to 25. When the text ends with jmap's or
	 * jcmd's {@code Total} line, the rows must add up to it (a cut-off or edited file is refused).
	 *
	 * @param time when the histogram was taken, epoch milliseconds
	 * @throws IllegalArgumentException naming the first line that is not part of a histogram
	 */
	public static ClassHistogram parse(String text, long time) {
		return HistogramText.parse(text, time);
	}

	public long totalBytes() {
		return rows.stream().mapToLong(Row::bytes).sum();
	}

	public long totalInstances() {
		return rows.stream().mapToLong(Row::instances).sum();
	}
}
