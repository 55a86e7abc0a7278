package dyno.load;

import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;

import dyno.load.internal.ByteStrings;
import dyno.load.internal.Bytes;

/**
 * CSV rows of a JTL, driven by the header: fields may be quoted ({@code ""} inside quotes is a quote), a quoted
 * field may span lines (multi-line failure messages). Works on bytes and reuses one {@link Sample}: no String is
 * made for a field nobody reads, labels and codes are interned. A row with the wrong number of fields or an
 * unreadable number is reported with its line and skipped; a bad row that ran over several lines (an unclosed
 * quote) gives back all but its first line, so one torn row cannot swallow the rows after it. Stricter than JMeter
 * on purpose: JMeter ignores extra fields and reads any success text but "true" as false, which would count a
 * torn or garbled row as a result.
 * <p>
 * Most rows JMeter writes have no quoted field and plain numbers: {@link #plainRow} reads those in one pass (the
 * numbers parsed while the fields are found); any other row goes through the general {@link #scan} and
 * {@link #fill}, which also report what is wrong with it.
 */
final class CsvRows implements RowParser, Sample.Texts {

	/** A row longer than this is not waited for: it is reported and its first line skipped. */
	static final int MAX_ROW = 1 << 22;

	private final byte delimiter;
	/** The delimiter in each byte of a long, to find it eight bytes at a time. */
	private final long delimiters;
	/** Per field position, what {@link #plainRow} does with it (the {@code PLAIN_} kinds). */
	private final byte[] plainKinds;
	/** Per field position, its column; null for one no figure uses (a sample variable). */
	private final JtlColumn[] roles;
	/** Field positions of the texts decoded on demand; -1 when the file has no such column. */
	private final int codeField;
	private final int threadField;
	private final int responseMessageField;
	private final int messageField;
	private final SampleSink sink;
	private final JtlProblems problems;
	private final Sample sample = new Sample();
	private final Bytes numbers = new Bytes(ZoneId.systemDefault());
	private final ByteStrings labels = new ByteStrings(Integer.MAX_VALUE);
	private final ByteStrings texts = new ByteStrings(100_000);
	/** Where each field of the row last read starts and ends; room for at least every column of the header. */
	private int[] starts;
	private int[] ends;
	/** Whether a field was quoted and holds doubled quotes that must be undone. */
	private boolean[] escaped;
	private byte[] scratch = new byte[256];
	private int fields;
	/** Line breaks inside the row last scanned (quoted ones included) and where its first line ends. */
	private int breaks;
	private int firstLineEnd;
	private String badQuote;
	/** Set by {@link #optional} when a number field is not a number. */
	private String numberError;
	/** Length of what {@link #unescape} left in {@link #scratch}. */
	private int unescapedLength;
	private long line;
	private long delivered;
	/**
	 * The response code decoded last and its bytes (null before the first and after a quoted one): most rows repeat
	 * the code of the row before, and a report asks for it on every row.
	 */
	private String lastCode;
	private byte[] lastCodeBytes;
	/** The buffer of the row being delivered (its texts are decoded from it on demand). */
	private byte[] rowBytes;

	CsvRows(char delimiter, List<String> columns, long firstLine, SampleSink sink, JtlProblems problems) {
		this.delimiter = (byte) delimiter;
		delimiters = (delimiter & 0xFFL) * ONES;
		this.sink = sink;
		this.problems = problems;
		this.line = firstLine;
		roles = new JtlColumn[columns.size()];
		for (int i = 0; i < roles.length; i++) {
			roles[i] = JtlColumn.named(columns.get(i));
		}
		// plainRow keeps a text field's place by its column: a header of more than 32 columns needs more room
		int room = Math.max(32, roles.length);
		starts = new int[room];
		ends = new int[room];
		escaped = new boolean[room];
		codeField = fieldOf(JtlColumn.RESPONSE_CODE);
		responseMessageField = fieldOf(JtlColumn.RESPONSE_MESSAGE);
		threadField = fieldOf(JtlColumn.THREAD_NAME);
		messageField = fieldOf(JtlColumn.FAILURE_MESSAGE);
		plainKinds = new byte[roles.length];
		for (int i = 0; i < roles.length; i++) {
			plainKinds[i] = plainKind(roles[i]);
		}
	}

