package dyno.jboss.doc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A compiled {@link XmlElement#select(String)} path: steps of local names or {@code *}, alternatives {@code a|b},
 * predicates on attributes and child text, {@code //} for any depth.
 */
final class XmlPath {

	private static final Map<String, XmlPath> CACHE = new ConcurrentHashMap<>();

	/** One step: the alternatives it matches, and whether it looks at every depth below. */
	private record Step(boolean anyDepth, List<Test> alternatives) {
		boolean matches(XmlElement e) {
			for (Test t : alternatives) {
				if (t.matches(e)) {
					return true;
				}
			}
			return false;
		}
	}

	/** A name ({@code *} for any) with predicates. */
	private record Test(String localName, List<Predicate> predicates) {
		boolean matches(XmlElement e) {
			if (!localName.equals("*") && !localName.equals(e.localName())) {
				return false;
			}
			for (Predicate p : predicates) {
				if (!p.matches(e)) {
					return false;
				}
			}
			return true;
		}
	}

	/**
	 * {@code [@name]}, {@code [@name='v']}, {@code [@name^='v']} (starts with), {@code [child]},
	 * {@code [child='text']}.
	 */
	private record Predicate(boolean attribute, String name, String operator, String value) {
		boolean matches(XmlElement e) {
			if (attribute) {
				return test(e.attribute(name).orElse(null));
			}
			for (XmlElement c : e.children(name)) {
				if (test(c.text())) {
					return true;
				}
			}
			return false;
		}

		private boolean test(String actual) {
			if (actual == null) {
				return false;
			}
			return switch (operator) {
			case "" -> true;
			case "^=" -> actual.startsWith(value);
			default -> actual.equals(value);
			};
		}
	}

	private final List<Step> steps;

	private XmlPath(List<Step> steps) {
		this.steps = steps;
	}

	static XmlPath compile(String path) {
		return CACHE.computeIfAbsent(path, XmlPath::parse);
	}

	List<XmlElement> select(XmlElement from) {
		Set<XmlElement> current = new LinkedHashSet<>(List.of(from));
		for (Step step : steps) {
			Set<XmlElement> next = new LinkedHashSet<>();
			for (XmlElement e : current) {
				collect(e, step, next);
			}
			current = next;
		}
		List<XmlElement> out = new ArrayList<>(current);
		out.sort(Comparator.comparingInt(e -> e.start));
		return out;
	}

	private static void collect(XmlElement e, Step step, Set<XmlElement> into) {
		for (XmlElement c : e.children) {
			if (step.matches(c)) {
				into.add(c);
			}
			if (step.anyDepth()) {
				collect(c, step, into);
			}
		}
	}

	private static XmlPath parse(String path) {
		if (path == null || path.isBlank()) {
			throw new IllegalArgumentException("empty path");
		}
		List<Step> steps = new ArrayList<>();
		boolean anyDepth = false;
		for (String raw : split(path.strip(), '/')) {
			if (raw.isEmpty()) {
				anyDepth = true;
				continue;
			}
			List<Test> tests = new ArrayList<>();
			for (String alternative : split(raw, '|')) {
				tests.add(test(alternative.strip(), path));
			}
			steps.add(new Step(anyDepth, tests));
			anyDepth = false;
		}
		if (anyDepth || steps.isEmpty()) {
			throw new IllegalArgumentException("path ends with '/': " + path);
		}
		return new XmlPath(steps);
	}

	private static Test test(String text, String path) {
		int bracket = text.indexOf('[');
		String name = (bracket < 0 ? text : text.substring(0, bracket)).strip();
		if (name.isEmpty()) {
			throw new IllegalArgumentException("step without a name in " + path);
		}
		List<Predicate> predicates = new ArrayList<>();
		while (bracket >= 0) {
			int close = closing(text, bracket);
			if (close < 0) {
				throw new IllegalArgumentException("'[' without ']' in " + path);
			}
			predicates.add(predicate(text.substring(bracket + 1, close).strip(), path));
			bracket = text.indexOf('[', close);
		}
		return new Test(name, predicates);
	}

	private static Predicate predicate(String text, String path) {
		boolean attribute = text.startsWith("@");
		String body = attribute ? text.substring(1) : text;
		int eq = body.indexOf('=');
		if (eq < 0) {
			return new Predicate(attribute, body.strip(), "", null);
		}
		String operator = eq > 0 && body.charAt(eq - 1) == '^' ? "^=" : "=";
		String name = body.substring(0, operator.equals("^=") ? eq - 1 : eq).strip();
		String value = body.substring(eq + 1).strip();
		if (value.length() < 2 || (value.charAt(0) != '\'' && value.charAt(0) != '"')
				|| value.charAt(value.length() - 1) != value.charAt(0)) {
			throw new IllegalArgumentException("predicate value must be quoted: [" + text + "] in " + path);
		}
		return new Predicate(attribute, name, operator, value.substring(1, value.length() - 1));
	}

	/** Splits on {@code separator} outside brackets and quotes. */
	private static List<String> split(String s, char separator) {
		List<String> parts = new ArrayList<>();
		int depth = 0;
		char quote = 0;
		int from = 0;
		for (int k = 0; k < s.length(); k++) {
			char c = s.charAt(k);
			if (quote != 0) {
				if (c == quote) {
					quote = 0;
				}
			} else if (c == '\'' || c == '"') {
				quote = c;
			} else if (c == '[') {
				depth++;
			} else if (c == ']') {
				depth--;
			} else if (c == separator && depth == 0) {
				parts.add(s.substring(from, k));
				from = k + 1;
			}
		}
		parts.add(s.substring(from));
		return parts;
	}

	private static int closing(String s, int open) {
		char quote = 0;
		for (int k = open + 1; k < s.length(); k++) {
			char c = s.charAt(k);
			if (quote != 0) {
				if (c == quote) {
					quote = 0;
				}
			} else if (c == '\'' || c == '"') {
				quote = c;
			} else if (c == ']') {
				return k;
			}
		}
		return -1;
	}
}
