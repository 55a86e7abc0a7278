package dyno.load;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Reads a JTL file: CSV (driven by its header: any column subset and order, any delimiter, quoted fields,
 * multi-line messages; JMeter's default columns when there is no header) or XML. Rows that cannot be read are
 * skipped and counted in {@link #problems()}, with their line and cause.
 */
public final class JtlReader implements AutoCloseable {

	/** Below 32 MB a second thread saves less than it costs to start. */
	private static final long MIN_PART = 32L << 20;

	private final Path jtl;
	private final FileChannel channel;
	private final JtlFeed feed;
	private SampleSink sink;

	private JtlReader(Path jtl, FileChannel channel) {
		this.jtl = jtl;
		this.channel = channel;
		// The sink is given to readAll; sniffing delivers nothing.
		this.feed = new JtlFeed(jtl, s -> sink.accept(s));
	}

	/**
	 * Opens {@code jtl} and sniffs its format.
	 *
	 * @throws IOException naming the file and the cause (missing, a folder, unreadable, not a JTL)
	 */
	public static JtlReader open(Path jtl) throws IOException {
		if (Files.isDirectory(jtl)) {
			throw new IOException(jtl + ": is a folder, not a JTL file");
		}
		FileChannel channel;
		try {
			channel = FileChannel.open(jtl, StandardOpenOption.READ);
		} catch (NoSuchFileException e) {
			throw new IOException(jtl + ": no such file", e);
		} catch (AccessDeniedException e) {
			throw new IOException(jtl + ": not readable (permission denied)", e);
		}
		JtlReader r = new JtlReader(jtl, channel);
		try {
			r.feed.sniff(channel, true);
		} catch (IOException e) {
			channel.close();
			throw e;
		}
		return r;
	}

	public JtlFormat format() {
		return feed.format();
	}

	/** Delivers every readable top-level sample to {@code sink}; returns how many. */
	public long readAll(SampleSink sink) throws IOException {
		this.sink = sink;
		return feed.pump(channel, true);
	}

	/**
	 * Like {@link #readAll}, on up to {@code threads} threads: a large CSV file is cut at line ends into parts, each
	 * read into its own sink from {@code sinks}; the sinks come back in file order (add them up in that order).
	 * Problems keep their file line numbers. Should a cut fall inside a quoted multi-line field, which a part
	 * cannot know, the file is read again on one thread, into one new sink: slower, never wrong. XML and small
	 * files are read on the calling thread.
	 */
	public <S extends SampleSink> List<S> readAllInParts(int threads, Supplier<S> sinks) throws IOException {
		return readAllInParts(threads, MIN_PART, sinks);
	}

	/** {@link #readAllInParts(int, Supplier)} with parts of at least {@code minPart} bytes (tests cut small files). */
	<S extends SampleSink> List<S> readAllInParts(int threads, long minPart, Supplier<S> sinks) throws IOException {
		long size = channel.size();
		long from = feed.parsedUpTo();
		int parts = (int) Math.max(1, Math.min(threads, (size - from) / minPart));
		if (feed.format() == null || feed.format().kind() != JtlFormat.Kind.CSV || parts == 1) {
			S only = sinks.get();
			readAll(only);
			return List.of(only);
		}
		List<S> results = new ArrayList<>();
		List<JtlFeed> feeds = new ArrayList<>();
		long[] cuts = cuts(from, size, parts);
		results.add(sinks.get());
		sink = results.get(0);
		feed.limitTo(cuts[1]);
		feeds.add(feed);
		for (int i = 1; i < parts; i++) {
			S s = sinks.get();
			results.add(s);
			feeds.add(JtlFeed.part(jtl, feed.format(), s, cuts[i], cuts[i + 1]));
		}
		List<Future<Long>> running = new ArrayList<>();
		ExecutorService pool = Executors.newFixedThreadPool(parts - 1, r -> {
			Thread t = new Thread(r, "jtl-part");
			t.setDaemon(true);
			return t;
		});
		try {
			for (int i = 1; i < parts; i++) {
				JtlFeed part = feeds.get(i);
				running.add(pool.submit(() -> part.pump(channel, true)));
			}
			feed.pump(channel, false);
			for (Future<Long> f : running) {
				f.get();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new InterruptedIOException("reading " + jtl + " was interrupted");
		} catch (ExecutionException e) {
			throw e.getCause() instanceof IOException io ? io : new IOException(jtl + ": " + e.getCause(), e.getCause());
		} finally {
			pool.shutdownNow();
		}
		for (int i = 0; i + 1 < parts; i++) {
			if (feeds.get(i).parsedUpTo() != cuts[i + 1]) {
				return rereadWhole(sinks); // a cut fell inside a row
			}
		}
		long lineOffset = feed.nextLine() - 1;
		for (int i = 1; i < parts; i++) {
			feed.problems().addAll(feeds.get(i).problems(), lineOffset);
			lineOffset += feeds.get(i).nextLine() - 1;
		}
		return results;
	}

	/** Cuts after the first line end at or after each even share of {@code [from, size)}. */
	private long[] cuts(long from, long size, int parts) throws IOException {
		long[] cuts = new long[parts + 1];
		cuts[0] = from;
		cuts[parts] = size;
		ByteBuffer probe = ByteBuffer.allocate(1 << 16);
		for (int i = 1; i < parts; i++) {
			long at = Math.max(cuts[i - 1], from + (size - from) * i / parts);
			cuts[i] = size;
			while (at < size && cuts[i] == size) {
				probe.clear();
				int n = channel.read(probe, at);
				for (int k = 0; k < n; k++) {
					if (probe.get(k) == '\n') {
						cuts[i] = at + k + 1;
						break;
					}
				}
				at += Math.max(n, 0);
				if (n <= 0) {
					break;
				}
			}
		}
		return cuts;
	}

	/**
	 * About how long the results span, ms: from the end of the first CSV row to the end of the last, read from the
	 * file's two ends without reading it all (a report sizes its time buckets from it before it starts). 0 when
	 * that cannot be told: an XML file, a single row, unreadable rows at either end.
	 */
	public long roughSpan() throws IOException {
		JtlFormat format = feed.format();
		long from = feed.parsedUpTo();
		long size = channel.size();
		if (format == null || format.kind() != JtlFormat.Kind.CSV || size <= from) {
			return 0;
		}
		long[] first = { Long.MIN_VALUE };
		long[] last = { Long.MIN_VALUE };
		int edge = (int) Math.min(size - from, SPAN_PROBE);
		rowsAt(format, from, edge, false, s -> {
			if (first[0] == Long.MIN_VALUE) {
				first[0] = s.end();
			}
		});
		long tail = Math.max(from, size - SPAN_PROBE);
		rowsAt(format, tail, (int) (size - tail), tail > from, s -> last[0] = s.end());
		return first[0] == Long.MIN_VALUE || last[0] == Long.MIN_VALUE ? 0 : Math.max(0, last[0] - first[0]);
	}

	/** How much of each end of a file {@link #roughSpan} reads: enough for a few rows with long messages. */
	private static final int SPAN_PROBE = 1 << 16;

	/** Parses the CSV rows in {@code [at, at + length)}, from the first line start when {@code midLine}. */
	private void rowsAt(JtlFormat format, long at, int length, boolean midLine, SampleSink sink) throws IOException {
		ByteBuffer bytes = ByteBuffer.allocate(length);
		while (bytes.hasRemaining() && channel.read(bytes, at + bytes.position()) > 0) {
			// reads until the buffer is full or the file ends
		}
		byte[] b = bytes.array();
		int n = bytes.position();
		int p = 0;
		if (midLine) {
			while (p < n && b[p] != '\n') {
				p++;
			}
			p++;
		}
		if (p < n) {
			new CsvRows(format.delimiter(), format.columns(), 1, sink, new JtlProblems(jtl.toString())).parse(b, p, n,
					true);
		}
	}

	private <S extends SampleSink> List<S> rereadWhole(Supplier<S> sinks) throws IOException {
		feed.restart();
		feed.problems().clear();
		feed.sniff(channel, true);
		S only = sinks.get();
		readAll(only);
		return List.of(only);
	}

	public JtlProblems problems() {
		return feed.problems();
	}

	@Override
	public void close() throws IOException {
		channel.close();
	}
}
