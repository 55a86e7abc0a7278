package dyno.core.analysis;

import java.nio.file.Path;
import java.util.function.Function;

/**
 * The type of a {@link Parameter}'s value, with how it is written as text (on a command line, in a dialog's field)
 * and read back. {@link #parse} throws {@link IllegalArgumentException} with what a valid value looks like.
 *
 * @param name   how a usage line names it, e.g. {@code N}, {@code FILE}, {@code DURATION}
 * @param parse  text to value; throws {@link IllegalArgumentException} saying what is expected
 * @param format value to text, so that {@code parse(format(v))} gives {@code v} back
 */
public record ValueType<T>(String name, Function<String, T> parse, Function<T, String> format) {

	/** A file's path as given; relative paths are resolved by the face (the command line's working folder). */
	public static final ValueType<Path> FILE = new ValueType<>("FILE", s -> {
		if (s.isBlank()) {
			throw new IllegalArgumentException("give a file");
		}
		return Path.of(s);
	}, Path::toString);
}
