package dyno.core.analysis;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.function.Function;

/**
 * A column of a {@link Table}: its title, whether its values are numbers (aligned right, sorted as numbers), and how a
 * value reads as text on screen ({@code display}) and in CSV ({@code export}: what a spreadsheet or a tool reads,
 * e.g. JMeter's own CSV number formats). A null value reads as an empty cell.
 */
public record Column(String title, boolean numeric, Function<Object, String> display, Function<Object, String> export) {

	private static final DecimalFormatSymbols SYMBOLS = DecimalFormatSymbols.getInstance(Locale.ROOT);

	/** Text, as it is. */
	public static Column text(String title) {
		Function<Object, String> plain = String::valueOf;
		return new Column(title, false, plain, plain);
	}

	/** Whole numbers, as they are. */
	public static Column count(String title) {
		Function<Object, String> plain = v -> Long.toString(((Number) v).longValue());
		return new Column(title, true, plain, plain);
	}

	/** Decimals in a {@link DecimalFormat} pattern (Locale.ROOT), on screen and in CSV alike. */
	public static Column decimal(String title, String pattern) {
		return decimal(title, pattern, pattern);
	}

	/** Decimals with one pattern on screen and another in CSV. */
	public static Column decimal(String title, String displayPattern, String exportPattern) {
		return new Column(title, true, formatted(displayPattern), formatted(exportPattern));
	}

	/** Numbers shown by {@code display} (e.g. a rate with its unit) and exported in {@code exportPattern}. */
	public static Column number(String title, Function<Object, String> display, String exportPattern) {
		return new Column(title, true, display, formatted(exportPattern));
	}

	/** The value on screen; empty for null. */
	public String show(Object value) {
		return value == null ? "" : display.apply(value);
	}

	/** The value in CSV; empty for null. */
	public String exported(Object value) {
		return value == null ? "" : export.apply(value);
	}

	private static Function<Object, String> formatted(String pattern) {
		// DecimalFormat is not thread-safe: one per call keeps a shared column safe.
		return v -> new DecimalFormat(pattern, SYMBOLS).format(((Number) v).doubleValue());
	}
}