	private static final long ONES = 0x0101010101010101L;
	private static final long HIGH_BITS = 0x8080808080808080L;
	private static final long NEWLINES = '\n' * ONES;

	/** What {@link #plainRow} does with a field: skip it, keep where it is, or read it as label, flag or number. */
	private static final byte PLAIN_SKIP = 0, PLAIN_TEXT = 1, PLAIN_LABEL = 2, PLAIN_SUCCESS = 3;
	/** The number kinds: every kind from {@link #PLAIN_TIMESTAMP} on is read as a decimal number. */
	private static final byte PLAIN_TIMESTAMP = 4, PLAIN_ELAPSED = 5, PLAIN_BYTES = 6, PLAIN_SENT_BYTES = 7,
			PLAIN_GRP_THREADS = 8, PLAIN_ALL_THREADS = 9, PLAIN_LATENCY = 10, PLAIN_CONNECT = 11,
			PLAIN_SAMPLE_COUNT = 12, PLAIN_ERROR_COUNT = 13;

	private static byte plainKind(JtlColumn role) {
		if (role == null) {
			return PLAIN_SKIP;
		}
		return switch (role) {
		case TIMESTAMP -> PLAIN_TIMESTAMP;
		case ELAPSED -> PLAIN_ELAPSED;
		case LABEL -> PLAIN_LABEL;
		case SUCCESS -> PLAIN_SUCCESS;
		case BYTES -> PLAIN_BYTES;
		case SENT_BYTES -> PLAIN_SENT_BYTES;
		case GRP_THREADS -> PLAIN_GRP_THREADS;
		case ALL_THREADS -> PLAIN_ALL_THREADS;
		case LATENCY -> PLAIN_LATENCY;
		case CONNECT -> PLAIN_CONNECT;
		case SAMPLE_COUNT -> PLAIN_SAMPLE_COUNT;
		case ERROR_COUNT -> PLAIN_ERROR_COUNT;
		case RESPONSE_CODE, RESPONSE_MESSAGE, THREAD_NAME, FAILURE_MESSAGE -> PLAIN_TEXT;
		default -> PLAIN_SKIP;
		};
	}

	private int fieldOf(JtlColumn column) {
		for (int i = 0; i < roles.length; i++) {
			if (roles[i] == column) {
				return i;
			}
		}
		return -1;
	}

	/** The line number the next row starts on. */
	long nextLine() {
		return line;
	}

	@Override
	public long delivered() {
		return delivered;
	}

	@Override
	public int parse(byte[] b, int from, int to, boolean eof) {
		int p = from;
		while (p < to) {
			int plain = plainRow(b, p, to);
			if (plain >= 0) {
				deliver(b);
				line++;
				p = plain;
				continue;
			}
			int end = scan(b, p, to, eof);
			if (end < 0) {
				if (to - p > MAX_ROW || eof) {
					// An unclosed quote: report the first line and read on from the next one.
					int next = lineEnd(b, p, to);
					problems.add(line, eof ? "unclosed quote at the end of the file" : "row longer than "
							+ MAX_ROW + " bytes (unclosed quote?)", text(b, p, next));
					line++;
					p = next;
					continue;
				}
				break;
			}
			if (fields == 1 && starts[0] == ends[0] && breaks == 1) {
				line++; // an empty line: nothing to read, nothing wrong
			} else if (badQuote != null || fields != roles.length) {
				String cause = badQuote != null ? badQuote
						: "expected " + roles.length + " fields, found " + fields;
				if (breaks > 1) {
					problems.add(line, cause, text(b, p, firstLineEnd));
					line++;
					p = firstLineEnd;
					continue;
				}
				problems.add(line, cause, text(b, p, end));
				line += breaks;
			} else {
				String cause = fill(b);
				if (cause == null) {
					deliver(b);
				} else {
					problems.add(line, cause, text(b, p, end));
				}
				line += breaks;
			}
			p = end;
		}
		return p;
	}

	private void deliver(byte[] b) {
		rowBytes = b;
		sample.pending = this;
		sink.accept(sample);
		sample.pending = null;
		delivered++;
	}

