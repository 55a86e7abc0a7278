package dyno.cli.internal;

import java.util.List;

/**
 * Walks a command's arguments; an option that takes a value gets it from {@code --name=value} or from the next
 * argument ({@code --name value}), and a missing one is said in words.
 */
final class OptionReader {

	private final List<String> args;
	private int index = -1;

	OptionReader(List<String> args) {
		this.args = args;
	}

	/** Moves to the next argument; false at the end. */
	boolean next() {
		return ++index < args.size();
	}

	/** The argument as given. */
	String arg() {
		return args.get(index);
	}

	/** The option's name without an {@code =value} part ({@code --count} of {@code --count=3}), else the argument. */
	String name() {
		String arg = arg();
		int eq = arg.indexOf('=');
		return arg.startsWith("--") && eq > 0 ? arg.substring(0, eq) : arg;
	}

	/** The option's value: after its {@code =}, else the next argument (which is then consumed). */
	String value() {
		String arg = arg();
		if (name().length() < arg.length()) {
			return arg.substring(name().length() + 1);
		}
		if (index + 1 < args.size()) {
			return args.get(++index);
		}
		throw new IllegalArgumentException("option '" + arg + "' needs a value");
	}

	/** A whole number from the command line: at least 1, or at least 0 when {@code zeroAllowed}. */
	static int count(String text, String option, boolean zeroAllowed) {
		try {
			int n = Integer.parseInt(text.strip());
			if (n > 0 || (zeroAllowed && n == 0)) {
				return n;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw new IllegalArgumentException(option + " '" + text + "' is not a " + (zeroAllowed ? "" : "positive ")
				+ "whole number");
	}

	/** The value if it is one of the choices, else a message listing them. */
	static String choice(String value, String option, String... choices) {
		if (!List.of(choices).contains(value)) {
			throw new IllegalArgumentException(option + " '" + value + "': use " + String.join(" or ", choices));
		}
		return value;
	}
}
