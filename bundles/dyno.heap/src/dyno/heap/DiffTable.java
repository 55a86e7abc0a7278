package dyno.heap;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;

/** The result of {@link HistogramDiff#of}: one column per snapshot, one {@link DiffRow} per class. Immutable. */
public final class DiffTable {

	/** Largest growth from the first to the last snapshot first, then by name. */
	public static final Comparator<DiffRow> BY_GROWTH = Comparator.comparingLong(DiffRow::growth).reversed()
			.thenComparing(DiffRow::className);
	public static final Comparator<DiffRow> BY_NAME = Comparator.comparing(DiffRow::className);

	private final HistogramDiff.Mode mode;
	private final HistogramDiff.Measure measure;
	private final long[] times;
	private final List<DiffRow> rows;
	private final ZoneId zone;

	DiffTable(HistogramDiff.Mode mode, HistogramDiff.Measure measure, long[] times, List<DiffRow> rows) {
		this(mode, measure, times, rows, ZoneId.systemDefault());
	}

	private DiffTable(HistogramDiff.Mode mode, HistogramDiff.Measure measure, long[] times, List<DiffRow> rows,
			ZoneId zone) {
		this.mode = mode;
		this.measure = measure;
		this.times = times.clone();
		this.rows = List.copyOf(rows);
		this.zone = zone;
	}

	/** The column order by one column's value, largest first (for ratios: by the ratio). */
	public static Comparator<DiffRow> byColumn(int column) {
		return Comparator.comparingDouble((DiffRow r) -> r.ratios().length > 0 ? r.ratios()[column]
				: r.values()[column]).reversed().thenComparing(DiffRow::className);
	}

	public HistogramDiff.Mode mode() {
		return mode;
	}

	public HistogramDiff.Measure measure() {
		return measure;
	}

	/** The snapshots' times, epoch milliseconds, one per column. */
	public long[] times() {
		return times.clone();
	}

	/**
	 * One label per column: the snapshot's local time of day ({@code 19:50:02}), with the date when the snapshots
	 * span several days and with milliseconds when two would read alike.
	 */
	public List<String> columns() {
		boolean days = times.length > 0 && !day(times[0]).equals(day(times[times.length - 1]));
		String pattern = (days ? "yyyy-MM-dd " : "") + "HH:mm:ss";
		List<String> labels = format(pattern);
		if (new HashSet<>(labels).size() < labels.size()) {
			labels = format(pattern + ".SSS");
		}
		return labels;
	}

	private String day(long time) {
		return DateTimeFormatter.ISO_LOCAL_DATE.withZone(zone).format(Instant.ofEpochMilli(time));
	}

	private List<String> format(String pattern) {
		DateTimeFormatter f = DateTimeFormatter.ofPattern(pattern, Locale.ROOT).withZone(zone);
		List<String> labels = new ArrayList<>();
		for (long t : times) {
			labels.add(f.format(Instant.ofEpochMilli(t)));
		}
		return labels;
	}

	public List<DiffRow> rows() {
		return rows;
	}

	/** The same table in another row order. */
	public DiffTable sorted(Comparator<DiffRow> order) {
		List<DiffRow> copy = new ArrayList<>(rows);
		copy.sort(order);
		return new DiffTable(mode, measure, times, copy, zone);
	}

	/** The same table with column labels in another time zone (UTC for output that must not depend on the machine). */
	public DiffTable inZone(ZoneId otherZone) {
		return new DiffTable(mode, measure, times, rows, otherZone);
	}

	/**
	 * Aligned columns for a terminal: the first {@code maxRows} rows (all when 0), the class last so long names
	 * do not push the numbers apart.
	 */
	public String toText(int maxRows) {
		List<String> columns = columns();
		int width = 14;
		for (String c : columns) {
			width = Math.max(width, c.length() + 1);
		}
		StringBuilder s = new StringBuilder();
		for (String c : columns) {
			s.append(String.format(Locale.ROOT, "%" + width + "s", c));
		}
		s.append("  ").append(measureName()).append(" (").append(modeName()).append(") of class\n");
		int shown = maxRows <= 0 ? rows.size() : Math.min(maxRows, rows.size());
		for (DiffRow r : rows.subList(0, shown)) {
			for (int i = 0; i < r.values().length; i++) {
				String cell = r.ratios().length > 0 && i > 0 ? ratio(r.ratios()[i]) + "x"
						: (mode == HistogramDiff.Mode.ABSOLUTE || mode == HistogramDiff.Mode.RATIO || r.values()[i] <= 0
								? "" : "+") + String.format(Locale.ROOT, "%,d", r.values()[i]);
				s.append(String.format(Locale.ROOT, "%" + width + "s", cell));
			}
			s.append("  ").append(r.className()).append('\n');
		}
		if (shown < rows.size()) {
			s.append("... ").append(rows.size() - shown).append(" more classes\n");
		}
		return s.toString();
	}

	private String measureName() {
		return measure == HistogramDiff.Measure.BYTES ? "bytes" : "instances";
	}

	private String modeName() {
		return switch (mode) {
		case ABSOLUTE -> "absolute";
		case DELTA_TO_FIRST -> "change since the first";
		case DELTA_TO_PREVIOUS -> "change since the previous";
		case RATIO -> "ratio to the first";
		};
	}

	/** A ratio with 4 decimals; {@code inf} or {@code nan} where a class was absent from the first snapshot. */
	public static String ratio(double r) {
		return Double.isNaN(r) ? "nan" : Double.isInfinite(r) ? "inf" : String.format(Locale.ROOT, "%.4f", r);
	}
}
