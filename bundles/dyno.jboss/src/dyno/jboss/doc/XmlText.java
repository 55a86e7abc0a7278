package dyno.jboss.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Escaping and decoding of XML character data, and where an element's own character data is written. */
final class XmlText {

	/**
	 * A run of character data directly inside an element: plain text (with entity references as written) or the
	 * inside of a CDATA section.
	 */
	record Segment(int start, int end, boolean cdata) {
		boolean isBlank(SourceText src) {
			return src.substring(start, end).isBlank();
		}
	}

	private XmlText() {
	}

	/** The character data runs of {@code element}, skipping child elements, comments and processing instructions. */
	static List<Segment> segments(XmlElement element) {
		List<Segment> out = new ArrayList<>();
		if (element.selfClosing) {
			return out;
		}
		SourceText src = element.document().source();
		int childIndex = 0;
		int i = element.tagEnd;
		int textStart = i;
		while (i < element.contentEnd) {
			if (src.charAt(i) != '<') {
				i++;
				continue;
			}
			if (i > textStart) {
				out.add(new Segment(textStart, i, false));
			}
			if (src.startsWith("<![CDATA[", i)) {
				int close = src.indexOf("]]>", i);
				out.add(new Segment(i + 9, close, true));
				i = close + 3;
			} else if (src.startsWith("<!--", i)) {
				i = src.indexOf("-->", i + 4) + 3;
			} else if (src.startsWith("<?", i)) {
				i = src.indexOf("?>", i + 2) + 2;
			} else {
				while (childIndex < element.children.size() && element.children.get(childIndex).start < i) {
					childIndex++;
				}
				i = element.children.get(childIndex).end;
			}
			textStart = i;
		}
		if (i > textStart) {
			out.add(new Segment(textStart, i, false));
		}
		return out;
	}

	/**
	 * Replaces the predefined entities, character references and entities declared in the document's internal
	 * subset; references to entities not known (declared in an external DTD) stay as written.
	 */
	static String decode(String raw, Map<String, String> entities, boolean attribute) {
		int amp = raw.indexOf('&');
		if (amp < 0) {
			return raw;
		}
		StringBuilder out = new StringBuilder(raw.length());
		int i = 0;
		while (amp >= 0) {
			out.append(raw, i, amp);
			int semi = raw.indexOf(';', amp);
			if (semi < 0) {
				i = amp;
				break;
			}
			String ref = raw.substring(amp + 1, semi);
			String value = resolve(ref, entities);
			if (value == null) {
				out.append(raw, amp, semi + 1);
			} else if (ref.startsWith("#") || isPredefined(ref)) {
				out.append(value);
			} else if (value.indexOf('<') < 0) {
				// (an entity that stands for markup, as JGroups' shared protocol stacks, is not character data)
				out.append(value.indexOf('&') >= 0 ? decode(value, Map.of(), attribute) : value);
			}
			i = semi + 1;
			amp = raw.indexOf('&', i);
		}
		if (i < raw.length()) {
			out.append(raw, i, raw.length());
		}
		return out.toString();
	}

	private static boolean isPredefined(String ref) {
		return switch (ref) {
		case "lt", "gt", "amp", "quot", "apos" -> true;
		default -> false;
		};
	}

	/** The replacement of {@code &ref;}, or null when it is not known here. */
	static String resolve(String ref, Map<String, String> entities) {
		switch (ref) {
		case "lt":
			return "<";
		case "gt":
			return ">";
		case "amp":
			return "&";
		case "quot":
			return "\"";
		case "apos":
			return "'";
		default:
			break;
		}
		if (ref.startsWith("#")) {
			try {
				int cp = ref.startsWith("#x") ? Integer.parseInt(ref.substring(2), 16) : Integer.parseInt(ref.substring(1));
				return Character.isValidCodePoint(cp) ? Character.toString(cp) : null;
			} catch (NumberFormatException e) {
				return null;
			}
		}
		return entities.get(ref);
	}

	/** {@code value} written inside an attribute quoted with {@code quote}. */
	static String escapeAttribute(String value, char quote) {
		StringBuilder out = new StringBuilder(value.length() + 8);
		for (int i = 0; i < value.length(); i++) {
			char c = value.charAt(i);
			switch (c) {
			case '&' -> out.append("&amp;");
			case '<' -> out.append("&lt;");
			case '"' -> out.append(quote == '"' ? "&quot;" : "\"");
			case '\'' -> out.append(quote == '\'' ? "&apos;" : "'");
			default -> out.append(c);
			}
		}
		return out.toString();
	}

	/** {@code value} written as character data. */
	static String escapeText(String value) {
		return value.replace("&", "&amp;").replace("<", "&lt;").replace("]]>", "]]&gt;");
	}
}
