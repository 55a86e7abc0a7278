package dyno.profile;

import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which frames an {@link ExecutionProfile} keeps: those whose {@code pkg.Class.method} starts with a package or
 * class prefix, or matches a {@code /regex/}; {@link #NONE} keeps all. Samples without a kept frame are left out;
 * the others count from their topmost kept frame down (self time goes to the first kept frame).
 */
public final class FrameFilter {

	/** Keeps every frame. */
	public static final FrameFilter NONE = new FrameFilter("", m -> true);

	private final String text;
	private final Predicate<String> keeps;

	private FrameFilter(String text, Predicate<String> keeps) {
		this.text = text;
		this.keeps = keeps;
	}

	/**
	 * A filter from what a user typed: empty or blank for none, {@code /regex/} for a regular expression (found
	 * anywhere in {@code pkg.Class.method}), anything else a prefix ({@code com.acme.}, {@code com.acme.Shop}).
	 *
	 * @throws IllegalArgumentException naming the error when the regular expression is malformed
	 */
	public static FrameFilter parse(String text) {
		String t = text == null ? "" : text.strip();
		if (t.isEmpty()) {
			return NONE;
		}
		if (t.length() >= 2 && t.startsWith("/") && t.endsWith("/")) {
			try {
				Pattern p = Pattern.compile(t.substring(1, t.length() - 1));
				return new FrameFilter(t, m -> p.matcher(m).find());
			} catch (PatternSyntaxException e) {
				throw new IllegalArgumentException("'" + t + "' is no regular expression: " + e.getDescription(), e);
			}
		}
		return new FrameFilter(t, m -> m.startsWith(t));
	}

	/** Whether a frame's {@code pkg.Class.method} is kept. */
	public boolean keeps(String method) {
		return keeps.test(method);
	}

	public boolean isNone() {
		return text.isEmpty();
	}

	@Override
	public String toString() {
		return text.isEmpty() ? "(none)" : text;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof FrameFilter f && f.text.equals(text);
	}

	@Override
	public int hashCode() {
		return Objects.hash(text);
	}
}
