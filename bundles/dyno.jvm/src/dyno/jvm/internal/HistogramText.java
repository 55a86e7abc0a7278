package dyno.jvm.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jvm.ClassHistogram;

/**
 * Reads the text of a class histogram: {@code GC.class_histogram} (jcmd, the DiagnosticCommand MBean) and
 * {@code jmap -histo} of any JDK since 5. Rows look like {@code "   1:   138852   9416432  [B (java.base@25)"}
 * (the rank and the module are missing in old JDKs); the header, the dashes, the {@code Total} line and
 * jcmd's leading {@code "pid:"} line are skipped.
 */
public final class HistogramText {

	/** Optional "rank:", instances, bytes, then the class name (old JDKs print names like "<no name>"). */
	private static final Pattern ROW = Pattern.compile("(?:\\d+:)?\\s*(\\d+)\\s+(\\d+)\\s+(\\S.*)");
	/** The module a class was loaded from, e.g. " (java.base@25.0.3)"; class names never hold parentheses. */
	private static final Pattern MODULE = Pattern.compile("\\s+\\([^\\s()]+\\)$");

	private HistogramText() {
	}

	/**
	 * @param time when the histogram was taken, epoch milliseconds
	 * @throws IllegalArgumentException naming the first line that is not part of a histogram
	 */
	public static ClassHistogram parse(String text, long time) {
		List<ClassHistogram.Row> rows = new ArrayList<>();
		String[] lines = text.split("\\R");
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].strip();
			if (skipped(line)) {
				continue;
			}
			Matcher m = ROW.matcher(line);
			if (!m.matches()) {
				throw new IllegalArgumentException("line " + (i + 1) + " of the class histogram is not a row: '"
						+ abbreviate(line) + "'");
			}
			String name = MODULE.matcher(m.group(3).strip()).replaceFirst("");
			rows.add(new ClassHistogram.Row(name, Long.parseLong(m.group(1)), Long.parseLong(m.group(2))));
		}
		if (rows.isEmpty()) {
			throw new IllegalArgumentException("the class histogram has no rows: '" + abbreviate(text.strip()) + "'");
		}
		rows.sort(Comparator.comparingLong(ClassHistogram.Row::bytes).reversed());
		return new ClassHistogram(time, rows);
	}

	private static boolean skipped(String line) {
		return line.isEmpty() || line.startsWith("num ") || line.startsWith("---") || line.startsWith("Total ")
				|| line.matches("\\d+:"); // jcmd names the pid first
	}

	private static String abbreviate(String s) {
		return s.length() > 80 ? s.substring(0, 77) + "..." : s;
	}
}
