package dyno.jboss.doc;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One JVM option as a start script passes it, e.g. {@code -Xmx512m} (key {@code -Xmx}, value {@code 512m}),
 * {@code -XX:+UseG1GC} (key {@code -XX:UseG1GC}, value {@code true}), {@code -Dname=v} (key {@code -Dname}).
 *
 * @param key what identifies the option: the last one with a key wins, as in the JVM
 * @param value the option's value; "" when it has none
 * @param text the option as written
 * @param line 1-based line of the script it is written on
 */
public record JvmFlag(String key, String value, String text, int line) {

	private static final Pattern SIZE = Pattern.compile("(\\d+)([kKmMgGtT]?)");
	private static final Pattern SIZED = Pattern.compile("-X(mx|ms|mn|ss)");

	/** Reads an option written as {@code text} on {@code line}. */
	public static JvmFlag parse(String text, int line) {
		if (text.startsWith("-XX:+") || text.startsWith("-XX:-")) {
			return new JvmFlag("-XX:" + text.substring(5), text.charAt(4) == '+' ? "true" : "false", text, line);
		}
		if (text.startsWith("-XX:")) {
			int eq = text.indexOf('=');
			return eq < 0 ? new JvmFlag(text, "", text, line) : new JvmFlag(text.substring(0, eq), text.substring(eq + 1), text, line);
		}
		if (text.length() > 4 && SIZED.matcher(text.substring(0, 4)).matches()) {
			return new JvmFlag(text.substring(0, 4), text.substring(4), text, line);
		}
		if (text.startsWith("-D")) {
			int eq = text.indexOf('=');
			return eq < 0 ? new JvmFlag(text, "", text, line) : new JvmFlag(text.substring(0, eq), text.substring(eq + 1), text, line);
		}
		if (text.startsWith("-Xlog:")) {
			// several -Xlog options can coexist; the key names what is logged (gc, safepoint...), without decorations
			String selectors = text.substring(6);
			int stop = 0;
			while (stop < selectors.length() && Character.isLetterOrDigit(selectors.charAt(stop))) {
				stop++;
			}
			return new JvmFlag("-Xlog:" + selectors.substring(0, stop), selectors, text, line);
		}
		int colon = text.indexOf(':');
		if (colon > 0 && !text.startsWith("-verbose")) {
			return new JvmFlag(text.substring(0, colon), text.substring(colon + 1), text, line);
		}
		return new JvmFlag(text, "", text, line);
	}

	/** Writes the option for {@code key} and {@code valueOrNull} as the JVM expects it. */
	public static String format(String key, String valueOrNull) {
		String value = valueOrNull == null ? "" : valueOrNull;
		if (key.startsWith("-XX:") && (value.isEmpty() || value.equals("true") || value.equals("false"))) {
			return "-XX:" + (value.equals("false") ? "-" : "+") + key.substring(4);
		}
		if (value.isEmpty()) {
			return key;
		}
		if (SIZED.matcher(key).matches()) {
			return key + value;
		}
		if (key.startsWith("-XX:") || key.startsWith("-D")) {
			return key + "=" + value;
		}
		if (key.startsWith("-Xlog:")) {
			return "-Xlog:" + value;
		}
		return key + ":" + value;
	}

	/** The value in bytes when it is a size such as {@code 512m} or {@code 1G}. */
	public OptionalLong bytes() {
		Matcher m = SIZE.matcher(value);
		if (!m.matches()) {
			return OptionalLong.empty();
		}
		long n;
		try {
			n = Long.parseLong(m.group(1));
		} catch (NumberFormatException e) {
			return OptionalLong.empty();
		}
		return OptionalLong.of(switch (m.group(2).toLowerCase(Locale.ROOT)) {
		case "k" -> n << 10;
		case "m" -> n << 20;
		case "g" -> n << 30;
		case "t" -> n << 40;
		default -> n;
		});
	}
}
