package dyno.jboss.model.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.doc.XmlElement;

/**
 * Where a {@link dyno.jboss.model.Binding#XML} path leads from an object's element: leading {@code ../} steps go to
 * the parent, then an {@code XmlElement.select} path to a descendant ({@code .} or nothing: the element itself),
 * then an optional {@code @attribute}.
 */
final class Place {

	/** A predicate that names a value the new element must carry: {@code [@attr='v']} or {@code [child='text']}. */
	private static final Pattern PREDICATE = Pattern.compile("\\[(@?)([^=\\]^]+)='([^']*)'\\]");

	private final XmlElement base;
	private final String elementPath;
	private final String attribute;

	private Place(XmlElement base, String elementPath, String attribute) {
		this.base = base;
		this.elementPath = elementPath;
		this.attribute = attribute;
	}

	/** The place {@code path} names from {@code element}. */
	static Place of(XmlElement element, String path) {
		XmlElement base = element;
		String p = path;
		while (p.startsWith("..")) {
			base = base.parent();
			if (base == null) {
				throw new IllegalStateException("path " + path + " leaves the document");
			}
			p = p.length() > 2 ? p.substring(3) : "";
		}
		String attribute = null;
		if (p.startsWith("@")) {
			attribute = p.substring(1);
			p = "";
		} else {
			int at = p.lastIndexOf("/@");
			if (at >= 0) {
				attribute = p.substring(at + 2);
				p = p.substring(0, at);
			}
		}
		return new Place(base, p.equals(".") ? "" : p, attribute);
	}

	/** The element (and attribute) of the value, when the element exists. */
	Optional<Target> target() {
		if (elementPath.isEmpty()) {
			return Optional.of(new Target(base, attribute));
		}
		List<XmlElement> found = base.select(elementPath);
		return found.isEmpty() ? Optional.empty() : Optional.of(new Target(found.get(0), attribute));
	}

	/**
	 * Adds the missing elements of the path (with the attributes and child elements their predicates name), each
	 * under the deepest one that exists: a WildFly datasource without {@code <pool>} gets
	 * {@code <pool><max-pool-size>}, a servlet without the init parameter gets
	 * {@code <init-param><param-name>x</param-name><param-value>}.
	 */
	Target create() {
		XmlElement parent = base;
		List<String> done = new ArrayList<>();
		for (String step : steps(elementPath)) {
			done.add(step);
			List<XmlElement> found = base.select(String.join("/", done));
			parent = found.isEmpty() ? addStep(parent, step) : found.get(0);
		}
		return new Target(parent, attribute);
	}

	private static XmlElement addStep(XmlElement parent, String step) {
		int bracket = step.indexOf('[');
		String name = (bracket < 0 ? step : step.substring(0, bracket)).split("\\|")[0];
		if (name.equals("*") || name.isEmpty()) {
			throw new IllegalStateException("cannot add a value under <" + parent.name() + "> at line "
					+ parent.line() + ": no element named in '" + step + "'");
		}
		XmlElement child = parent.addChild(name, null);
		Matcher m = PREDICATE.matcher(bracket < 0 ? "" : step.substring(bracket));
		while (m.find()) {
			if (m.group(1).isEmpty()) {
				child.addChild(m.group(2), m.group(3));
			} else {
				child.setAttribute(m.group(2), m.group(3));
			}
		}
		return child;
	}

	/** The value's text at a target: the attribute's value, or the element's text. */
	static Optional<String> textOf(Target t) {
		return t.attribute() == null ? Optional.of(t.element().text()) : t.element().attribute(t.attribute());
	}

	/** The element holding the value. */
	static XmlElement element(Target t) {
		return t.element();
	}

	/** Splits a path at the slashes outside predicates. */
	private static List<String> steps(String path) {
		List<String> steps = new ArrayList<>();
		int depth = 0;
		int start = 0;
		for (int i = 0; i < path.length(); i++) {
			char c = path.charAt(i);
			if (c == '[') {
				depth++;
			} else if (c == ']') {
				depth--;
			} else if (c == '/' && depth == 0) {
				steps.add(path.substring(start, i));
				start = i + 1;
			}
		}
		steps.add(path.substring(start));
		return steps;
	}

	/** An existing element and, for an attribute value, the attribute's name. */
	record Target(XmlElement element, String attribute) {

		/** Writes the value, or removes it for {@code null} (an element value: the element itself). */
		void write(String text) {
			if (attribute != null) {
				if (text != null) {
					element.setAttribute(attribute, text);
				} else if (element.attribute(attribute).isPresent()) {
					element.removeAttribute(attribute);
				}
			} else if (text != null) {
				element.setText(text);
			} else {
				element.remove();
			}
		}
	}
}
