package dyno.cli.internal;

/**
 * Another spelling of a command's parameter: a short name shown in help ({@code -o} for {@code --output}), or a
 * hidden alias that keeps an older command line working ({@code --out FILE}; {@code --json} for
 * {@code --format json}).
 *
 * @param spelling  as typed, e.g. {@code -o}, {@code --json}
 * @param parameter the name of the parameter it stands for ({@code format}, {@code output}, or one of the command's)
 * @param value     the value it gives, for an alias typed without one ({@code --json}); null when it takes one
 * @param hidden    left out of help and the usage line
 */
public record Alias(String spelling, String parameter, String value, boolean hidden) {

	/** A short name, shown in help beside the long one. */
	public static Alias shortName(String spelling, String parameter) {
		return new Alias(spelling, parameter, null, false);
	}

	/** An older spelling that takes the parameter's value, kept working but not shown. */
	public static Alias hidden(String spelling, String parameter) {
		return new Alias(spelling, parameter, null, true);
	}

	/** An older flag that stands for a parameter with a fixed value ({@code --json} for {@code --format json}). */
	public static Alias hidden(String spelling, String parameter, String value) {
		return new Alias(spelling, parameter, value, true);
	}
}
