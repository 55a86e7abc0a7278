package dyno.profile.ui.internal.editor;

import java.time.Duration;
import java.util.Locale;

/** How the recording's pages write numbers: counts with grouping, bytes in the largest fitting unit, ms. */
public final class Format {

	private static final String[] UNITS = { "B", "KB", "MB", "GB", "TB" };
	private static final double KILO = 1024;

	private Format() {
	}

	public static String count(long n) {
		return String.format(Locale.ROOT, "%,d", n);
	}

	public static String percent(double p) {
		return String.format(Locale.ROOT, "%.1f %%", p);
	}

	public static String bytes(long bytes) {
		double v = bytes;
		int unit = 0;
		while (Math.abs(v) >= KILO && unit < UNITS.length - 1) {
			v /= KILO;
			unit++;
		}
		return unit == 0 ? bytes + " B" : String.format(Locale.ROOT, "%.1f %s", v, UNITS[unit]);
	}

	/** Milliseconds with one decimal below 10 ms (lock waits are often short), whole ones above. */
	static String duration(Duration d) {
		if (d == null) {
			return "";
		}
		double ms = d.toNanos() / 1e6;
		return ms < 10 ? String.format(Locale.ROOT, "%.1f ms", ms) : String.format(Locale.ROOT, "%,.0f ms", ms);
	}
}
