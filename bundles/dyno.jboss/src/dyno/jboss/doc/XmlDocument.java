package dyno.jboss.doc;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An XML configuration file held as its exact text: BOM, XML declaration, DOCTYPE with its internal subset,
 * comments, processing instructions, CDATA, entity references, attribute order, quotes and whitespace, and mixed
 * line endings all stay as written. Edits through {@link XmlElement} splice only the characters they change.
 */
public final class XmlDocument extends ConfigDocument {

	private static final Pattern ENCODING = Pattern.compile("^\\s*<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']");

	private final Map<String, String> entities = new HashMap<>();
	private XmlElement root;

	private XmlDocument(SourceText source) {
		super(source);
	}

	/**
	 * Parses XML; the encoding comes from the BOM, else the XML declaration, else UTF-8.
	 *
	 * @throws ConfigSyntaxException when the bytes are not text or not well-formed XML (with line and column)
	 */
	public static XmlDocument parse(byte[] bytes, String sourceName) throws ConfigSyntaxException {
		XmlDocument doc = new XmlDocument(SourceText.decode(bytes, sourceName, charsetOf(bytes)));
		doc.root = XmlParser.parse(doc).root;
		return doc;
	}

	private static Charset charsetOf(byte[] b) {
		if (b.length >= 2 && (b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF || b.length >= 2 && b[0] == 0 && b[1] == '<') {
			return StandardCharsets.UTF_16BE;
		}
		if (b.length >= 2 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE || b.length >= 2 && b[0] == '<' && b[1] == 0) {
			return StandardCharsets.UTF_16LE;
		}
		int skip = b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF ? 3 : 0;
		Matcher m = ENCODING.matcher(new String(b, skip, Math.min(b.length - skip, 200), StandardCharsets.ISO_8859_1));
		if (skip == 0 && m.find()) {
			try {
				return Charset.forName(m.group(1));
			} catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
				// an encoding Java does not know: UTF-8 reads the ASCII markup, and the bytes are kept as read anyway
			}
		}
		return StandardCharsets.UTF_8;
	}

	/** The root element. */
	public XmlElement root() {
		return root;
	}

	/**
	 * The encoding the text was read with (and is written with): the declared one, or ISO-8859-1 when the bytes are
	 * not valid in it. An edit that removes a file's only invalid bytes leaves a file the next read takes in the
	 * declared encoding: its other bytes are kept, but their non-ASCII characters read differently then (found by
	 * fuzzing, as for {@link PropertiesDocument#charset()}).
	 */
	public Charset charset() {
		return source.charset();
	}

	Map<String, String> entities() {
		return entities;
	}

	/** Splices the text and moves every element's offsets after the splice. */
	void replace(int start, int end, String replacement) {
		source.replace(start, end, replacement);
		root.shift(start, end, replacement.length() - (end - start));
	}

	/**
	 * One level of indentation as the document writes it: what the root's first child adds to the root's indentation
	 * (two spaces when the root has no child on a line of its own).
	 */
	String indentUnit() {
		for (XmlElement e = root; !e.children.isEmpty(); e = e.children.get(0)) {
			String outer = e.indent();
			String inner = e.children.get(0).indent();
			if (inner.length() > outer.length() && inner.startsWith(outer)) {
				return inner.substring(outer.length());
			}
		}
		return "  ";
	}

	@Override
	public String toString() {
		return sourceName() + " <" + root.name() + ">";
	}
}
