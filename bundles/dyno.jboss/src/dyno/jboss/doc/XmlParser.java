package dyno.jboss.doc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads XML text into {@link XmlElement}s that know where each of their parts is written. It checks what a
 * non-validating parser checks (well-formedness, entity references) and reports the first problem with its
 * position; it never rewrites anything.
 */
final class XmlParser {

	private final XmlDocument document;
	private final SourceText src;
	private final String text;
	private final int n;
	private int i;
	/** Entities declared with a literal value in the internal subset (the document's own map, filled here). */
	private final Map<String, String> entities;
	/** Every entity the internal subset declares, external ones included. */
	final Set<String> declared = new HashSet<>();
	/** Whether the DOCTYPE names an external DTD, which may declare entities not seen here. */
	boolean externalDtd;
	/** The root element, once {@link #parse} read it. */
	XmlElement root;

	private XmlParser(XmlDocument document, int from) {
		this.document = document;
		this.src = document.source();
		this.text = src.text();
		this.n = text.length();
		this.i = from;
		this.entities = document.entities();
	}

	/** Parses the whole document; returns the parser with the root and the DOCTYPE's entities. */
	static XmlParser parse(XmlDocument document) throws ConfigSyntaxException {
		XmlParser p = new XmlParser(document, 0);
		p.root = p.document();
		return p;
	}

	/** Reads an element just spliced into the text at {@code offset} (written by Dyno, so well-formed). */
	static XmlElement parseAdded(XmlDocument document, XmlElement parent, int offset) {
		XmlParser p = new XmlParser(document, offset);
		p.externalDtd = true;
		try {
			return p.element(parent);
		} catch (ConfigSyntaxException e) {
			throw new IllegalStateException("added element did not parse: " + e.getMessage(), e);
		}
	}

	private XmlElement document() throws ConfigSyntaxException {
		if (n > 0 && text.charAt(0) == '\uFEFF') {
			i = 1;
		}
		XmlElement top = null;
		boolean doctype = false;
		while (true) {
			skipWhitespace();
			if (i >= n) {
				break;
			}
			if (text.startsWith("<?", i)) {
				skipPast("?>", "processing instruction");
			} else if (text.startsWith("<!--", i)) {
				skipPast("-->", "comment");
			} else if (text.startsWith("<!DOCTYPE", i) && top == null && !doctype) {
				doctype();
				doctype = true;
			} else if (text.charAt(i) == '<' && top == null && i + 1 < n && isNameStart(text.charAt(i + 1))) {
				top = element(null);
			} else if (top != null) {
				throw src.error(i, "content after the end of the root element <" + top.name() + ">");
			} else {
				throw src.error(i, "text before the root element");
			}
		}
		if (top == null) {
			throw src.error(n, "no root element");
		}
		return top;
	}

	/** Reads the element starting at {@code i} with all its content, iteratively (deep files must not overflow). */
	private XmlElement element(XmlElement parent) throws ConfigSyntaxException {
		XmlElement first = startTag(parent);
		if (first.selfClosing) {
			return first;
		}
		Deque<XmlElement> open = new ArrayDeque<>();
		open.push(first);
		while (!open.isEmpty()) {
			XmlElement current = open.peek();
			int lt = text.indexOf('<', i);
			checkReferences(i, lt < 0 ? n : lt);
			if (lt < 0) {
				throw src.error(n, "element <" + current.name() + "> is not closed (opened at " + src.position(current.start)
						+ ")");
			}
			i = lt;
			if (text.startsWith("</", i)) {
				endTag(current);
				open.pop();
			} else if (text.startsWith("<!--", i)) {
				skipPast("-->", "comment");
			} else if (text.startsWith("<![CDATA[", i)) {
				skipPast("]]>", "CDATA section");
			} else if (text.startsWith("<?", i)) {
				skipPast("?>", "processing instruction");
			} else if (text.startsWith("<!", i)) {
				throw src.error(i, "markup declaration not allowed inside <" + current.name() + ">");
			} else {
				XmlElement child = startTag(current);
				current.children.add(child);
				if (!child.selfClosing) {
					open.push(child);
				}
			}
		}
		return first;
	}

