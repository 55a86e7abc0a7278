package dyno.load;

import java.nio.charset.StandardCharsets;

import dyno.load.internal.ByteStrings;
import dyno.load.internal.Bytes;

/**
 * The samples of an XML JTL ({@code <httpSample>} / {@code <sample>} elements with JMeter's attributes t, lt,
 * ct, ts, s, lb, rc, tn, by, sby, ng, na, sc, ec). Only top-level results count, as in JMeter's Aggregate
 * Report: sub-samples nested in a result are skipped. A failed result's message is the first non-empty
 * {@code failureMessage} of its own assertion results. Scans bytes without a DOM, so a half-written file is
 * read up to its last complete result; a torn tag is reported with its line and reading resumes at the next tag.
 */
final class XmlRows implements RowParser {

	private static final byte[] HTTP_SAMPLE = "httpSample".getBytes(StandardCharsets.US_ASCII);
	private static final byte[] SAMPLE = "sample".getBytes(StandardCharsets.US_ASCII);
	private static final byte[] ASSERTION_RESULT = "assertionResult".getBytes(StandardCharsets.US_ASCII);
	private static final byte[] FAILURE_MESSAGE = "failureMessage".getBytes(StandardCharsets.US_ASCII);

	private final SampleSink sink;
	private final JtlProblems problems;
	private final Sample sample = new Sample();
	private final ByteStrings labels = new ByteStrings(Integer.MAX_VALUE);
	private final ByteStrings texts = new ByteStrings(100_000);
	private byte[] scratch = new byte[256];
	private int scratchLength;
	/** Element depth; a top-level result is open while {@link #resultDepth} >= 0. */
	private int depth;
	private int resultDepth = -1;
	private long resultLine;
	private String resultProblem;
	/** Depth of the result's own assertionResult being read, -1 when none. */
	private int assertionDepth = -1;
	private long line = 1;
	private long strayLine;
	private long delivered;

	XmlRows(SampleSink sink, JtlProblems problems) {
		this.sink = sink;
		this.problems = problems;
	}

	@Override
	public long delivered() {
		return delivered;
	}

	@Override
	public int parse(byte[] b, int from, int to, boolean eof) {
		int p = from;
		while (true) {
			int lt = p;
			int stray = -1;
			while (lt < to && b[lt] != '<') {
				if (b[lt] == '\n') {
					line++;
				} else if (stray < 0 && resultDepth < 0 && b[lt] != ' ' && b[lt] != '\t' && b[lt] != '\r') {
					stray = lt;
					strayLine = line;
				}
				lt++;
			}
			if (stray >= 0 && (lt < to || eof)) {
				problems.add(strayLine, "text outside a result", shown(b, stray, lt));
			} else if (stray >= 0) {
				// the text may go on in bytes not here yet: look at it again then
				line = strayLine;
				p = stray;
				break;
			}
			p = lt;
			if (lt >= to) {
				break;
			}
			int end = tagEnd(b, lt, to);
			if (end == -1) {
				break; // the tag is not complete yet
			}
			if (end == -2) {
				int next = nextTag(b, lt + 1, to);
				problems.add(line, "torn tag", shown(b, lt, next));
				p = countLines(b, lt, next);
				continue;
			}
			int consumed = tag(b, lt, end, to);
			if (consumed < 0) {
				break; // needs text that has not arrived yet
			}
			p = countLines(b, lt, consumed);
		}
		if (eof && p < to) {
			problems.add(line, "cut off at the end of the file", shown(b, p, to));
			p = countLines(b, p, to);
		}
		if (eof && resultDepth >= 0) {
			problems.add(resultLine, "result not closed at the end of the file", "");
			resultDepth = -1;
		}
		return p;
	}

	/** The index after the tag's '>', -1 when it is not complete, -2 when another '<' comes first (torn tag). */
	private static int tagEnd(byte[] b, int lt, int to) {
		if (to - lt >= 4 && b[lt + 1] == '!' && b[lt + 2] == '-' && b[lt + 3] == '-') {
			for (int i = lt + 4; i + 2 < to; i++) {
				if (b[i] == '-' && b[i + 1] == '-' && b[i + 2] == '>') {
					return i + 3;
				}
			}
			return -1;
		}
		if (to - lt >= 9 && b[lt + 1] == '!' && b[lt + 2] == '[') {
			for (int i = lt + 3; i + 2 < to; i++) {
				if (b[i] == ']' && b[i + 1] == ']' && b[i + 2] == '>') {
					return i + 3;
				}
			}
			return -1;
		}
		for (int i = lt + 1; i < to; i++) {
			if (b[i] == '>') {
				return i + 1;
			}
			if (b[i] == '<') {
				return -2;
			}
		}
		return -1;
	}

