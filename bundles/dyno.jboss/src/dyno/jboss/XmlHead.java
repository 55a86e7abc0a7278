package dyno.jboss;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The root element of an XML file as far as its first bytes tell: enough to tell a WildFly {@code standalone.xml}
 * from some other file of that name without parsing it all.
 *
 * @param localName the root element's local name, "" when none was found
 * @param namespace its default or prefixed namespace URI, "" when none
 */
record XmlHead(String localName, String namespace) {

	private static final Pattern SKIPPED = Pattern.compile("<!--.*?-->|<\\?.*?\\?>|<!DOCTYPE[^\\[>]*(\\[.*?\\])?\\s*>",
			Pattern.DOTALL);
	private static final Pattern START_TAG = Pattern.compile("<([A-Za-z_][\\w.:-]*)([^>]*)>?");

	static XmlHead of(byte[] head) {
		if (head == null) {
			return new XmlHead("", "");
		}
		// ISO-8859-1 maps bytes 1:1, enough for ASCII tag names in UTF-8 files; UTF-16 files (with NULs) are read as such
		boolean utf16 = head.length > 1 && (head[0] == 0 || head[1] == 0);
		String text = new String(head, utf16 ? StandardCharsets.UTF_16 : StandardCharsets.ISO_8859_1);
		text = SKIPPED.matcher(text).replaceAll("");
		Matcher m = START_TAG.matcher(text);
		if (!m.find()) {
			return new XmlHead("", "");
		}
		String name = m.group(1);
		int colon = name.indexOf(':');
		String prefix = colon < 0 ? "" : name.substring(0, colon);
		Matcher ns = Pattern.compile("xmlns" + (prefix.isEmpty() ? "" : ":" + Pattern.quote(prefix))
				+ "\\s*=\\s*([\"'])(.*?)\\1").matcher(m.group(2));
		return new XmlHead(name.substring(colon + 1), ns.find() ? ns.group(2) : "");
	}
}
