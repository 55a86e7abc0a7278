package dyno.load.internal;

import java.time.LocalDateTime;
import java.time.ZoneId;

/** Numbers and JMeter time stamps parsed straight from bytes, without making Strings. */
public final class Bytes {

	/** Returned when the bytes are not a number or time stamp. */
	public static final long INVALID = Long.MIN_VALUE;

	private final ZoneId zone;
	/** yyyyMMddHH of the last formatted time stamp and the epoch ms that hour began: rows come in time order. */
	private long cachedHour = -1;
	private long cachedHourStart;

	/** @param zone the zone JMeter wrote formatted time stamps in (its JVM's default) */
	public Bytes(ZoneId zone) {
		this.zone = zone;
	}

	/** A decimal integer (optional leading '-'), or {@link #INVALID}. */
	public static long parseLong(byte[] b, int from, int to) {
		if (from >= to || to - from > 19) {
			return INVALID;
		}
		boolean negative = b[from] == '-';
		int i = negative ? from + 1 : from;
		if (i == to) {
			return INVALID;
		}
		long v = 0;
		for (; i < to; i++) {
			int d = b[i] - '0';
			if (d < 0 || d > 9) {
				return INVALID;
			}
			v = v * 10 + d;
		}
		return negative ? -v : v;
	}

	/** "true" or "false", any case; -1 for anything else. */
	public static int parseBoolean(byte[] b, int from, int to) {
		int n = to - from;
		if (n == 4 && (b[from] | 0x20) == 't' && (b[from + 1] | 0x20) == 'r' && (b[from + 2] | 0x20) == 'u'
				&& (b[from + 3] | 0x20) == 'e') {
			return 1;
		}
		if (n == 5 && (b[from] | 0x20) == 'f' && (b[from + 1] | 0x20) == 'a' && (b[from + 2] | 0x20) == 'l'
				&& (b[from + 3] | 0x20) == 's' && (b[from + 4] | 0x20) == 'e') {
			return 0;
		}
		return -1;
	}

	/**
	 * A JTL time stamp: epoch milliseconds, or JMeter's formatted {@code yyyy/MM/dd HH:mm:ss.SSS} (with
	 * {@code jmeter.save.saveservice.timestamp_format} set so) in {@link #zone}; {@link #INVALID} otherwise.
	 */
	public long parseTimestamp(byte[] b, int from, int to) {
		long v = parseLong(b, from, to);
		if (v != INVALID || to - from != 23) {
			return v;
		}
		if (b[from + 4] != '/' || b[from + 7] != '/' || b[from + 10] != ' ' || b[from + 13] != ':'
				|| b[from + 16] != ':' || b[from + 19] != '.') {
			return INVALID;
		}
		long year = parseLong(b, from, from + 4);
		long month = parseLong(b, from + 5, from + 7);
		long day = parseLong(b, from + 8, from + 10);
		long hour = parseLong(b, from + 11, from + 13);
		long minute = parseLong(b, from + 14, from + 16);
		long second = parseLong(b, from + 17, from + 19);
		long milli = parseLong(b, from + 20, from + 23);
		if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0
				|| minute > 59 || second < 0 || second > 60 || milli < 0) {
			return INVALID;
		}
		long key = ((year * 100 + month) * 100 + day) * 100 + hour;
		if (key != cachedHour) {
			try {
				cachedHourStart = LocalDateTime.of((int) year, (int) month, (int) day, (int) hour, 0).atZone(zone)
						.toInstant().toEpochMilli();
			} catch (java.time.DateTimeException e) {
				return INVALID;
			}
			cachedHour = key;
		}
		return cachedHourStart + minute * 60_000 + second * 1000 + milli;
	}
}
