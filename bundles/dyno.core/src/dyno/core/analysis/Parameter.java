package dyno.core.analysis;

import java.util.List;
import java.util.Objects;

/**
 * A named parameter of an {@link Analysis}, declared once: the command line makes an option or positional argument of
 * it ({@code --name VALUE}), a dialog a field, the HTML report a line of its header.
 *
 * @param name         lower case with dashes, e.g. {@code percentiles}; the option is {@code --name}
 * @param type         its type, which reads and writes its text
 * @param defaultValue the value when none is given (null: none)
 * @param required     whether a value must be given
 * @param many         whether several values may be given (files, repeated options); the value is then a list
 * @param positional   given without its name, in order, on the command line
 * @param description  one line for help texts, including its unit where it has one
 */
public record Parameter<T>(String name, ValueType<T> type, T defaultValue, boolean required, boolean many,
		boolean positional, String description) {

	public Parameter {
		Objects.requireNonNull(name);
		Objects.requireNonNull(type);
		Objects.requireNonNull(description);
	}

	/** A named option with a default. */
	public static <T> Parameter<T> option(String name, ValueType<T> type, T defaultValue, String description) {
		return new Parameter<>(name, type, Objects.requireNonNull(defaultValue), false, false, false, description);
	}

	/** A named option that may be left out: its value is then null (e.g. a JVM to observe as well). */
	public static <T> Parameter<T> optional(String name, ValueType<T> type, String description) {
		return new Parameter<>(name, type, null, false, false, false, description);
	}

	/** A named option that may be given several times, e.g. {@code -Jname=value}; its value is a list. */
	public static <T> Parameter<T> repeated(String name, ValueType<T> type, String description) {
		return new Parameter<>(name, type, null, false, true, false, description);
	}

	/** An on/off option given without a value, off by default ({@code --no-gc}). */
	public static Parameter<Boolean> flag(String name, String description) {
		return new Parameter<>(name, ValueType.FLAG, false, false, false, false, description);
	}

	/** A required argument given without its name. */
	public static <T> Parameter<T> positional(String name, ValueType<T> type, String description) {
		return new Parameter<>(name, type, null, true, false, true, description);
	}

	/** One or more required arguments given without their name, e.g. files. */
	public static <T> Parameter<T> positionals(String name, ValueType<T> type, String description) {
		return new Parameter<>(name, type, null, true, true, true, description);
	}

	/**
	 * Reads {@code text} as this parameter's value.
	 *
	 * @throws IllegalArgumentException naming the parameter, the text and what is expected
	 */
	public T parse(String text) {
		try {
			return type.parse().apply(text);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException((positional ? name : "--" + name) + " '" + text + "': "
					+ e.getMessage(), e);
		}
	}

	/** The values of a {@link #many} parameter, as {@link Arguments} hold them. */
	@SuppressWarnings("unchecked")
	public List<T> values(Object held) {
		return (List<T>) held;
	}
}
