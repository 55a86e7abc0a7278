package dyno.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import dyno.load.internal.Bytes;

/**
 * Tells from the first bytes of a file whether it is a JTL and how it is written: XML (a {@code testResults} or
 * sample element first), CSV with a header (the delimiter is the one that splits the first line into the most
 * JMeter column names), or CSV without header (a first field that is a time stamp; JMeter's default columns).
 */
final class JtlSniffer {

	private static final char[] DELIMITERS = { ',', ';', '\t', '|' };
	/** Enough of a file's start to see its first line or element, however long a header gets. */
	static final int ENOUGH = 1 << 16;

	/** What the start of the file says: the format and how many bytes (and lines) its header takes. */
	record Sniffed(JtlFormat format, int headerBytes, long headerLines) {
	}

	private JtlSniffer() {
	}

	/**
	 * @return null when more bytes are needed to tell (only when not {@code eof})
	 * @throws IOException saying why the bytes are not a JTL
	 */
	static Sniffed sniff(byte[] b, int from, int to, boolean eof) throws IOException {
		int p = from;
		if (to - p >= 3 && (b[p] & 0xff) == 0xEF && (b[p + 1] & 0xff) == 0xBB && (b[p + 2] & 0xff) == 0xBF) {
			p += 3; // UTF-8 byte order mark
		}
		int text = p;
		while (text < to && (b[text] == ' ' || b[text] == '\t' || b[text] == '\r' || b[text] == '\n')) {
			text++;
		}
		if (text >= to) {
			return eof ? new Sniffed(new JtlFormat(JtlFormat.Kind.CSV, ',', JtlColumn.DEFAULT_HEADER), text - from, 0)
					: null;
		}
		if (b[text] == '<') {
			return xml(b, text, to, eof, p - from);
		}
		int lineEnd = p;
		while (lineEnd < to && b[lineEnd] != '\n') {
			if (b[lineEnd] == 0) {
				throw new IOException("not a JTL: binary content");
			}
			lineEnd++;
		}
		if (lineEnd >= to && !eof && to - from < ENOUGH) {
			return null;
		}
		String first = new String(b, p, lineEnd - p, StandardCharsets.UTF_8).replace("\r", "");
		int headerBytes = Math.min(lineEnd + 1, to) - from;
		char best = 0;
		int bestNames = 1;
		for (char d : DELIMITERS) {
			int names = 0;
			for (String f : split(first, d)) {
				names += JtlColumn.named(f) != null ? 1 : 0;
			}
			if (names > bestNames) {
				best = d;
				bestNames = names;
			}
		}
		if (best != 0) {
			return new Sniffed(new JtlFormat(JtlFormat.Kind.CSV, best, split(first, best)), headerBytes, 1);
		}
		return headerless(first, p - from);
	}

	private static Sniffed headerless(String first, int bom) throws IOException {
		Bytes numbers = new Bytes(ZoneId.systemDefault());
		char best = 0;
		int bestFields = 1;
		for (char d : DELIMITERS) {
			List<String> fields = split(first, d);
			byte[] f0 = fields.get(0).getBytes(StandardCharsets.UTF_8);
			if (fields.size() > bestFields && numbers.parseTimestamp(f0, 0, f0.length) != Bytes.INVALID) {
				best = d;
				bestFields = fields.size();
			}
		}
		if (best == 0) {
			String shown = first.length() > 120 ? first.substring(0, 120) + "…" : first;
			throw new IOException("not a JTL: the first line is neither a JMeter CSV header nor a result row: " + shown);
		}
		List<String> columns;
		if (bestFields == JtlColumn.LEGACY_HEADER.size()) {
			columns = JtlColumn.LEGACY_HEADER;
		} else {
			columns = new ArrayList<>(JtlColumn.DEFAULT_HEADER.subList(0,
					Math.min(bestFields, JtlColumn.DEFAULT_HEADER.size())));
			for (int i = columns.size(); i < bestFields; i++) {
				columns.add("column" + (i + 1));
			}
		}
		return new Sniffed(new JtlFormat(JtlFormat.Kind.CSV, best, columns), bom, 0);
	}

	private static Sniffed xml(byte[] b, int p, int to, boolean eof, int bom) throws IOException {
		int i = p;
		while (i < to) {
			if (b[i] != '<') {
				i++;
				continue;
			}
			if (i + 1 >= to) {
				break;
			}
			if (b[i + 1] == '?' || b[i + 1] == '!') {
				int close = i + 1;
				while (close < to && b[close] != '>') {
					close++;
				}
				i = close + 1;
				continue;
			}
			int nameEnd = i + 1;
			while (nameEnd < to && b[nameEnd] != ' ' && b[nameEnd] != '>' && b[nameEnd] != '/' && b[nameEnd] != '\n'
					&& b[nameEnd] != '\r' && b[nameEnd] != '\t') {
				nameEnd++;
			}
			if (nameEnd >= to) {
				break;
			}
			String root = new String(b, i + 1, nameEnd - i - 1, StandardCharsets.UTF_8);
			if (root.equals("testResults") || root.equals("httpSample") || root.equals("sample")) {
				return new Sniffed(new JtlFormat(JtlFormat.Kind.XML, ',', List.of()), bom, 0);
			}
			throw new IOException("not a JTL: the XML starts with <" + root + ">, not <testResults>");
		}
		if (eof || to - p >= ENOUGH) {
			throw new IOException("not a JTL: XML without any element");
		}
		return null;
	}

	/** Splits a header or first line; quotes are honoured the simple way (headers are seldom quoted). */
	static List<String> split(String line, char delimiter) {
		List<String> out = new ArrayList<>();
		StringBuilder f = new StringBuilder();
		boolean quoted = false;
		for (int i = 0; i < line.length(); i++) {
			char c = line.charAt(i);
			if (c == '"') {
				quoted = !quoted;
			} else if (c == delimiter && !quoted) {
				out.add(f.toString());
				f.setLength(0);
			} else {
				f.append(c);
			}
		}
		out.add(f.toString());
		return out;
	}
}
