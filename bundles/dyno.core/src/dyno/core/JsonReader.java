package dyno.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for the documents Dyno writes itself (run summaries, reports): objects become {@code Map<String, Object>},
 * arrays {@code List<Object>}, numbers {@code Double} (or {@code Long} when integral and without exponent),
 * strings, booleans and null. Errors say where.
 */
public final class JsonReader {

	private final String text;
	private int pos;

	private JsonReader(String text) {
		this.text = text;
	}

	/** @throws IllegalArgumentException with the offset and what was expected */
	public static Object parse(String json) {
		JsonReader r = new JsonReader(json);
		Object value = r.value();
		r.skipSpace();
		if (r.pos < json.length()) {
			throw r.error("end of document");
		}
		return value;
	}

	private Object value() {
		skipSpace();
		if (pos >= text.length()) {
			throw error("a value");
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
		Map<String, Object> map = new LinkedHashMap<>();
		pos++;
		skipSpace();
		if (peek('}')) {
			pos++;
			return map;
		}
		while (true) {
			skipSpace();
			if (!peek('"')) {
				throw error("a member name");
			}
			String name = string();
			skipSpace();
			expect(':');
			map.put(name, value());
			skipSpace();
			if (peek(',')) {
				pos++;
			} else {
				expect('}');
				return map;
			}
		}
	}

	private List<Object> array() {
		List<Object> list = new ArrayList<>();
		pos++;
		skipSpace();
		if (peek(']')) {
			pos++;
			return list;
		}
		while (true) {
			list.add(value());
			skipSpace();
			if (peek(',')) {
				pos++;
			} else {
				expect(']');
				return list;
			}
		}
	}

	private String string() {
		StringBuilder b = new StringBuilder();
		pos++;
		while (pos < text.length()) {
			char c = text.charAt(pos++);
			if (c == '"') {
				return b.toString();
			}
			if (c != '\\') {
				b.append(c);
				continue;
			}
			if (pos >= text.length()) {
				break;
			}
			char e = text.charAt(pos++);
			switch (e) {
			case 'n' -> b.append('\n');
			case 'r' -> b.append('\r');
			case 't' -> b.append('\t');
			case 'b' -> b.append('\b');
			case 'f' -> b.append('\f');
			case 'u' -> {
				if (pos + 4 > text.length()) {
					throw error("four hex digits");
				}
				b.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
				pos += 4;
			}
			default -> b.append(e);
			}
		}
		throw error("the closing quote of a string");
	}

	private Object literal(String word, Object value) {
		if (!text.startsWith(word, pos)) {
			throw error("a value");
		}
		pos += word.length();
		return value;
	}

	private Object number() {
		int start = pos;
		while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
			pos++;
		}
		String n = text.substring(start, pos);
		if (n.isEmpty()) {
			throw error("a value");
		}
		try {
			if (n.indexOf('.') < 0 && n.indexOf('e') < 0 && n.indexOf('E') < 0) {
				return Long.parseLong(n);
			}
			return Double.parseDouble(n);
		} catch (NumberFormatException e) {
			pos = start;
			throw error("a number");
		}
	}

	private void skipSpace() {
		while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
			pos++;
		}
	}

	private boolean peek(char c) {
		return pos < text.length() && text.charAt(pos) == c;
	}

	private void expect(char c) {
		if (!peek(c)) {
			throw error("'" + c + "'");
		}
		pos++;
	}

	private IllegalArgumentException error(String expected) {
		String found = pos < text.length() ? "'" + text.charAt(pos) + "'" : "the end";
		return new IllegalArgumentException("JSON: expected " + expected + " at offset " + pos + ", found " + found);
	}
}
