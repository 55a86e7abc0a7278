package dyno.core.analysis;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * The type of a {@link Parameter}'s value, with how it is written as text (on a command line, in a dialog's field)
 * and read back. {@link #parse} throws {@link IllegalArgumentException} with what a valid value looks like.
 *
 * @param name    how a usage line names it, e.g. {@code N}, {@code FILE}, {@code DURATION}
 * @param parse   text to value; throws {@link IllegalArgumentException} saying what is expected
 * @param format  value to text, so that {@code parse(format(v))} gives {@code v} back
 * @param kind    what a typed face (a JSON schema) makes of the text
 * @param choices the only texts it takes, for a choice; empty when it takes any text its parse accepts
 */
public record ValueType<T>(String name, Function<String, T> parse, Function<T, String> format, Kind kind,
		List<String> choices) {

	/** What a value is beyond its text, for faces that type their fields rather than take text. */
	public enum Kind {
		/** Text, read by the type's parse. */
		TEXT,
		/** A whole number, read by the type's parse (which checks its range). */
		WHOLE_NUMBER,
		/** On or off: {@link ValueType#FLAG}. */
		FLAG
	}

	public ValueType {
		Objects.requireNonNull(kind);
		choices = List.copyOf(choices);
	}

	/** A text type: any text its {@code parse} accepts. */
	public ValueType(String name, Function<String, T> parse, Function<T, String> format) {
		this(name, parse, format, Kind.TEXT, List.of());
	}

	/** A file's path as given; relative paths are resolved by the face (the command line's working folder). */
	public static final ValueType<Path> FILE = new ValueType<>("FILE", s -> {
		if (s.isBlank()) {
			throw new IllegalArgumentException("give a file");
		}
		return Path.of(s);
	}, Path::toString);

	/** On or off; given without a value ({@code --no-gc}): present means true. */
	public static final ValueType<Boolean> FLAG = new ValueType<>("", Boolean::valueOf, String::valueOf, Kind.FLAG,
			List.of());

	/** Text as given, e.g. a filter or a name. */
	public static final ValueType<String> TEXT = new ValueType<>("TEXT", s -> s, s -> s);

	/** Whether a parameter of this type is a {@link #FLAG}, given without a value. */
	public boolean isFlag() {
		return kind == Kind.FLAG;
	}

	/** A whole number of at least {@code min}, e.g. a count (1) or a limit where 0 means none (0). */
	public static ValueType<Integer> wholeNumber(int min) {
		return new ValueType<>("N", s -> {
			try {
				int n = Integer.parseInt(s.strip());
				if (n >= min) {
					return n;
				}
			} catch (NumberFormatException e) {
				// said below
			}
			throw new IllegalArgumentException("give a whole number" + (min == 0 ? " (0 or more)"
					: min == 1 ? " above 0" : " of at least " + min));
		}, String::valueOf, Kind.WHOLE_NUMBER, List.of());
	}

	/**
	 * One of an enum's constants, written lower case with dashes ({@code DELTA_TO_FIRST} is {@code delta-to-first});
	 * a wrong one is answered with the list.
	 */
	public static <E extends Enum<E>> ValueType<E> choice(Class<E> type) {
		List<E> constants = Arrays.asList(type.getEnumConstants());
		List<String> names = constants.stream().map(ValueType::choiceName).toList();
		return new ValueType<>(String.join("|", names), s -> {
			int i = names.indexOf(s.strip().toLowerCase(Locale.ROOT));
			if (i < 0) {
				throw new IllegalArgumentException("use " + oneOf(names));
			}
			return constants.get(i);
		}, ValueType::choiceName, Kind.TEXT, names);
	}

	/** One of these texts, as given (around spaces stripped); a wrong one is answered with the list. */
	public static ValueType<String> choice(List<String> names) {
		return new ValueType<>(String.join("|", names), s -> {
			if (!names.contains(s.strip())) {
				throw new IllegalArgumentException("use " + oneOf(names));
			}
			return s.strip();
		}, s -> s, Kind.TEXT, names);
	}

	/** "a, b or c". */
	public static String oneOf(List<String> names) {
		return names.size() == 1 ? names.get(0)
				: String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
	}

	private static String choiceName(Enum<?> e) {
		return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
	}
}
