package dyno.profile;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A part of a recording's time, {@code FROM..TO} as a user types it: each side a time from the recording's start
 * ({@code 9s}, {@code 1m30s}, {@code 500ms}) or an ISO instant ({@code 2026-11-27T14:03:57Z}); an empty side is
 * open. It keeps the events that start at or after FROM and before TO.
 */
public final class TimeRange {

	/** The whole recording. */
	public static final TimeRange ALL = new TimeRange("", null, null);

	private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|h|m|s)");

	private final String text;
	private final Object from;
	private final Object to;

	/** @param from, to an offset ({@link Duration}), an {@link Instant}, or null for open */
	private TimeRange(String text, Object from, Object to) {
		this.text = text;
		this.from = from;
		this.to = to;
	}

	/**
	 * A range from what a user typed; blank for {@link #ALL}.
	 *
	 * @throws IllegalArgumentException saying what a range looks like
	 */
	public static TimeRange parse(String text) {
		String t = text == null ? "" : text.strip();
		if (t.isEmpty()) {
			return ALL;
		}
		int dots = t.indexOf("..");
		if (dots < 0) {
			throw new IllegalArgumentException("'" + t + "' is no range: give FROM..TO, e.g. 9s..1m30s, 9s.. or ..20s");
		}
		Object from = point(t.substring(0, dots).strip());
		Object to = point(t.substring(dots + 2).strip());
		if (from instanceof Duration f && to instanceof Duration e && f.compareTo(e) >= 0
				|| from instanceof Instant f2 && to instanceof Instant e2 && !f2.isBefore(e2)) {
			throw new IllegalArgumentException("range '" + t + "' ends before it starts");
		}
		return new TimeRange(t, from, to);
	}

	/**
	 * The range from {@code from} to {@code to} after the recording's start, as the Recording editor's timeline
	 * selects it: its text in seconds to the tenth ({@code 9s..21.5s}), rounded outwards so it keeps what was
	 * selected.
	 */
	public static TimeRange of(Duration from, Duration to) {
		long tenthsFrom = Math.max(0, from.toMillis() / 100);
		long tenthsTo = Math.max(tenthsFrom + 1, (to.toMillis() + 99) / 100);
		return parse(seconds(tenthsFrom) + ".." + seconds(tenthsTo));
	}

	/** The range between two instants, as the views with a time axis select it: ISO instants. */
	public static TimeRange of(Instant from, Instant to) {
		return parse(from + ".." + to);
	}

	private static String seconds(long tenths) {
		return tenths % 10 == 0 ? tenths / 10 + "s" : tenths / 10 + "." + tenths % 10 + "s";
	}

	private static Object point(String text) {
		if (text.isEmpty()) {
			return null;
		}
		if (text.contains("T")) {
			try {
				return Instant.parse(text);
			} catch (DateTimeParseException e) {
				throw new IllegalArgumentException("'" + text + "' is no ISO instant such as 2026-11-27T14:03:57Z", e);
			}
		}
		Matcher m = PART.matcher(text);
		Duration d = Duration.ZERO;
		int at = 0;
		while (at < text.length() && m.find(at) && m.start() == at) {
			long nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(switch (m.group(2)) {
			case "h" -> 3_600_000_000_000L;
			case "m" -> 60_000_000_000L;
			case "s" -> 1_000_000_000L;
			default -> 1_000_000L;
			})).longValue();
			d = d.plusNanos(nanos);
			at = m.end();
		}
		if (at == 0 || at < text.length()) {
			throw new IllegalArgumentException("'" + text + "' is no time from the start such as 9s, 1m30s or 500ms,"
					+ " nor an ISO instant");
		}
		return d;
	}

	public boolean isAll() {
		return from == null && to == null;
	}

	/** Whether an event starting at {@code at} is inside, for a recording that started at {@code start}. */
	public boolean contains(Instant at, Instant start) {
		Instant f = from(start);
		Instant e = to(start);
		return (f == null || !at.isBefore(f)) && (e == null || at.isBefore(e));
	}

	/** Where the range starts for a recording that started at {@code start}; null when open. */
	public Instant from(Instant start) {
		return resolve(from, start);
	}

	/** Where the range ends (excluded) for a recording that started at {@code start}; null when open. */
	public Instant to(Instant start) {
		return resolve(to, start);
	}

	private static Instant resolve(Object point, Instant start) {
		return point instanceof Duration d ? start.plus(d) : (Instant) point;
	}

	/** As typed ({@code 9s..20s}); empty for {@link #ALL}. */
	@Override
	public String toString() {
		return text;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof TimeRange r && r.text.equals(text);
	}

	@Override
	public int hashCode() {
		return text.hashCode();
	}
}