	private static int nextTag(byte[] b, int from, int to) {
		int i = from;
		while (i < to && b[i] != '<') {
			i++;
		}
		return i;
	}

	/** Handles the tag b[lt, end); returns where reading goes on, or -1 to wait for more bytes. */
	private int tag(byte[] b, int lt, int end, int to) {
		byte first = b[lt + 1];
		if (first == '?' || first == '!') {
			return end;
		}
		if (first == '/') {
			depth--;
			if (depth == resultDepth) {
				finishResult();
			} else if (depth == assertionDepth) {
				assertionDepth = -1;
			}
			return end;
		}
		int nameEnd = lt + 1;
		while (nameEnd < end && b[nameEnd] != ' ' && b[nameEnd] != '>' && b[nameEnd] != '/' && b[nameEnd] != '\t'
				&& b[nameEnd] != '\n' && b[nameEnd] != '\r') {
			nameEnd++;
		}
		boolean selfClosing = b[end - 2] == '/';
		boolean isSample = is(b, lt + 1, nameEnd, HTTP_SAMPLE) || is(b, lt + 1, nameEnd, SAMPLE);
		int resume = end;
		if (isSample && resultDepth < 0) {
			startResult(b, nameEnd, end);
			if (selfClosing) {
				finishResult();
				return end;
			}
			resultDepth = depth;
		} else if (resultDepth >= 0 && depth == resultDepth + 1 && is(b, lt + 1, nameEnd, ASSERTION_RESULT)) {
			assertionDepth = selfClosing ? -1 : depth;
		} else if (assertionDepth >= 0 && depth == assertionDepth + 1 && !selfClosing
				&& is(b, lt + 1, nameEnd, FAILURE_MESSAGE)) {
			int textEnd = nextTag(b, end, to);
			if (textEnd >= to) {
				return -1;
			}
			if (textEnd > end && sample.failureMessage.isEmpty()) {
				sample.failureMessage = new String(decode(b, end, textEnd), 0, scratchLength, StandardCharsets.UTF_8);
			}
			resume = textEnd;
		}
		if (!selfClosing) {
			depth++;
		}
		return resume;
	}

	private void startResult(byte[] b, int from, int end) {
		Sample s = sample;
		s.clear();
		resultLine = line;
		resultProblem = null;
		int i = from;
		while (true) {
			while (i < end && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) {
				i++;
			}
			int nameStart = i;
			while (i < end && b[i] != '=' && b[i] != '>' && b[i] != '/' && b[i] != ' ') {
				i++;
			}
			if (i >= end || b[i] != '=' || i + 1 >= end) {
				return;
			}
			byte quote = b[i + 1];
			if (quote != '"' && quote != '\'') {
				resultProblem = "attribute without quotes";
				return;
			}
			int valueStart = i + 2;
			int valueEnd = valueStart;
			while (valueEnd < end && b[valueEnd] != quote) {
				valueEnd++;
			}
			if (valueEnd >= end) {
				resultProblem = "attribute value not closed";
				return;
			}
			attribute(b, nameStart, i, valueStart, valueEnd);
			i = valueEnd + 1;
		}
	}

