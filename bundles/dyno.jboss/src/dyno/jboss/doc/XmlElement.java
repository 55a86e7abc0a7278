package dyno.jboss.doc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An element of an {@link XmlDocument}: where it is written in the text and what it holds. Reading decodes entities;
 * edits splice the document's text so that only the bytes of the changed value move.
 */
public final class XmlElement {

	private final XmlDocument document;
	private XmlElement parent;
	private final String name;
	private final String namespace;
	final List<XmlElement> children = new ArrayList<>();
	final List<XmlAttribute> attributes;
	/** Offset of the {@code <} of the start tag. */
	int start;
	/** Offset just after the start tag (or the empty-element tag). */
	int tagEnd;
	/** Offset of the {@code </} of the end tag; equals {@link #tagEnd} for an empty-element tag. */
	int contentEnd;
	/** Offset just after the end tag (or the empty-element tag). */
	int end;
	boolean selfClosing;

	XmlElement(XmlDocument document, XmlElement parent, String name, String namespace, List<XmlAttribute> attributes,
			int start) {
		this.document = document;
		this.parent = parent;
		this.name = name;
		this.namespace = namespace;
		this.attributes = attributes;
		this.start = start;
	}

	/** The document this element belongs to. */
	public XmlDocument document() {
		return document;
	}

	/** The name as written, with its prefix if any. */
	public String name() {
		return name;
	}

	/** The name without prefix. */
	public String localName() {
		int colon = name.indexOf(':');
		return colon < 0 ? name : name.substring(colon + 1);
	}

	/** The namespace URI the element's prefix (or the default namespace) resolves to; "" when none. */
	public String namespace() {
		return namespace;
	}

	/** The enclosing element; null for the root (and for a removed element). */
	public XmlElement parent() {
		return parent;
	}

	/** The child elements in document order. */
	public List<XmlElement> children() {
		return Collections.unmodifiableList(children);
	}

	/** The child elements with this local name, in document order. */
	public List<XmlElement> children(String localName) {
		return children.stream().filter(c -> c.localName().equals(localName)).toList();
	}

	/** The first child element with this local name. */
	public Optional<XmlElement> child(String localName) {
		return children.stream().filter(c -> c.localName().equals(localName)).findFirst();
	}

	/** The text of the first child element with this local name (see {@link #text()}). */
	public Optional<String> childText(String localName) {
		return child(localName).map(XmlElement::text);
	}

	/** The attribute's value with entities decoded; {@code name} as written (with prefix if any). */
	public Optional<String> attribute(String attributeName) {
		XmlAttribute a = find(attributeName);
		return a == null ? Optional.empty()
				: Optional.of(XmlText.decode(document.source().substring(a.valueStart, a.valueEnd), document.entities(), true));
	}

	/** The attribute names in the order written. */
	public List<String> attributeNames() {
		return attributes.stream().map(a -> a.name).toList();
	}

	/**
	 * The character data directly inside this element (not that of its children), entities and CDATA decoded,
	 * trimmed.
	 */
	public String text() {
		StringBuilder out = new StringBuilder();
		for (XmlText.Segment s : XmlText.segments(this)) {
			out.append(s.cdata() ? document.source().substring(s.start(), s.end())
					: XmlText.decode(document.source().substring(s.start(), s.end()), document.entities(), false));
		}
		return out.toString().strip();
	}

	/** 1-based line of the start tag's {@code <}. */
	public int line() {
		return document.source().line(start);
	}

	/** 1-based line of the end tag's {@code >} (of the empty-element tag's, for one). */
	public int endLine() {
		return document.source().line(end - 1);
	}

	/** 1-based column of the start tag's {@code <}. */
	public int column() {
		return document.source().column(start);
	}

	/**
	 * The elements {@code path} reaches from this one: steps separated by {@code /}, each a local name or {@code *},
	 * alternatives {@code a|b}, predicates {@code [@attr='v']}, {@code [@attr^='prefix']}, {@code [@attr]},
	 * {@code [child='text']}; {@code //x} finds {@code x} at any depth. In document order, without duplicates.
	 */
	public List<XmlElement> select(String path) {
		return XmlPath.compile(path).select(this);
	}