	private XmlElement startTag(XmlElement parent) throws ConfigSyntaxException {
		int start = i;
		i++;
		if (i >= n || !isNameStart(text.charAt(i))) {
			throw src.error(start, "'<' is not followed by an element name");
		}
		String name = name();
		List<XmlAttribute> attributes = new ArrayList<>();
		int tagEnd;
		boolean selfClosing;
		while (true) {
			int before = i;
			skipWhitespace();
			if (i >= n) {
				throw src.error(start, "start tag <" + name + "> is not closed");
			}
			char c = text.charAt(i);
			if (c == '>') {
				tagEnd = ++i;
				selfClosing = false;
				break;
			}
			if (c == '/') {
				if (i + 1 < n && text.charAt(i + 1) == '>') {
					i += 2;
					tagEnd = i;
					selfClosing = true;
					break;
				}
				throw src.error(i, "'/' not followed by '>' in <" + name + ">");
			}
			if (!isNameStart(c)) {
				throw src.error(i, "unexpected '" + c + "' in start tag <" + name + ">");
			}
			if (i == before) {
				throw src.error(i, "attributes of <" + name + "> must be separated by whitespace");
			}
			attributes.add(attribute(name, attributes));
		}
		XmlElement element = new XmlElement(document, parent, name, resolve(prefixOf(name), attributes, parent), attributes,
				start);
		element.tagEnd = tagEnd;
		element.selfClosing = selfClosing;
		if (selfClosing) {
			element.contentEnd = tagEnd;
			element.end = tagEnd;
		}
		return element;
	}

	private XmlAttribute attribute(String element, List<XmlAttribute> seen) throws ConfigSyntaxException {
		int nameStart = i;
		String name = name();
		skipWhitespace();
		if (i >= n || text.charAt(i) != '=') {
			throw src.error(nameStart, "attribute " + name + " of <" + element + "> has no value");
		}
		i++;
		skipWhitespace();
		if (i >= n || (text.charAt(i) != '"' && text.charAt(i) != '\'')) {
			throw src.error(i, "value of attribute " + name + " of <" + element + "> is not quoted");
		}
		char quote = text.charAt(i);
		int valueStart = i + 1;
		int close = text.indexOf(quote, valueStart);
		if (close < 0) {
			throw src.error(nameStart, "value of attribute " + name + " of <" + element + "> is not closed");
		}
		int lt = text.indexOf('<', valueStart);
		if (lt >= 0 && lt < close) {
			throw src.error(lt, "'<' in the value of attribute " + name + " of <" + element + ">");
		}
		checkReferences(valueStart, close);
		for (XmlAttribute a : seen) {
			if (a.name.equals(name)) {
				throw src.error(nameStart, "attribute " + name + " of <" + element + "> is repeated");
			}
		}
		i = close + 1;
		return new XmlAttribute(name, nameStart, valueStart, close, quote);
	}

	private void endTag(XmlElement current) throws ConfigSyntaxException {
		int at = i;
		i += 2;
		String name = i < n && isNameStart(text.charAt(i)) ? name() : "";
		skipWhitespace();
		if (!name.equals(current.name())) {
			throw src.error(at, "element <" + current.name() + "> is not closed (opened at " + src.position(current.start)
					+ "), found </" + name + ">");
		}
		if (i >= n || text.charAt(i) != '>') {
			throw src.error(at, "end tag </" + name + "> is not closed");
		}
		i++;
		current.contentEnd = at;
		current.end = i;
	}

	/** Checks every {@code &...;} in {@code [from, to)}. */
	private void checkReferences(int from, int to) throws ConfigSyntaxException {
		int amp = text.indexOf('&', from);
		while (amp >= 0 && amp < to) {
			int semi = text.indexOf(';', amp);
			if (semi < 0 || semi > to || semi == amp + 1) {
				throw src.error(amp, "'&' does not start an entity reference (write &amp;)");
			}
			String ref = text.substring(amp + 1, semi);
			if (ref.startsWith("#")) {
				if (XmlText.resolve(ref, Map.of()) == null) {
					throw src.error(amp, "bad character reference &" + ref + ";");
				}
			} else if (!isName(ref)) {
				throw src.error(amp, "'&' does not start an entity reference (write &amp;)");
			} else if (XmlText.resolve(ref, entities) == null && !declared.contains(ref) && !externalDtd) {
				throw src.error(amp, "undefined entity &" + ref + ";");
			}
			amp = text.indexOf('&', semi);
		}
	}

	/** Reads the DOCTYPE, noting an external DTD and the entities of the internal subset. */
	private void doctype() throws ConfigSyntaxException {
		int start = i;
		i += "<!DOCTYPE".length();
		skipWhitespace();
		name();
		skipWhitespace();
		if (text.startsWith("SYSTEM", i) || text.startsWith("PUBLIC", i)) {
			externalDtd = true;
			i += 6;
			skipWhitespace();
			while (i < n && (text.charAt(i) == '"' || text.charAt(i) == '\'')) {
				skipQuoted(start);
				skipWhitespace();
			}
		}
		if (i < n && text.charAt(i) == '[') {
			i++;
			internalSubset(start);
			skipWhitespace();
		}
		if (i >= n || text.charAt(i) != '>') {
			throw src.error(start, "DOCTYPE is not closed");
		}
		i++;
	}

