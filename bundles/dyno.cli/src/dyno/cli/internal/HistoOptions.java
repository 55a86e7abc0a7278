package dyno.cli.internal;

import java.nio.file.Path;
import java.util.List;

import dyno.jvm.Target;

/**
 * The command line of {@code dyno histo}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words.
 *
 * @param target      the JVM; a JMX target carries {@code --user}
 * @param out         the snapshot file to write; null for the snapshot store
 * @param fullGcFirst false with {@code --no-gc}
 * @param top         how many of the largest classes to print (0: none)
 */
record HistoOptions(Target target, Path out, boolean fullGcFirst, int top) implements JvmCommand.Options {

	static final String USAGE = "<pid | host:port | service:jmx:url> [-o FILE] [--no-gc] [--top N] [--user NAME]";

	static HistoOptions parse(List<String> args) {
		TargetArgument target = TargetArgument.agentOnly();
		Path out = null;
		boolean gc = true;
		int top = 20;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			switch (options.name()) {
			case "-o", "--out" -> out = UserDir.resolve(options.value());
			case "--no-gc" -> gc = false;
			case "--top" -> top = count(options.value(), "--top", true);
			default -> target.read(options);
			}
		}
		return new HistoOptions(target.target(), out, gc, top);
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
}
