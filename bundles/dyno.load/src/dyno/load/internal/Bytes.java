package dyno.load.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.time.DateTimeException;
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

	private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

	/** The eight bytes at {@code i} as one long, the first in its lowest byte: to look at bytes eight at a time. */
	public static long longAt(byte[] b, int i) {
		return (long) LONGS.get(b, i);
	}

	/** Whether each of the eight bytes in {@code w} (as from {@link #longAt}) is an ASCII digit. */
	public static boolean allDigits(long w) {
		return (w & 0xF0F0F0F0F0F0F0F0L) == 0x3030303030303030L
				&& ((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) == 0x3030303030303030L;
	}

	/**
	 * The value of eight ASCII digits in {@code w} (as from {@link #longAt}, the first digit the most significant;
	 * {@link #allDigits} true): pairs, then fours, then the eight, each step one multiply for all lanes.
	 */
	public static long eightDigits(long w) {
		long d = w - 0x3030303030303030L;
		d = (d * 10 + (d >>> 8)) & 0x00FF00FF00FF00FFL;
		d = (d * 100 + (d >>> 16)) & 0x0000FFFF0000FFFFL;
		return (d * 10000 + (d >>> 32)) & 0xFFFFFFFFL;
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
	 * A JTL time stamp: epoch milliseconds, or one of the formatted stamps JMeter itself falls back to when reading
	 * ({@code yyyy/MM/dd HH:mm:ss.SSS}, {@code yyyy/MM/dd HH:mm:ss}, the same with '-' between the date's parts,
	 * and the old default {@code MM/dd/yy HH:mm:ss}) in {@link #zone}; {@link #INVALID} otherwise.
	 */
	public long parseTimestamp(byte[] b, int from, int to) {
		long v = parseLong(b, from, to);
		if (v != INVALID) {
			return v;
		}
		int n = to - from;
		if (n == 17 && b[from + 2] == '/' && b[from + 5] == '/' && b[from + 8] == ' ') {
			long yy = parseLong(b, from + 6, from + 8);
			// SimpleDateFormat's rule for two-digit years: within 80 years before and 20 after today
			long year = yy < 0 ? -1 : 2000 + yy > LocalDateTime.now(zone).getYear() + 20 ? 1900 + yy : 2000 + yy;
			return stamp(year, parseLong(b, from, from + 2), parseLong(b, from + 3, from + 5), b, from + 9, -1);
		}
		byte sep = n >= 19 ? b[from + 4] : 0;
		if ((n == 19 || n == 23 && b[from + 19] == '.') && (sep == '/' || sep == '-') && b[from + 7] == sep
				&& b[from + 10] == ' ') {
			return stamp(parseLong(b, from, from + 4), parseLong(b, from + 5, from + 7), parseLong(b, from + 8, from + 10),
					b, from + 11, n == 23 ? from + 20 : -1);
		}
		return INVALID;
	}

	/** The epoch ms of a date and the {@code HH:mm:ss} at {@code time} (and 3 digits of ms at {@code millis}, if >= 0). */
	private long stamp(long year, long month, long day, byte[] b, int time, int millis) {
		if (b[time + 2] != ':' || b[time + 5] != ':') {
			return INVALID;
		}
		long hour = parseLong(b, time, time + 2);
		long minute = parseLong(b, time + 3, time + 5);
		long second = parseLong(b, time + 6, time + 8);
		long milli = millis < 0 ? 0 : parseLong(b, millis, millis + 3);
		if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0
				|| minute > 59 || second < 0 || second > 59 || milli < 0) {
			return INVALID;
		}
		long key = ((year * 100 + month) * 100 + day) * 100 + hour;
		if (key != cachedHour) {
			try {
				cachedHourStart = LocalDateTime.of((int) year, (int) month, (int) day, (int) hour, 0).atZone(zone)
						.toInstant().toEpochMilli();
			} catch (DateTimeException e) {
				return INVALID;
			}
			cachedHour = key;
		}
		return cachedHourStart + minute * 60_000 + second * 1000 + milli;
	}
}