	/**
	 * Sets an attribute: an existing value is replaced in place within its quotes (escaped as needed); a new attribute
	 * goes after the last one, separated and quoted like it.
	 */
	public void setAttribute(String attributeName, String value) {
		Objects.requireNonNull(value, "value");
		XmlAttribute a = find(attributeName);
		if (a != null) {
			document.replace(a.valueStart, a.valueEnd, XmlText.escapeAttribute(value, a.quote));
			return;
		}
		SourceText src = document.source();
		char quote = '"';
		String separator = " ";
		int at = start + 1 + name.length();
		if (!attributes.isEmpty()) {
			XmlAttribute last = attributes.get(attributes.size() - 1);
			quote = last.quote;
			at = last.end();
			int ws = last.nameStart;
			while (ws > start && Character.isWhitespace(src.charAt(ws - 1))) {
				ws--;
			}
			separator = src.substring(ws, last.nameStart);
		}
		String written = separator + attributeName + "=" + quote + XmlText.escapeAttribute(value, quote) + quote;
		document.replace(at, at, written);
		int nameStart = at + separator.length();
		int valueStart = nameStart + attributeName.length() + 2;
		attributes.add(new XmlAttribute(attributeName, nameStart, valueStart, at + written.length() - 1, quote));
	}

	/** Removes an attribute with the whitespace before it; nothing happens when it is absent. */
	public void removeAttribute(String attributeName) {
		XmlAttribute a = find(attributeName);
		if (a == null) {
			return;
		}
		int from = a.nameStart;
		while (from > start && Character.isWhitespace(document.source().charAt(from - 1))) {
			from--;
		}
		attributes.remove(a);
		document.replace(from, a.end(), "");
	}

	/**
	 * Replaces this element's character data, keeping the whitespace around it; an empty-element tag
	 * {@code <a/>} becomes {@code <a>text</a>}.
	 *
	 * @throws IllegalStateException when the element has child elements (its text is not a value)
	 */
	public void setText(String text) {
		Objects.requireNonNull(text, "text");
		if (!children.isEmpty()) {
			throw new IllegalStateException("<" + name + "> at " + line() + ":" + column() + " has child elements");
		}
		if (selfClosing) {
			int slash = tagEnd - 2;
			String written = ">" + XmlText.escapeText(text) + "</" + name + ">";
			document.replace(slash, tagEnd, written);
			selfClosing = false;
			tagEnd = slash + 1;
			end = slash + written.length();
			contentEnd = end - name.length() - 3;
			return;
		}
		List<XmlText.Segment> segments = XmlText.segments(this).stream().filter(s -> !s.isBlank(document.source())).toList();
		if (segments.isEmpty()) {
			document.replace(tagEnd, tagEnd, XmlText.escapeText(text));
			return;
		}
		// the value replaces the first run of text; later runs (rare: text split by comments) are emptied
		for (int i = segments.size() - 1; i >= 0; i--) {
			XmlText.Segment s = segments.get(i);
			int from = s.start();
			int to = s.end();
			while (from < to && Character.isWhitespace(document.source().charAt(from))) {
				from++;
			}
			while (to > from && Character.isWhitespace(document.source().charAt(to - 1))) {
				to--;
			}
			boolean keepCdata = s.cdata() && !text.contains("]]>");
			String value = i > 0 ? "" : keepCdata ? text : XmlText.escapeText(text);
			if (s.cdata() && !keepCdata) {
				// CDATA cannot hold "]]>": the whole section becomes escaped text
				from = s.start() - "<![CDATA[".length();
				to = s.end() + "]]>".length();
			}
			document.replace(from, to, value);
		}
	}

	/**
	 * Adds a child element after the last one, on its own line, indented like its siblings (or one step deeper than
	 * this element when it has none) with the line separator used nearby.
	 *
	 * @param childName the new element's name as written
	 * @param text its text, or null for an empty element {@code <name/>}
	 * @return the new element
	 */
	public XmlElement addChild(String childName, String text) {
		SourceText src = document.source();
		String written = written(childName, text);
		int at;
		int elementAt;
		if (!children.isEmpty()) {
			XmlElement last = children.get(children.size() - 1);
			String nl = src.lineSeparatorNear(last.start);
			String indent = last.indent();
			at = last.end;
			document.replace(at, at, nl + indent + written);
			elementAt = at + nl.length() + indent.length();
		} else {
			String nl = src.lineSeparatorNear(start);
			String indent = indent() + document.indentUnit();
			if (selfClosing) {
				int slash = tagEnd - 2;
				String opened = ">" + nl + indent + written + nl + indent() + "</" + name + ">";
				document.replace(slash, tagEnd, opened);
				selfClosing = false;
				tagEnd = slash + 1;
				end = slash + opened.length();
				contentEnd = end - name.length() - 3;
				elementAt = tagEnd + nl.length() + indent.length();
			} else if (onlyWhitespaceBefore(contentEnd) && src.lineStart(contentEnd) > tagEnd) {
				at = src.lineStart(contentEnd);
				document.replace(at, at, indent + written + nl);
				elementAt = at + indent.length();
			} else {
				at = contentEnd;
				document.replace(at, at, nl + indent + written + nl + indent());
				elementAt = at + nl.length() + indent.length();
			}
		}
		XmlElement child = XmlParser.parseAdded(document, this, elementAt);
		children.add(child);
		return child;
	}

