package dyno.jboss.doc;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text of a document as read, the bytes it came from, and the splices made to it. Edits replace character
 * ranges; the bytes of an unedited document are returned as read, so no decoding subtlety can alter them.
 */
final class SourceText {

	final String sourceName;
	private final byte[] original;
	private final Charset charset;
	private final StringBuilder text;
	private boolean modified;
	private int[] lineStarts;

	private SourceText(String sourceName, byte[] original, Charset charset, String text) {
		this.sourceName = sourceName;
		this.original = original.clone();
		this.charset = charset;
		this.text = new StringBuilder(text);
	}

	/**
	 * Decodes {@code bytes} as {@code charset}; when they are not valid in it (or would not encode back to the very
	 * same bytes) as ISO-8859-1, which maps every byte to one character and back. Refuses binary content.
	 */
	static SourceText decode(byte[] bytes, String sourceName, Charset charset) throws ConfigSyntaxException {
		Charset used = charset;
		String text = strictDecode(bytes, charset);
		if (text == null || !Arrays.equals(text.getBytes(charset), bytes)) {
			used = StandardCharsets.ISO_8859_1;
			text = new String(bytes, used);
		}
		SourceText source = new SourceText(sourceName, bytes, used, text);
		source.refuseBinary();
		return source;
	}

	private static String strictDecode(byte[] bytes, Charset charset) {
		try {
			CharBuffer chars = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
			return chars.toString();
		} catch (CharacterCodingException e) {
			return null;
		}
	}

	/** Control characters other than tab, line ends, form feed and DOS's end-of-file mark mean this is no text. */
	private void refuseBinary() throws ConfigSyntaxException {
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1A) {
				throw error(i, String.format("not a text file (control character 0x%02X)", (int) c));
			}
		}
	}

	Charset charset() {
		return charset;
	}

	String text() {
		return text.toString();
	}

	int length() {
		return text.length();
	}

	char charAt(int i) {
		return text.charAt(i);
	}

	String substring(int start, int end) {
		return text.substring(start, end);
	}

	int indexOf(String s, int from) {
		return text.indexOf(s, from);
	}

	boolean startsWith(String s, int at) {
		if (at < 0 || at + s.length() > text.length()) {
			return false;
		}
		for (int k = 0; k < s.length(); k++) {
			if (text.charAt(at + k) != s.charAt(k)) {
				return false;
			}
		}
		return true;
	}

	boolean isModified() {
		return modified;
	}

	byte[] toBytes() {
		return modified ? text.toString().getBytes(charset) : original.clone();
	}

	/** Replaces {@code [start, end)} with {@code replacement}. */
	void replace(int start, int end, String replacement) {
		text.replace(start, end, replacement);
		modified = true;
		lineStarts = null;
	}

	/** 1-based line of the character at {@code offset}. */
	int line(int offset) {
		int[] starts = lineStarts();
		int i = Arrays.binarySearch(starts, offset);
		return i >= 0 ? i + 1 : -i - 1;
	}

	/** 1-based column of the character at {@code offset}. */
	int column(int offset) {
		return offset - lineStarts()[line(offset) - 1] + 1;
	}

	/** The offset where the line holding {@code offset} starts. */
	int lineStart(int offset) {
		return lineStarts()[line(offset) - 1];
	}

	private int[] lineStarts() {
		if (lineStarts == null) {
			int[] starts = new int[16];
			int n = 1;
			for (int i = 0; i < text.length(); i++) {
				char c = text.charAt(i);
				// CR alone, LF alone and CRLF each end a line
				if (c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'))) {
					if (n == starts.length) {
						starts = Arrays.copyOf(starts, n * 2);
					}
					starts[n++] = i + 1;
				}
			}
			lineStarts = Arrays.copyOf(starts, n);
		}
		return lineStarts;
	}

	/** The offset of the line break ending the line that holds {@code offset} (the text's length on the last line). */
	int lineEnd(int offset) {
		int k = offset;
		while (k < text.length() && text.charAt(k) != '\n' && text.charAt(k) != '\r') {
			k++;
		}
		return k;
	}

	/** The offset where the line after the one holding {@code offset} starts (the text's length on the last line). */
	int nextLine(int offset) {
		int k = lineEnd(offset);
		if (k < text.length() && text.charAt(k) == '\r') {
			k++;
		}
		if (k < text.length() && text.charAt(k) == '\n') {
			k++;
		}
		return k;
	}

	/** Appends a line with the separator used at the end, after a line break if the text does not end with one. */
	void appendLine(String line) {
		String nl = lineSeparatorNear(text.length());
		int end = text.length();
		boolean endsWithBreak = end == 0 || text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r';
		replace(end, end, (endsWithBreak ? "" : nl) + line + nl);
	}

	/** The line separator used at the line break nearest before {@code offset} (else after it; else LF). */
	String lineSeparatorNear(int offset) {
		int lf = text.lastIndexOf("\n", Math.max(0, offset - 1));
		if (lf < 0) {
			lf = text.indexOf("\n", offset);
		}
		if (lf < 0) {
			return text.indexOf("\r") >= 0 ? "\r" : "\n";
		}
		return lf > 0 && text.charAt(lf - 1) == '\r' ? "\r\n" : "\n";
	}

	ConfigSyntaxException error(int offset, String problem) {
		int at = Math.min(offset, text.length());
		return new ConfigSyntaxException(sourceName, line(at), column(at), problem);
	}

	/** "12:5", for messages that point back at another place. */
	String position(int offset) {
		return line(offset) + ":" + column(offset);
	}
}
