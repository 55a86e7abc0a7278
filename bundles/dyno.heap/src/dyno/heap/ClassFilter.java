package dyno.heap;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which classes a diff shows: package prefixes ({@code java.util.}, several separated by commas) or a regular
 * expression between slashes ({@code /Session|Cache/}, found anywhere in the name). A prefix also matches arrays
 * of the classes it names ({@code [Ljava.util.HashMap$Node;} for {@code java.util.}).
 */
public final class ClassFilter {

	private ClassFilter() {
	}

	/**
	 * @param text empty or null for every class
	 * @throws IllegalArgumentException for a regular expression that does not compile (the message says where)
	 */
	public static Predicate<String> of(String text) {
		String t = text == null ? "" : text.strip();
		if (t.isEmpty()) {
			return name -> true;
		}
		if (t.length() >= 2 && t.startsWith("/") && t.endsWith("/")) {
			try {
				Pattern p = Pattern.compile(t.substring(1, t.length() - 1));
				return name -> p.matcher(name).find();
			} catch (PatternSyntaxException e) {
				throw new IllegalArgumentException("filter " + t + " is not a regular expression: "
						+ e.getDescription() + " near index " + e.getIndex());
			}
		}
		List<String> prefixes = new ArrayList<>();
		for (String p : t.split(",")) {
			if (!p.isBlank()) {
				prefixes.add(p.strip());
			}
		}
		return name -> {
			String element = elementName(name);
			for (String p : prefixes) {
				if (element.startsWith(p) || name.startsWith(p)) {
					return true;
				}
			}
			return false;
		};
	}

	/** {@code java.lang.String} for {@code [[Ljava.lang.String;}; the name itself for others. */
	static String elementName(String name) {
		int dims = 0;
		while (dims < name.length() && name.charAt(dims) == '[') {
			dims++;
		}
		if (dims > 0 && name.length() > dims + 1 && name.charAt(dims) == 'L' && name.endsWith(";")) {
			return name.substring(dims + 1, name.length() - 1);
		}
		return name;
	}
}