	private void attribute(byte[] b, int name, int nameEnd, int from, int to) {
		int n = nameEnd - name;
		Sample s = sample;
		byte c0 = b[name];
		byte c1 = n > 1 ? b[name + 1] : 0;
		if (n == 1 && c0 == 't') {
			s.elapsed = (int) number(b, from, to, "t", 0);
		} else if (n == 1 && c0 == 's') {
			int v = Bytes.parseBoolean(b, from, to);
			if (v < 0) {
				resultProblem = "s is neither true nor false: '" + shown(b, from, to) + "'";
			}
			s.success = v == 1;
		} else if (n == 2) {
			switch (c0 << 8 | c1) {
			case 't' << 8 | 's' -> s.start = number(b, from, to, "ts", 0);
			case 'l' << 8 | 't' -> s.latency = (int) number(b, from, to, "lt", -1);
			case 'c' << 8 | 't' -> s.connect = (int) number(b, from, to, "ct", -1);
			case 'l' << 8 | 'b' -> s.label = labels.get(decode(b, from, to), 0, scratchLength);
			case 'r' << 8 | 'c' -> s.responseCode = texts.get(decode(b, from, to), 0, scratchLength);
			case 'r' << 8 | 'm' -> s.responseMessage = texts.get(decode(b, from, to), 0, scratchLength);
			case 't' << 8 | 'n' -> s.threadName = texts.get(decode(b, from, to), 0, scratchLength);
			case 'b' << 8 | 'y' -> s.bytes = number(b, from, to, "by", 0);
			case 'n' << 8 | 'g' -> s.grpThreads = (int) number(b, from, to, "ng", -1);
			case 'n' << 8 | 'a' -> s.allThreads = (int) number(b, from, to, "na", -1);
			case 's' << 8 | 'c' -> s.sampleCount = (int) number(b, from, to, "sc", 1);
			case 'e' << 8 | 'c' -> s.errorCount = (int) number(b, from, to, "ec", -1);
			default -> {
				// dt, it, hn, de: not needed for any figure
			}
			}
		} else if (n == 3 && c0 == 's' && c1 == 'b' && b[name + 2] == 'y') {
			s.sentBytes = number(b, from, to, "sby", 0);
		}
	}

	private long number(byte[] b, int from, int to, String name, long absent) {
		if (from == to) {
			return absent;
		}
		long v = Bytes.parseLong(b, from, to);
		if (v == Bytes.INVALID) {
			resultProblem = name + " is not a number: '" + shown(b, from, to) + "'";
			return absent;
		}
		return v;
	}

	private void finishResult() {
		resultDepth = -1;
		assertionDepth = -1;
		if (resultProblem != null) {
			problems.add(resultLine, resultProblem, sample.label);
			return;
		}
		sink.accept(sample);
		delivered++;
	}

	/** The bytes with XML's character references undone, into {@link #scratch} (length {@link #scratchLength}). */
	private byte[] decode(byte[] b, int from, int to) {
		if (scratch.length < to - from) {
			scratch = new byte[Math.max(to - from, scratch.length * 2)];
		}
		int n = 0;
		for (int i = from; i < to; i++) {
			if (b[i] != '&') {
				scratch[n++] = b[i];
				continue;
			}
			int semi = i + 1;
			while (semi < to && semi - i < 10 && b[semi] != ';') {
				semi++;
			}
			if (semi >= to || b[semi] != ';') {
				scratch[n++] = b[i];
				continue;
			}
			String ref = new String(b, i + 1, semi - i - 1, StandardCharsets.US_ASCII);
			int cp = switch (ref) {
			case "amp" -> '&';
			case "lt" -> '<';
			case "gt" -> '>';
			case "quot" -> '"';
			case "apos" -> '\'';
			default -> charRef(ref);
			};
			if (!Character.isValidCodePoint(cp)) {
				scratch[n++] = b[i];
				continue;
			}
			byte[] utf8 = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
			System.arraycopy(utf8, 0, scratch, n, utf8.length); // a reference is longer than its UTF-8 bytes
			n += utf8.length;
			i = semi;
		}
		scratchLength = n;
		return scratch;
	}

	private static int charRef(String ref) {
		try {
			if (ref.startsWith("#x") || ref.startsWith("#X")) {
				return Integer.parseInt(ref.substring(2), 16);
			}
			if (ref.startsWith("#")) {
				return Integer.parseInt(ref.substring(1));
			}
		} catch (NumberFormatException e) {
			return -1;
		}
		return -1;
	}

	private int countLines(byte[] b, int from, int to) {
		for (int i = from; i < to; i++) {
			if (b[i] == '\n') {
				line++;
			}
		}
		return to;
	}

	private static boolean is(byte[] b, int from, int to, byte[] name) {
		if (to - from != name.length) {
			return false;
		}
		for (int i = 0; i < name.length; i++) {
			if (b[from + i] != name[i]) {
				return false;
			}
		}
		return true;
	}

	private static String shown(byte[] b, int from, int to) {
		return new String(b, from, Math.min(to, from + 300) - from, StandardCharsets.UTF_8).replace("\n", "\\n");
	}
}