	private void internalSubset(int doctypeStart) throws ConfigSyntaxException {
		while (true) {
			skipWhitespace();
			if (i >= n) {
				throw src.error(doctypeStart, "DOCTYPE internal subset is not closed");
			}
			if (text.charAt(i) == ']') {
				i++;
				return;
			}
			if (text.startsWith("<!--", i)) {
				skipPast("-->", "comment");
			} else if (text.startsWith("<?", i)) {
				skipPast("?>", "processing instruction");
			} else if (text.startsWith("<!ENTITY", i)) {
				entityDeclaration(doctypeStart);
			} else if (text.startsWith("<!", i)) {
				skipDeclaration(doctypeStart);
			} else if (text.charAt(i) == '%') {
				skipPast(";", "parameter entity reference");
			} else {
				throw src.error(i, "unexpected text in the DOCTYPE internal subset");
			}
		}
	}

	private void entityDeclaration(int doctypeStart) throws ConfigSyntaxException {
		int start = i;
		i += "<!ENTITY".length();
		skipWhitespace();
		if (i < n && text.charAt(i) == '%') {
			i = start;
			skipDeclaration(doctypeStart);
			return;
		}
		String name = name();
		skipWhitespace();
		declared.add(name);
		if (i < n && (text.charAt(i) == '"' || text.charAt(i) == '\'')) {
			int valueStart = i + 1;
			skipQuoted(start);
			entities.putIfAbsent(name, text.substring(valueStart, i - 1));
		}
		i = start;
		skipDeclaration(doctypeStart);
	}

	/** Skips a markup declaration up to its {@code >}, over quoted literals. */
	private void skipDeclaration(int doctypeStart) throws ConfigSyntaxException {
		while (i < n && text.charAt(i) != '>') {
			if (text.charAt(i) == '"' || text.charAt(i) == '\'') {
				skipQuoted(doctypeStart);
			} else {
				i++;
			}
		}
		if (i >= n) {
			throw src.error(doctypeStart, "DOCTYPE is not closed");
		}
		i++;
	}

	private void skipQuoted(int from) throws ConfigSyntaxException {
		int close = text.indexOf(text.charAt(i), i + 1);
		if (close < 0) {
			throw src.error(from, "quoted literal is not closed");
		}
		i = close + 1;
	}

	private void skipPast(String close, String what) throws ConfigSyntaxException {
		int at = text.indexOf(close, i + 1);
		if (at < 0) {
			throw src.error(i, what + " is not closed");
		}
		i = at + close.length();
	}

	private void skipWhitespace() {
		while (i < n && isWhitespace(text.charAt(i))) {
			i++;
		}
	}

	private String name() {
		int start = i;
		while (i < n && isNameChar(text.charAt(i))) {
			i++;
		}
		return text.substring(start, i);
	}

	private static boolean isWhitespace(char c) {
		return c == ' ' || c == '\t' || c == '\n' || c == '\r';
	}

	private static boolean isNameStart(char c) {
		return Character.isLetter(c) || c == '_' || c == ':' || c >= 0x80;
	}

	private static boolean isNameChar(char c) {
		return isNameStart(c) || Character.isDigit(c) || c == '-' || c == '.';
	}

	private static boolean isName(String s) {
		if (s.isEmpty() || !isNameStart(s.charAt(0))) {
			return false;
		}
		for (int k = 1; k < s.length(); k++) {
			if (!isNameChar(s.charAt(k))) {
				return false;
			}
		}
		return true;
	}

	private static String prefixOf(String name) {
		int colon = name.indexOf(':');
		return colon < 0 ? "" : name.substring(0, colon);
	}

	/** The URI {@code prefix} is bound to by these attributes or the parent's scope; "" when unbound. */
	private String resolve(String prefix, List<XmlAttribute> attributes, XmlElement parent) {
		String attribute = prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix;
		for (XmlAttribute a : attributes) {
			if (a.name.equals(attribute)) {
				return XmlText.decode(text.substring(a.valueStart, a.valueEnd), entities, true);
			}
		}
		for (XmlElement e = parent; e != null; e = e.parent()) {
			String uri = e.declarations().get(prefix);
			if (uri != null) {
				return uri;
			}
		}
		return "";
	}

	/** The namespace declarations written on {@code element}'s start tag. */
	static Map<String, String> declarations(XmlElement element) {
		Map<String, String> out = new LinkedHashMap<>();
		for (XmlAttribute a : element.attributes) {
			if (a.name.equals("xmlns")) {
				out.put("", element.attribute(a.name).orElse(""));
			} else if (a.name.startsWith("xmlns:")) {
				out.put(a.name.substring(6), element.attribute(a.name).orElse(""));
			}
		}
		return out;
	}
}
