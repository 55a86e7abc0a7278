package dyno.jvm.mbeans;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

import javax.management.openmbean.CompositeData;
import javax.management.openmbean.TabularData;

import dyno.core.ClassNames;
import dyno.core.Plural;

/**
 * MBean values as text, both ways: any value formatted for display in one line (composite data as
 * {@code {key=value, …}}, tabular data as its rows, arrays summarised by their length and first elements), and text
 * typed by a user parsed into a value of an attribute's or parameter's simple type (String, the numbers, boolean,
 * char).
 */
public final class AttributeValue {

	/** How many elements of an array, or rows of a table, are shown before the rest is summarised. */
	static final int SHOWN = 8;

	/** The JMX type names of the types {@link #parse} understands, boxed and primitive. */
	private static final Map<String, String> SIMPLE = Map.ofEntries(Map.entry("java.lang.String", "String"),
			Map.entry("int", "int"), Map.entry("java.lang.Integer", "int"), Map.entry("long", "long"),
			Map.entry("java.lang.Long", "long"), Map.entry("short", "short"), Map.entry("java.lang.Short", "short"),
			Map.entry("byte", "byte"), Map.entry("java.lang.Byte", "byte"), Map.entry("double", "double"),
			Map.entry("java.lang.Double", "double"), Map.entry("float", "float"), Map.entry("java.lang.Float", "float"),
			Map.entry("boolean", "boolean"), Map.entry("java.lang.Boolean", "boolean"), Map.entry("char", "char"),
			Map.entry("java.lang.Character", "char"));

	private AttributeValue() {
	}

	/** {@code value} in one line for a table cell. */
	public static String format(Object value) {
		if (value == null) {
			return "null";
		}
		if (value instanceof CompositeData c) {
			StringJoiner j = new StringJoiner(", ", "{", "}");
			for (String key : c.getCompositeType().keySet()) {
				j.add(key + "=" + format(c.get(key)));
			}
			return j.toString();
		}
		if (value instanceof TabularData t) {
			return summary(Plural.of(t.size(), "row"), new ArrayList<Object>(t.values()));
		}
		if (value.getClass().isArray()) {
			int n = Array.getLength(value);
			List<Object> elements = new ArrayList<>();
			for (int i = 0; i < Math.min(n, SHOWN + 1); i++) {
				elements.add(Array.get(value, i));
			}
			return summary(shortType(value.getClass().getComponentType().getName()) + "[" + n + "]", elements, n);
		}
		if (value instanceof Collection<?> c) {
			return summary(Plural.of(c.size(), "element"), new ArrayList<Object>(c));
		}
		return String.valueOf(value);
	}

	private static String summary(String head, List<Object> elements) {
		return summary(head, elements, elements.size());
	}

	/** {@code head: first, second, … (n - SHOWN more)}. */
	private static String summary(String head, List<Object> elements, int total) {
		if (total == 0) {
			return head;
		}
		StringJoiner j = new StringJoiner(", ", head + ": ", total > SHOWN ? ", … (" + (total - SHOWN) + " more)" : "");
		elements.stream().limit(SHOWN).forEach(e -> j.add(format(e)));
		return j.toString();
	}

	/** A JMX type name as people write it: {@code java.lang.String} → {@code String}, {@code [I} → {@code int[]}. */
	public static String shortType(String type) {
		if (type == null) {
			return "?";
		}
		String readable = ClassNames.readable(type);
		int dims = readable.indexOf("[]");
		String element = dims < 0 ? readable : readable.substring(0, dims);
		String shortElement = element.startsWith("java.lang.") && element.indexOf('.', 10) < 0 ? element.substring(10)
				: element;
		return dims < 0 ? shortElement : shortElement + readable.substring(dims);
	}

	/** Whether text typed by a user can become a value of {@code type} ({@link #parse}). */
	public static boolean simple(String type) {
		return SIMPLE.containsKey(type);
	}

	/**
	 * {@code text} as a value of the JMX type {@code type}.
	 *
	 * @throws IllegalArgumentException saying in one sentence why the text is not such a value, or that the type
	 *                                  is not one typed text can give
	 */
	public static Object parse(String text, String type) {
		String simple = SIMPLE.get(type);
		if (simple == null) {
			throw new IllegalArgumentException("A " + shortType(type) + " cannot be typed in: only String, numbers, "
					+ "boolean and char can.");
		}
		String s = simple.equals("String") ? text : text.strip();
		try {
			return switch (simple) {
				case "String" -> s;
				case "int" -> Integer.valueOf(s);
				case "long" -> Long.valueOf(s);
				case "short" -> Short.valueOf(s);
				case "byte" -> Byte.valueOf(s);
				case "double" -> Double.valueOf(s);
				case "float" -> Float.valueOf(s);
				case "boolean" -> bool(s);
				case "char" -> character(s);
				default -> throw new IllegalStateException("no parser for " + simple);
			};
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("'" + text + "' is not " + article(simple) + " " + simple + ".", e);
		}
	}

	private static Boolean bool(String s) {
		if (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false")) {
			return Boolean.valueOf(s);
		}
		throw new IllegalArgumentException("'" + s + "' is not a boolean: type true or false.");
	}

	private static Character character(String s) {
		if (s.length() == 1) {
			return s.charAt(0);
		}
		throw new IllegalArgumentException("'" + s + "' is not a char: type exactly one character.");
	}

	private static String article(String type) {
		return type.equals("int") ? "an" : "a";
	}
}