	/**
	 * Reads the row starting at {@code p} when it is plain: one line, quotes only around texts (without doubled
	 * quotes inside), every number field digits with an optional '-' (the time stamp as epoch ms), the success field
	 * true or false, and as many fields as the header. Returns the index after its line end, or -1 for any other row (also one not complete in
	 * {@code b[p, to)}): the general scan then reads it, or reports what is wrong, as for every row before.
	 */
	private int plainRow(byte[] b, int p, int to) {
		Sample s = sample;
		s.clear();
		byte[] kinds = plainKinds;
		int last = kinds.length - 1;
		int i = p;
		for (int f = 0; f <= last; f++) {
			if (i >= to) {
				return -1;
			}
			int kind = kinds[f];
			boolean quoted = b[i] == '"';
			if (quoted && kind >= PLAIN_SUCCESS) {
				return -1;
			}
			int end;
			if (kind >= PLAIN_TIMESTAMP) {
				boolean negative = b[i] == '-';
				int digits = negative ? i + 1 : i;
				int j = digits;
				long v = 0;
				if (kind == PLAIN_TIMESTAMP && j + Long.BYTES <= to) {
					// epoch ms have 13 digits: the first eight at once
					long eight = Bytes.longAt(b, j);
					if (Bytes.allDigits(eight)) {
						v = Bytes.eightDigits(eight);
						j += Long.BYTES;
					}
				}
				while (j < to) {
					int d = b[j] - '0';
					if (d < 0 || d > 9) {
						break;
					}
					v = v * 10 + d;
					j++;
				}
				int n = j - digits;
				if (n > 18 || negative && n == 0 || n == 0 && kind <= PLAIN_ELAPSED) {
					return -1;
				}
				if (negative) {
					v = -v;
				}
				switch (kind) {
				case PLAIN_TIMESTAMP -> s.start = v;
				case PLAIN_ELAPSED -> {
					if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
						return -1;
					}
					s.elapsed = (int) v;
				}
				case PLAIN_BYTES -> s.bytes = n == 0 ? 0 : v;
				case PLAIN_SENT_BYTES -> s.sentBytes = n == 0 ? 0 : v;
				case PLAIN_GRP_THREADS -> s.grpThreads = n == 0 ? -1 : (int) v;
				case PLAIN_ALL_THREADS -> s.allThreads = n == 0 ? -1 : (int) v;
				case PLAIN_LATENCY -> s.latency = n == 0 ? -1 : (int) v;
				case PLAIN_CONNECT -> s.connect = n == 0 ? -1 : (int) v;
				case PLAIN_SAMPLE_COUNT -> s.sampleCount = n == 0 ? 1 : (int) v;
				default -> s.errorCount = n == 0 ? -1 : (int) v;
				}
				end = j;
				i = j;
			} else {
				int from = i;
				int j;
				if (quoted) {
					// a quoted text on one line without doubled quotes (JMeter quotes a message with a comma)
					from = i + 1;
					end = closingQuote(b, from, to);
					if (end < 0) {
						return -1;
					}
					j = end + 1;
					if (j + 1 < to && b[j] == '\r' && b[j + 1] == '\n') {
						j++;
					}
				} else {
					j = fieldEnd(b, i, to);
					end = j < to && b[j] == '\n' && j > i && b[j - 1] == '\r' ? j - 1 : j;
				}
				if (kind == PLAIN_LABEL) {
					s.label = labels.get(b, from, end);
				} else if (kind == PLAIN_TEXT) {
					starts[f] = from;
					ends[f] = end;
					escaped[f] = false;
				} else if (kind == PLAIN_SUCCESS) {
					int v = Bytes.parseBoolean(b, i, end);
					if (v < 0) {
						return -1;
					}
					s.success = v == 1;
				}
				i = j;
			}
			if (f < last) {
				if (i >= to || b[i] != delimiter) {
					return -1;
				}
				i++;
			} else {
				if (end == i && i < to && b[i] == '\r') {
					i++; // a number field last, before a CR LF line end
				}
				return i < to && b[i] == '\n' ? i + 1 : -1;
			}
		}
		return -1;
	}

	/**
	 * The closing quote of a quoted field whose text starts at {@code i}; -1 when the field holds a doubled quote
	 * or a line break, or its end is not in {@code b[i, to)} yet (the general scan reads those).
	 */
	private static int closingQuote(byte[] b, int i, int to) {
		for (; i < to; i++) {
			if (b[i] == '\n') {
				return -1;
			}
			if (b[i] == '"') {
				return i + 1 < to && b[i + 1] != '"' ? i : -1;
			}
		}
		return -1;
	}

	/** The index of the first delimiter or line feed at or after {@code i}, or {@code to}: eight bytes at a time. */
	private int fieldEnd(byte[] b, int i, int to) {
		long delims = delimiters;
		while (i + Long.BYTES <= to) {
			long w = Bytes.longAt(b, i);
			long d = w ^ delims;
			long n = w ^ NEWLINES;
			// A byte that is zero in d or n (the classic has-zero-byte test): the lowest marked byte is exact.
			long found = ((d - ONES) & ~d | (n - ONES) & ~n) & HIGH_BITS;
			if (found != 0) {
				return i + (Long.numberOfTrailingZeros(found) >>> 3);
			}
			i += Long.BYTES;
		}
		while (i < to && b[i] != delimiter && b[i] != '\n') {
			i++;
		}
		return i;
	}

	/**
	 * Finds the fields of the row starting at {@code p}; returns the index after its line end, or -1 when the row
	 * is not complete yet (at {@code eof} a row without line end is complete, one in an open quote is not).
	 */
	private int scan(byte[] b, int p, int to, boolean eof) {
		fields = 0;
		breaks = 0;
		firstLineEnd = -1;
		badQuote = null;
		int i = p;
		while (true) {
			if (fields == starts.length) {
				growFields();
			}
			if (i < to && b[i] == '"') {
				int q = i + 1;
				boolean doubled = false;
				while (true) {
					while (q < to && b[q] != '"') {
						if (b[q] == '\n') {
							breaks++;
							if (firstLineEnd < 0) {
								firstLineEnd = q + 1;
							}
						}
						q++;
					}
					if (q >= to) {
						return -1;
					}
					if (q + 1 < to && b[q + 1] == '"') {
						doubled = true;
						q += 2;
						continue;
					}
					if (q + 1 >= to && !eof) {
						return -1; // cannot tell yet whether this quote is doubled
					}
					break;
				}
				starts[fields] = i + 1;
				ends[fields] = q;
				escaped[fields] = doubled;
				fields++;
				i = q + 1;
				if (i < to && b[i] != delimiter && b[i] != '\n' && b[i] != '\r' && badQuote == null) {
					badQuote = "text after the closing quote of field " + fields;
				}
				while (i < to && b[i] != delimiter && b[i] != '\n') {
					i++;
				}
			} else {
				int s = i;
				while (i < to && b[i] != delimiter && b[i] != '\n') {
					i++;
				}
				starts[fields] = s;
				ends[fields] = i > s && i < to && b[i] == '\n' && b[i - 1] == '\r' ? i - 1 : i;
				escaped[fields] = false;
				fields++;
			}
			if (i >= to) {
				if (!eof) {
					return -1;
				}
				breaks++;
				if (firstLineEnd < 0) {
					firstLineEnd = to;
				}
				return to;
			}
			if (b[i] == '\n') {
				breaks++;
				if (firstLineEnd < 0) {
					firstLineEnd = i + 1;
				}
				return i + 1;
			}
			i++; // the delimiter
		}
	}

	/** Sets the sample from the scanned fields; returns why the row cannot be read, null when it can. */
	private String fill(byte[] b) {
		Sample s = sample;
		s.clear();
		for (int f = 0; f < fields; f++) {
			JtlColumn role = roles[f];
			if (role == null) {
				continue;
			}
			int from = starts[f];
			int to = ends[f];
			switch (role) {
			case TIMESTAMP -> {
				long v = numbers.parseTimestamp(b, from, to);
				if (v == Bytes.INVALID) {
					return "timeStamp is neither epoch ms nor yyyy/MM/dd HH:mm:ss.SSS: '" + field(b, f) + "'";
				}
				s.start = v;
			}
			case ELAPSED -> {
				long v = Bytes.parseLong(b, from, to);
				if (v == Bytes.INVALID || v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
					return "elapsed is not a number of ms: '" + field(b, f) + "'";
				}
				s.elapsed = (int) v;
			}
			case LABEL -> s.label = escaped[f] ? labels.get(unescape(b, from, to), 0, unescapedLength)
					: labels.get(b, from, to);
			case SUCCESS -> {
				int v = Bytes.parseBoolean(b, from, to);
				if (v < 0) {
					return "success is neither true nor false: '" + field(b, f) + "'";
				}
				s.success = v == 1;
			}
			case BYTES -> s.bytes = optional(b, f, 0);
			case SENT_BYTES -> s.sentBytes = optional(b, f, 0);
			case GRP_THREADS -> s.grpThreads = (int) optional(b, f, -1);
			case ALL_THREADS -> s.allThreads = (int) optional(b, f, -1);
			case LATENCY -> s.latency = (int) optional(b, f, -1);
			case CONNECT -> s.connect = (int) optional(b, f, -1);
			case SAMPLE_COUNT -> s.sampleCount = (int) optional(b, f, 1);
			case ERROR_COUNT -> s.errorCount = (int) optional(b, f, -1);
			default -> {
				// texts are decoded on demand; other columns (URL, dataType, ...) are not needed
			}
			}
			if (numberError != null) {
				String e = numberError;
				numberError = null;
				return e;
			}
		}
		return null;
	}

	/** A numeric column that may be empty (then {@code absent}); sets {@link #numberError} when it is not a number. */
	private long optional(byte[] b, int f, long absent) {
		if (starts[f] == ends[f]) {
			return absent;
		}
		long v = Bytes.parseLong(b, starts[f], ends[f]);
		if (v == Bytes.INVALID) {
			numberError = roles[f].header + " is not a number: '" + field(b, f) + "'";
			return absent;
		}
		return v;
	}

	/** The texts of the row being delivered, from {@link #rowBytes} and the field positions of its scan. */
	@Override
	public void decode(Sample into) {
		byte[] b = rowBytes;
		decodeCode(into);
		into.responseMessage = responseMessageField < 0 ? "" : text(b, responseMessageField);
		into.threadName = threadField < 0 ? "" : text(b, threadField);
		into.failureMessage = messageField < 0 || starts[messageField] == ends[messageField] ? ""
				: field(b, messageField);
	}

	@Override
	public void decodeCode(Sample into) {
		if (codeField < 0) {
			into.responseCode = "";
			return;
		}
		int from = starts[codeField];
		int length = ends[codeField] - from;
		byte[] b = rowBytes;
		if (!escaped[codeField] && lastCodeBytes != null && length == lastCodeBytes.length) {
			int i = 0;
			while (i < length && b[from + i] == lastCodeBytes[i]) {
				i++;
			}
			if (i == length) {
				into.responseCode = lastCode;
				return;
			}
		}
		lastCode = text(b, codeField);
		lastCodeBytes = escaped[codeField] ? null : Arrays.copyOfRange(b, from, from + length);
		into.responseCode = lastCode;
	}

	/** An interned text field (codes, thread names: few distinct values). */
	private String text(byte[] b, int f) {
		if (escaped[f]) {
			return texts.get(unescape(b, starts[f], ends[f]), 0, unescapedLength);
		}
		return texts.get(b, starts[f], ends[f]);
	}

	/** A field as a new String, doubled quotes undone. */
	private String field(byte[] b, int f) {
		if (escaped[f]) {
			return new String(unescape(b, starts[f], ends[f]), 0, unescapedLength, StandardCharsets.UTF_8);
		}
		return new String(b, starts[f], ends[f] - starts[f], StandardCharsets.UTF_8);
	}

	private byte[] unescape(byte[] b, int from, int to) {
		if (scratch.length < to - from) {
			scratch = new byte[Math.max(to - from, scratch.length * 2)];
		}
		int n = 0;
		for (int i = from; i < to; i++) {
			scratch[n++] = b[i];
			if (b[i] == '"' && i + 1 < to && b[i + 1] == '"') {
				i++;
			}
		}
		unescapedLength = n;
		return scratch;
	}

	private void growFields() {
		int n = starts.length * 2;
		starts = Arrays.copyOf(starts, n);
		ends = Arrays.copyOf(ends, n);
		escaped = Arrays.copyOf(escaped, n);
	}

	private static int lineEnd(byte[] b, int p, int to) {
		for (int i = p; i < to; i++) {
			if (b[i] == '\n') {
				return i + 1;
			}
		}
		return to;
	}

	private static String text(byte[] b, int from, int to) {
		int end = Math.min(to, from + 300);
		while (end > from && (b[end - 1] == '\n' || b[end - 1] == '\r')) {
			end--;
		}
		return new String(b, from, end - from, StandardCharsets.UTF_8).replace("\r", "").replace("\n", "\\n");
	}
}
