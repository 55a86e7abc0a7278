package dyno.jboss.model.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;

import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.Binding;

/**
 * Reads and writes the values of the model in an XML document through the {@link Binding} paths, with the
 * document's minimal edits: an attribute is set in place, a missing child element or attribute is added, an unset
 * value is removed, a regex-bound value is replaced inside its text.
 */
public final class XmlBinding {

	private XmlBinding() {
	}

	/** The elements of the instances of {@code eClass} under {@code parent}. */
	public static List<XmlElement> instances(XmlElement parent, EClass eClass) {
		String path = Binding.path(eClass).orElse("");
		List<XmlElement> found = path.isEmpty() ? List.of(parent) : parent.select(path);
		Optional<String> ns = Binding.detail(eClass, Binding.NAMESPACE);
		Optional<Pattern> match = Binding.detail(eClass, Binding.MATCH).map(Pattern::compile);
		List<XmlElement> result = new ArrayList<>();
		for (XmlElement e : found) {
			if (ns.isPresent() && !e.namespace().contains(ns.get())) {
				continue;
			}
			if (match.isPresent() && !match.get().matcher(e.text()).find()) {
				continue;
			}
			result.add(e);
		}
		return result;
	}

	/** The value of {@code a} as written under {@code element}; empty when absent. */
	public static Optional<String> read(XmlElement element, EAttribute a) {
		if (Binding.detail(a, Binding.TAG).isPresent()) {
			return Optional.of(element.localName());
		}
		Place p = Place.of(element, Binding.xml(a).orElseThrow());
		Optional<String> text = p.target().flatMap(Place::textOf);
		Optional<Pattern> regex = regex(a);
		if (regex.isEmpty() || text.isEmpty()) {
			return text;
		}
		Matcher m = regex.get().matcher(text.get());
		return m.find() ? Optional.of(m.group(1)) : Optional.empty();
	}

	/** The element holding the value of {@code a} (for its line), or {@code element} when the value is absent. */
	public static XmlElement holder(XmlElement element, EAttribute a) {
		if (Binding.xml(a).isEmpty()) {
			return element;
		}
		return Place.of(element, Binding.xml(a).get()).target().map(Place::element).orElse(element);
	}

	/**
	 * Writes {@code text} as the value of {@code a} under {@code element}, or removes it when {@code text} is
	 * {@code null}.
	 *
	 * @throws IllegalStateException when the value cannot be placed (its parent element is missing, or the text a
	 *         regular expression binds does not contain the value)
	 */
	public static void write(XmlElement element, EAttribute a, String text) {
		String path = Binding.xml(a).orElseThrow(() -> new IllegalStateException(a.getName() + " is read-only"));
		Place p = Place.of(element, path);
		Optional<Pattern> regex = regex(a);
		if (regex.isPresent()) {
			replaceInText(p, a, regex.get(), text);
		} else if (p.target().isPresent()) {
			p.target().get().write(text);
		} else if (text != null) {
			p.create().write(text);
		}
	}

	private static void replaceInText(Place p, EAttribute a, Pattern regex, String text) {
		if (text == null) {
			throw new IllegalStateException(a.getName() + " can be changed but not removed");
		}
		Optional<Place.Target> target = p.target();
		String current = target.flatMap(Place::textOf).orElse("");
		Matcher m = regex.matcher(current);
		if (!m.find()) {
			throw new IllegalStateException("no " + a.getName() + " in '" + current.strip() + "' to change");
		}
		target.get().write(current.substring(0, m.start(1)) + text + current.substring(m.end(1)));
	}

	private static Optional<Pattern> regex(EAttribute a) {
		return Binding.detail(a, Binding.REGEX).map(Pattern::compile);
	}
}
