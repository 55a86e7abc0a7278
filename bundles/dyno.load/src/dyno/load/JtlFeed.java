package dyno.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * Moves a JTL's bytes from a file channel to a {@link RowParser} through one buffer, keeping a row that has not
 * been completely written for the next call. Shared by {@link JtlReader} (one pass to the end) and
 * {@link JtlTail} (again and again while JMeter appends).
 */
final class JtlFeed {

	private static final int BUFFER = 1 << 20;

	private final Path file;
	private final SampleSink sink;
	private final JtlProblems problems;
	private byte[] buf = new byte[BUFFER];
	/** The bytes not yet parsed are buf[start, end); buf[end] is at {@link #position} in the file. */
	private int start;
	private int end;
	private long position;
	/** Where this feed stops reading: the file's end, or the end of its part. */
	private long limit = Long.MAX_VALUE;
	private JtlFormat format;
	private RowParser parser;

	JtlFeed(Path file, SampleSink sink) {
		this.file = file;
		this.sink = sink;
		this.problems = new JtlProblems(file.getFileName() == null ? file.toString() : file.getFileName().toString());
	}

	/**
	 * A feed for the CSV rows in {@code [from, to)} of a file whose format is known: {@code from} is a row's
	 * start; line numbers in its problems count from the part's first line, 1.
	 */
	static JtlFeed part(Path file, JtlFormat format, SampleSink sink, long from, long to) {
		JtlFeed part = new JtlFeed(file, sink);
		part.format = format;
		part.parser = new CsvRows(format.delimiter(), format.columns(), 1, sink, part.problems);
		part.position = from;
		part.limit = to;
		return part;
	}

	/** Stops this feed at {@code to} (a reader's first part), forgetting what it already buffered beyond. */
	void limitTo(long to) {
		if (position > to) {
			end -= (int) (position - to);
			position = to;
		}
		limit = to;
	}

	/** The file offset of the first byte not parsed yet. */
	long parsedUpTo() {
		return position - (end - start);
	}

	/** The line number the next row would have: after a part, how many lines it held plus its first. */
	long nextLine() {
		return ((CsvRows) parser).nextLine();
	}

	JtlProblems problems() {
		return problems;
	}

	/** The format, null until enough of the file has been seen. */
	JtlFormat format() {
		return format;
	}

	long position() {
		return position;
	}

	long delivered() {
		return parser == null ? 0 : parser.delivered();
	}

	/** Forgets everything read: the file was truncated or replaced and is read again from its start. */
	void restart() {
		start = 0;
		end = 0;
		position = 0;
		limit = Long.MAX_VALUE;
		format = null;
		parser = null;
	}

	/**
	 * Reads until the format is known (or the channel has nothing more for now).
	 *
	 * @param toEnd whether the channel's end is the file's end (a reader), rather than where the writer is now
	 */
	void sniff(FileChannel channel, boolean toEnd) throws IOException {
		while (format == null) {
			int n = read(channel);
			if (!detect(n < 0 && toEnd) && n < 0) {
				return;
			}
		}
	}

	/**
	 * Reads what the channel has beyond {@link #position} and delivers every complete row; with {@code toEnd},
	 * also a last row without line end. Returns how many rows this call delivered.
	 */
	long pump(FileChannel channel, boolean toEnd) throws IOException {
		long before = delivered();
		while (true) {
			int n = read(channel);
			boolean last = n < 0 && toEnd;
			if (format == null && !detect(last)) {
				if (n < 0) {
					break;
				}
				continue;
			}
			if (parser != null) {
				start = parser.parse(buf, start, end, last);
			}
			if (n < 0) {
				break;
			}
		}
		return delivered() - before;
	}

	/** Sniffs the buffered start of the file; false while that is not enough to tell. */
	private boolean detect(boolean last) throws IOException {
		JtlSniffer.Sniffed s;
		try {
			s = JtlSniffer.sniff(buf, start, end, last);
		} catch (IOException e) {
			throw new IOException(file + ": " + e.getMessage(), e);
		}
		if (s == null) {
			return false;
		}
		format = s.format();
		start += s.headerBytes();
		parser = format.kind() == JtlFormat.Kind.XML ? new XmlRows(sink, problems)
				: new CsvRows(format.delimiter(), format.columns(), s.headerLines() + 1, sink, problems);
		return true;
	}

	/** One read into the buffer, making room first; -1 when the channel has nothing beyond {@link #position} or the limit is reached. */
	private int read(FileChannel channel) throws IOException {
		if (end == buf.length) {
			if (start > 0) {
				System.arraycopy(buf, start, buf, 0, end - start);
				end -= start;
				start = 0;
			} else {
				// One row (or a header) larger than the buffer: the parsers bound how far this goes.
				byte[] bigger = new byte[buf.length * 2];
				System.arraycopy(buf, 0, bigger, 0, end);
				buf = bigger;
			}
		}
		int room = (int) Math.min(buf.length - end, limit - position);
		int n = room == 0 ? 0 : channel.read(ByteBuffer.wrap(buf, end, room), position);
		if (n > 0) {
			end += n;
			position += n;
		}
		return n == 0 ? -1 : n;
	}
}
