package dyno.cli.internal.jboss;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * The values {@code dyno config get|set} addresses in a document. XML: an {@code XmlElement.select} path relative
 * to the root element (or starting with {@code /} and the root's name), ending in {@code /@attr} for an attribute,
 * else the element's text. run.conf: {@code JAVA_OPTS/-Xmx} for a JVM flag, or a variable name. Properties: the key.
 * A path that matches nothing, or several values for {@code set}, throws {@link IllegalArgumentException} saying so.
 */
final class ConfigValues {

	private ConfigValues() {
	}

	static List<String> get(ConfigDocument doc, String path) {
		return switch (doc) {
		case XmlDocument xml -> {
			Target t = target(xml, path);
			List<String> values = new ArrayList<>();
			for (XmlElement e : t.elements()) {
				if (t.attribute() == null) {
					values.add(e.text());
				} else {
					e.attribute(t.attribute()).ifPresent(values::add);
				}
			}
			if (values.isEmpty()) {
				throw new IllegalArgumentException(t.attribute() == null ? "nothing matches " + path
						: "no element matching " + path + " has that attribute");
			}
			yield values;
		}
		case ShellConf conf -> List.of(shellValue(conf, path));
		case PropertiesDocument props -> List.of(props.get(path)
				.orElseThrow(() -> new IllegalArgumentException("no property " + path)));
		};
	}

	/** Sets the value and returns the one it replaces (empty when it is new). */
	static Optional<String> set(ConfigDocument doc, String path, String value) {
		switch (doc) {
		case XmlDocument xml -> {
			Target t = target(xml, path);
			if (t.elements().size() != 1) {
				throw new IllegalArgumentException(path + " matches " + t.elements().size()
						+ " elements; narrow it with a predicate such as [@name='x']");
			}
			XmlElement e = t.elements().get(0);
			if (t.attribute() == null) {
				String old = e.text();
				e.setText(value);
				return Optional.of(old);
			}
			Optional<String> old = e.attribute(t.attribute());
			e.setAttribute(t.attribute(), value);
			return old;
		}
		case ShellConf conf -> {
			if (path.startsWith("JAVA_OPTS/")) {
				String key = path.substring("JAVA_OPTS/".length());
				JavaOpts opts = conf.javaOpts();
				Optional<String> old = opts.flag(key).map(ConfigValues::flagValue);
				opts.set(key, value.isEmpty() ? null : value);
				return old;
			}
			Optional<String> old = conf.variable(path);
			conf.setVariable(path, value);
			return old;
		}
		case PropertiesDocument props -> {
			Optional<String> old = props.get(path);
			props.set(path, value);
			return old;
		}
		}
	}

	private static String shellValue(ShellConf conf, String path) {
		if (path.startsWith("JAVA_OPTS/")) {
			String key = path.substring("JAVA_OPTS/".length());
			return conf.javaOpts().flag(key).map(ConfigValues::flagValue)
					.orElseThrow(() -> new IllegalArgumentException("JAVA_OPTS has no " + key));
		}
		return conf.variable(path).orElseThrow(() -> new IllegalArgumentException("no variable " + path));
	}

	/** A flag's value, or its whole text for a flag without one (-verbose:gc, -XX:+UseG1GC). */
	private static String flagValue(JvmFlag f) {
		return f.value() == null || f.value().isEmpty() ? f.text() : f.value();
	}

	/** The elements a path selects and the attribute it ends in (null for the text). */
	private record Target(List<XmlElement> elements, String attribute) {
	}

	private static Target target(XmlDocument xml, String path) {
		String p = path;
		String attribute = null;
		int slash = p.lastIndexOf('/');
		String last = p.substring(slash + 1);
		if (last.startsWith("@")) {
			attribute = last.substring(1);
			p = slash < 0 ? "" : p.substring(0, slash);
		}
		XmlElement root = xml.root();
		if (p.startsWith("/") && !p.startsWith("//")) {
			// An absolute path names the root element first.
			String rest = p.substring(1);
			int next = rest.indexOf('/');
			String first = next < 0 ? rest : rest.substring(0, next);
			if (!first.equals(root.localName()) && !first.equals(root.name()) && !first.equals("*")) {
				throw new IllegalArgumentException("the root element is <" + root.name() + ">, not " + first);
			}
			p = next < 0 ? "" : rest.substring(next + 1);
		}
		List<XmlElement> elements = p.isEmpty() ? List.of(root) : root.select(p);
		if (elements.isEmpty()) {
			throw new IllegalArgumentException("nothing matches " + path);
		}
		return new Target(elements, attribute);
	}
}
