package dyno.jvm.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jvm.ClassHistogram;

/**
 * The parser behind {@link ClassHistogram#parse}: {@code GC.class_histogram} (jcmd, the DiagnosticCommand MBean)
 * and {@code jmap -histo} of any JDK since 5. Rows look like {@code "   1:   138852   9416432  [B (java.base@25)"}
 * (the rank and the module are missing in old JDKs); the header, the dashes and jcmd's leading {@code "pid:"}
 * line are skipped; the {@code Total} line is checked against the rows.
 */
public final class HistogramText {

	/** Optional "rank:", instances, bytes, then the class name (old JDKs print names like "<no name>"). */
	private static final Pattern ROW = Pattern.compile("(?:\\d+:)?\\s*(\\d+)\\s+(\\d+)\\s+(\\S.*)");
	/** The module a class was loaded from, e.g. " (java.base@25.0.3)"; class names never hold parentheses. */
	private static final Pattern MODULE = Pattern.compile("\\s+\\(([^\\s()]+)\\)$");
	private static final Pattern TOTAL = Pattern.compile("Total\\s+(\\d+)\\s+(\\d+)");

	private HistogramText() {
	}

	/** See {@link ClassHistogram#parse}. */
	public static ClassHistogram parse(String text, long time) {
		List<ClassHistogram.Row> rows = new ArrayList<>();
		String[] lines = text.split("\\R");
		String total = null;
		int totalLine = 0;
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].strip();
			if (line.startsWith("Total ")) {
				total = line;
				totalLine = i + 1;
				continue;
			}
			if (skipped(line)) {
				continue;
			}
			Matcher m = ROW.matcher(line);
			if (!m.matches()) {
				throw new IllegalArgumentException("line " + (i + 1) + " of the class histogram is not a row: '"
						+ abbreviate(line) + "'");
			}
			String name = m.group(3).strip();
			String module = "";
			Matcher mod = MODULE.matcher(name);
			if (mod.find()) {
				module = mod.group(1);
				name = name.substring(0, mod.start());
			}
			rows.add(new ClassHistogram.Row(name, module, Long.parseLong(m.group(1)), Long.parseLong(m.group(2))));
		}
		if (rows.isEmpty()) {
			throw new IllegalArgumentException("the class histogram has no rows: '" + abbreviate(text.strip()) + "'");
		}
		rows.sort(Comparator.comparingLong(ClassHistogram.Row::bytes).reversed());
		ClassHistogram histogram = new ClassHistogram(time, rows);
		if (total != null) {
			checkTotal(histogram, total, totalLine);
		}
		return histogram;
	}

	/** A histogram cut off in the middle, or edited, no longer adds up to the total the JVM printed. */
	private static void checkTotal(ClassHistogram h, String totalText, int line) {
		Matcher total = TOTAL.matcher(totalText);
		if (!total.matches()) {
			throw new IllegalArgumentException("line " + line + " of the class histogram is not a Total line: '"
					+ abbreviate(totalText) + "'");
		}
		long instances = Long.parseLong(total.group(1));
		long bytes = Long.parseLong(total.group(2));
		if (instances != h.totalInstances() || bytes != h.totalBytes()) {
			throw new IllegalArgumentException("the rows of the class histogram add up to " + h.totalInstances()
					+ " instances and " + h.totalBytes() + " bytes, but its Total line (line " + line + ") says "
					+ instances + " and " + bytes + ": rows are missing or changed");
		}
	}

	private static boolean skipped(String line) {
		return line.isEmpty() || line.startsWith("num ") || line.startsWith("---")
				|| line.matches("\\d+:"); // jcmd names the pid first
	}

	private static String abbreviate(String s) {
		return s.length() > 80 ? s.substring(0, 77) + "..." : s;
	}
}
