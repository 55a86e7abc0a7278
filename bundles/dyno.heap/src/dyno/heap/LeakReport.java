package dyno.heap;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;


/**
 * What the {@link LeakFinder} found in a series.
 *
 * @param suspects        leaks first, then classes to watch (see {@link LeakFinder} for the order)
 * @param heapGrowthBytes the growth of all classes together over the series (Theil-Sen slope of the totals times
 *                        the series' duration)
 * @param floorVerdict    the old generation's post-GC floor in words: "rising: ...", "level (no significant rise): ..." or "not known
 *                        (...)"
 * @param times           the snapshots' times, epoch milliseconds, oldest first
 * @param jvm             whose series it is ({@link JvmIdentity#label()} of the first snapshot)
 * @param minutes         the series' duration
 */
public record LeakReport(List<Suspect> suspects, long heapGrowthBytes, String floorVerdict, long[] times, String jvm,
		double minutes) {

	public LeakReport {
		suspects = List.copyOf(suspects);
		times = times.clone();
	}

	/** The classes judged leaks, in rank order. */
	public List<Suspect> leaks() {
		return suspects.stream().filter(s -> s.verdict() == Suspect.Verdict.LEAK).toList();
	}

	/**
	 * The series in words, a line each: its snapshots and span, the heap's growth, the floor's verdict, a note on
	 * a short series, and "no leak suspect" when there is none.
	 */
	public List<String> summary() {
		List<String> lines = new ArrayList<>();
		lines.add(String.format(Locale.ROOT, "%d snapshots of %s over %s, %s to %s", times.length, jvm, duration(),
				Instant.ofEpochMilli(times[0]), Instant.ofEpochMilli(times[times.length - 1])));
		lines.add(String.format(Locale.ROOT, "heap growth: %s (%s/min)", signedBytes(heapGrowthBytes),
				signedBytes(minutes > 0 ? heapGrowthBytes / minutes : 0)));
		lines.add("old-generation floor: " + floorVerdict);
		if (times.length < 5) {
			lines.add("note: with " + times.length + " snapshots a trend can hardly reach 95 % confidence; take 5 "
					+ "or more");
		}
		if (suspects.isEmpty()) {
			lines.add("no class grows steadily: no leak suspect");
		}
		return lines;
	}

	/** For a terminal: the {@link #summary()}, then one line per suspect with an ASCII sparkline of its bytes. */
	public String toText() {
		StringBuilder s = new StringBuilder();
		summary().forEach(l -> s.append(l).append('\n'));
		if (suspects.isEmpty()) {
			return s.toString();
		}
		s.append(String.format(Locale.ROOT, "%n%-7s %12s %10s %7s  %-12s %s%n", "verdict", "growth/min", "confidence",
				"share", "bytes", "class"));
		for (Suspect x : suspects) {
			s.append(String.format(Locale.ROOT, "%-7s %12s %9.1f%% %6.1f%%  %-12s %s%s%n", x.verdict(),
					signedBytes(x.bytesPerMinute()), x.confidence() * 100, x.shareOfGrowth() * 100,
					sparkline(x.bytes()), x.className(), x.note().isEmpty() ? "" : "  (" + x.note() + ")"));
		}
		return s.toString();
	}

	private String duration() {
		double seconds = minutes * 60;
		return seconds < 120 ? String.format(Locale.ROOT, "%.0f s", seconds)
				: String.format(Locale.ROOT, "%.1f min", minutes);
	}

	/** {@code +1.2 MB}, {@code -340 KB}, {@code +12 B}: binary units, sign always shown. */
	public static String signedBytes(double bytes) {
		String sign = bytes < 0 ? "-" : "+";
		double b = Math.abs(bytes);
		if (b >= 1024 * 1024) {
			return String.format(Locale.ROOT, "%s%.1f MB", sign, b / (1024 * 1024));
		}
		if (b >= 1024) {
			return String.format(Locale.ROOT, "%s%.1f KB", sign, b / 1024);
		}
		return String.format(Locale.ROOT, "%s%.0f B", sign, b);
	}

	/** Ten ASCII levels, lowest to highest, scaled to the series' own range. */
	public static String sparkline(long[] values) {
		String levels = "_.,-~=+*#@";
		long min = Long.MAX_VALUE;
		long max = Long.MIN_VALUE;
		for (long v : values) {
			min = Math.min(min, v);
			max = Math.max(max, v);
		}
		StringBuilder s = new StringBuilder();
		for (long v : values) {
			int level = max == min ? 0 : (int) ((v - min) * (levels.length() - 1) / (max - min));
			s.append(levels.charAt(level));
		}
		return s.toString();
	}
}
