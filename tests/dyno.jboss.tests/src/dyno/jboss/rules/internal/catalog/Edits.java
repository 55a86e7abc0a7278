package dyno.jboss.rules.internal.catalog;

import java.util.List;

import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/** What the rule cases' edits reach for: elements by path, failing loudly when the fixture has none. */
final class Edits {

	private Edits() {
	}

	static XmlElement root(ConfigDocument doc) {
		return ((XmlDocument) doc).root();
	}

	/** The first element at {@code path} below the root. */
	static XmlElement first(ConfigDocument doc, String path) {
		return all(doc, path).get(0);
	}

	/** Every element at {@code path} below the root; at least one. */
	static List<XmlElement> all(ConfigDocument doc, String path) {
		List<XmlElement> found = root(doc).select(path);
		if (found.isEmpty()) {
			throw new AssertionError("nothing at " + path + " in " + doc.sourceName());
		}
		return found;
	}

	static ShellConf shell(ConfigDocument doc) {
		return (ShellConf) doc;
	}
}