	/**
	 * Adds a child element before the child at {@code index} (for schemas that fix the order of elements), on its own
	 * line indented like that child when the child stands on its own line; {@code index == children().size()} is
	 * {@link #addChild}.
	 *
	 * @param text the new element's text, or null for an empty element
	 */
	public XmlElement insertChild(int index, String childName, String text) {
		if (index == children.size()) {
			return addChild(childName, text);
		}
		XmlElement sibling = children.get(index);
		SourceText src = document.source();
		String written = written(childName, text);
		int elementAt;
		if (sibling.onlyWhitespaceBefore(sibling.start)) {
			int at = src.lineStart(sibling.start);
			String indent = sibling.indent();
			document.replace(at, at, indent + written + src.lineSeparatorNear(sibling.start));
			elementAt = at + indent.length();
		} else {
			elementAt = sibling.start;
			document.replace(elementAt, elementAt, written);
		}
		XmlElement child = XmlParser.parseAdded(document, this, elementAt);
		children.add(index, child);
		return child;
	}

	/** A new element as written: {@code <name>text</name>}, or {@code <name/>} without text. */
	private static String written(String name, String text) {
		return text == null ? "<" + name + "/>" : "<" + name + ">" + XmlText.escapeText(text) + "</" + name + ">";
	}

	/** Removes this element from the document, with its line when nothing else stands on it. */
	public void remove() {
		if (parent == null) {
			throw new IllegalStateException("the root element cannot be removed");
		}
		SourceText src = document.source();
		int from = start;
		int to = end;
		if (onlyWhitespaceBefore(start) && restOfLineBlank(end)) {
			from = src.lineStart(start);
			to = src.nextLine(end);
		}
		parent.children.remove(this);
		parent = null;
		document.replace(from, to, "");
	}

	/** The whitespace between the start of this element's line and its {@code <}; "" when other text precedes it. */
	String indent() {
		return onlyWhitespaceBefore(start) ? document.source().substring(document.source().lineStart(start), start) : "";
	}

	private boolean onlyWhitespaceBefore(int offset) {
		SourceText src = document.source();
		for (int i = src.lineStart(offset); i < offset; i++) {
			if (!Character.isWhitespace(src.charAt(i))) {
				return false;
			}
		}
		return true;
	}

	private boolean restOfLineBlank(int offset) {
		SourceText src = document.source();
		for (int i = offset; i < src.length(); i++) {
			char c = src.charAt(i);
			if (c == '\n' || c == '\r') {
				return true;
			}
			if (!Character.isWhitespace(c)) {
				return false;
			}
		}
		return true;
	}

	private XmlAttribute find(String attributeName) {
		for (XmlAttribute a : attributes) {
			if (a.name.equals(attributeName)) {
				return a;
			}
		}
		return null;
	}

	/** The namespace declarations of this element's start tag: prefix ("" for the default) to URI. */
	Map<String, String> declarations() {
		return XmlParser.declarations(this);
	}

	/** Moves this element's offsets (and its attributes' and descendants') for a splice of {@code [s, e)}. */
	void shift(int s, int e, int delta) {
		start = shiftStart(start, s, e, delta);
		tagEnd = shiftEnd(tagEnd, s, e, delta);
		contentEnd = selfClosing ? tagEnd : shiftStart(contentEnd, s, e, delta);
		end = shiftEnd(end, s, e, delta);
		for (XmlAttribute a : attributes) {
			a.shift(s, e, delta);
		}
		for (XmlElement c : children) {
			c.shift(s, e, delta);
		}
	}

	/**
	 * The new place of an offset where something starts: text inserted right at it goes before it; text replaced
	 * right after it does not move it.
	 */
	static int shiftStart(int offset, int s, int e, int delta) {
		if (offset < s || (offset == s && s < e)) {
			return offset;
		}
		return offset >= e ? offset + delta : s;
	}

	/** The new place of an offset where something ends: text inserted right at it goes after it. */
	static int shiftEnd(int offset, int s, int e, int delta) {
		if (offset <= s) {
			return offset;
		}
		return offset >= e ? offset + delta : e + delta;
	}

	@Override
	public String toString() {
		return "<" + name + "> at " + line() + ":" + column();
	}
}
