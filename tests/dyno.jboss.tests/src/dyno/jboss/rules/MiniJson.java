package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader for the tests (Dyno writes JSON but has no parser): objects become maps, arrays lists,
 * numbers doubles. Fails with the offset on anything that is not JSON, so a report that is merely JSON-looking fails.
 */
final class MiniJson {

	private final String text;
	private int pos;

	private MiniJson(String text) {
		this.text = text;
	}

	static Object parse(String text) {
		MiniJson p = new MiniJson(text);
		Object v = p.value();
		p.space();
		if (p.pos != text.length()) {
			throw p.error("text after the value");
		}
		return v;
	}

	private Object value() {
		space();
		if (pos >= text.length()) {
			throw error("unexpected end");
		}
		char c = text.charAt(pos);
		return switch (c) {
		case '{' -> object();
		case '[' -> array();
		case '"' -> string();
		case 't' -> literal("true", Boolean.TRUE);
		case 'f' -> literal("false", Boolean.FALSE);
		case 'n' -> literal("null", null);
		default -> number();
		};
	}

	private Map<String, Object> object() {
		Map<String, Object> m = new LinkedHashMap<>();
		pos++;
		space();
		if (peek() == '}') {
			pos++;
			return m;
		}
		while (true) {
			space();
			String key = string();
			space();
			expect(':');
			if (m.put(key, value()) != null) {
				throw error("duplicate key " + key);
			}
			space();
			if (peek() == ',') {
				pos++;
			} else {
				expect('}');
				return m;
			}
		}
	}

	private List<Object> array() {
		List<Object> l = new ArrayList<>();
		pos++;
		space();
		if (peek() == ']') {
			pos++;
			return l;
		}
		while (true) {
			l.add(value());
			space();
			if (peek() == ',') {
				pos++;
			} else {
				expect(']');
				return l;
			}
		}
	}

	private String string() {
		expect('"');
		StringBuilder b = new StringBuilder();
		while (true) {
			if (pos >= text.length()) {
				throw error("unterminated string");
			}
			char c = text.charAt(pos++);
			if (c == '"') {
				return b.toString();
			}
			if (c < 0x20) {
				throw error("control character in a string");
			}
			if (c == '\\') {
				char e = text.charAt(pos++);
				switch (e) {
				case '"', '\\', '/' -> b.append(e);
				case 'n' -> b.append('\n');
				case 'r' -> b.append('\r');
				case 't' -> b.append('\t');
				case 'b' -> b.append('\b');
				case 'f' -> b.append('\f');
				case 'u' -> {
					b.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
					pos += 4;
				}
				default -> throw error("bad escape \\" + e);
				}
			} else {
				b.append(c);
			}
		}
	}

	private Object literal(String word, Object v) {
		if (!text.startsWith(word, pos)) {
			throw error("expected " + word);
		}
		pos += word.length();
		return v;
	}

	private Double number() {
		int start = pos;
		while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
			pos++;
		}
		try {
			return Double.valueOf(text.substring(start, pos));
		} catch (NumberFormatException e) {
			throw error("not a value");
		}
	}

	private void space() {
		while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
			pos++;
		}
	}

	private char peek() {
		return pos < text.length() ? text.charAt(pos) : '\0';
	}

	private void expect(char c) {
		if (peek() != c) {
			throw error("expected '" + c + "'");
		}
		pos++;
	}

	private IllegalArgumentException error(String what) {
		return new IllegalArgumentException(what + " at offset " + pos + ": "
				+ text.substring(Math.max(0, pos - 30), Math.min(text.length(), pos + 30)));
	}
}
