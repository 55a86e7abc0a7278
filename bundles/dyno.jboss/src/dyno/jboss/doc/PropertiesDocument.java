package dyno.jboss.doc;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A properties file such as mod_jk's {@code workers.properties}: {@code key=value} lines (also {@code key: value}
 * and {@code key value}), comments with {@code #} or {@code !}, values continued with a trailing backslash. Edits
 * replace a value in place; new keys go to the end.
 */
public final class PropertiesDocument extends ConfigDocument {

	/**
	 * Where one entry is written: the key, and its value up to the end of its (last continued) line.
	 *
	 * @param separated whether a separator ({@code =}, {@code :} or a blank) follows the key: a key written alone
	 *                  has none, and its value must bring one
	 */
	private record Entry(String key, boolean separated, int valueStart, int valueEnd, int lineStart, int lineEnd) {
	}

	private List<Entry> entries;

	private PropertiesDocument(SourceText source) {
		super(source);
	}

	/**
	 * Reads a properties file: UTF-8 when the bytes are valid UTF-8, else ISO-8859-1.
	 *
	 * @throws ConfigSyntaxException when the bytes are not text
	 */
	public static PropertiesDocument parse(byte[] bytes, String sourceName) throws ConfigSyntaxException {
		return new PropertiesDocument(SourceText.decode(bytes, sourceName, StandardCharsets.UTF_8));
	}

	/**
	 * The charset the file was read with: UTF-8, or ISO-8859-1 when its bytes are not UTF-8. A save keeps it. An edit
	 * that removes a file's only bytes that are not UTF-8 leaves a file the next read takes as UTF-8: its other bytes
	 * are kept as they were, but their non-ASCII characters read differently then (found by fuzzing; a real ISO-8859-1
	 * file whose other text is valid UTF-8 is mojibake already).
	 */
	public Charset charset() {
		return source.charset();
	}

	/** The value of the key's last entry, continuation lines joined and their leading blanks dropped. */
	public Optional<String> get(String key) {
		Entry e = last(key);
		if (e == null) {
			return Optional.empty();
		}
		String raw = source.substring(e.valueStart, e.valueEnd);
		return Optional.of(raw.replaceAll("\\\\(\\r\\n|\\r|\\n)[ \\t\\f]*", ""));
	}

	/** The 1-based line where the key's last entry starts, 0 when the key is absent. */
	public int line(String key) {
		Entry e = last(key);
		return e == null ? 0 : source.line(e.lineStart);
	}

	/** The keys in the order first written. */
	public List<String> keys() {
		Map<String, Boolean> keys = new LinkedHashMap<>();
		for (Entry e : entries()) {
			keys.putIfAbsent(e.key, Boolean.TRUE);
		}
		return List.copyOf(keys.keySet());
	}

	/** Replaces the value of the key's last entry in place; a new key is appended as {@code key=value}. */
	public void set(String key, String value) {
		Entry e = last(key);
		if (e != null) {
			replace(e.valueStart, e.valueEnd, e.separated ? value : "=" + value);
			return;
		}
		entries = null;
		source.appendLine(key + "=" + value);
	}

	/** Removes every entry of the key with its lines. */
	public void remove(String key) {
		List<Entry> all = entries();
		for (int k = all.size() - 1; k >= 0; k--) {
			Entry e = all.get(k);
			if (e.key.equals(key)) {
				replace(e.lineStart, e.lineEnd, "");
			}
		}
	}

	private void replace(int start, int end, String text) {
		source.replace(start, end, text);
		entries = null;
	}

	private Entry last(String key) {
		Entry found = null;
		for (Entry e : entries()) {
			if (e.key.equals(key)) {
				found = e;
			}
		}
		return found;
	}

	private List<Entry> entries() {
		if (entries != null) {
			return entries;
		}
		List<Entry> out = new ArrayList<>();
		String text = source.text();
		int n = text.length();
		int i = 0;
		while (i < n) {
			int lineStart = i;
			while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\f')) {
				i++;
			}
			if (i >= n || text.charAt(i) == '#' || text.charAt(i) == '!' || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
				i = source.nextLine(i);
				continue;
			}
			int keyStart = i;
			// A backslash escapes the next character; one that ends the text escapes nothing and is no part of the key
			// (java.util.Properties drops it), else a value set later would be escaped into the key.
			while (i < n && "=: \t\f\r\n".indexOf(text.charAt(i)) < 0 && !(text.charAt(i) == '\\' && i + 1 == n)) {
				i += text.charAt(i) == '\\' ? 2 : 1;
			}
			String key = text.substring(keyStart, i);
			int keyEnd = i;
			while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\f')) {
				i++;
			}
			if (i < n && (text.charAt(i) == '=' || text.charAt(i) == ':')) {
				i++;
				while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\f')) {
					i++;
				}
			}
			int valueStart = i;
			int valueEnd = logicalLineEnd(i);
			boolean separated = valueStart > keyEnd;
			out.add(new Entry(key, separated, valueStart, valueEnd, lineStart, source.nextLine(valueEnd)));
			i = source.nextLine(valueEnd);
		}
		entries = out;
		return out;
	}

	/** The end of the value's text: its line's end, or that of the last line it continues onto. */
	private int logicalLineEnd(int from) {
		int k = from;
		while (true) {
			k = source.lineEnd(k);
			int backslashes = 0;
			for (int b = k - 1; b >= from && source.charAt(b) == '\\'; b--) {
				backslashes++;
			}
			if (backslashes % 2 == 0 || k >= source.length()) {
				return k;
			}
			k = source.nextLine(k);
		}
	}

	@Override
	public String toString() {
		return sourceName() + " (properties)";
	}
}
