package dyno.load;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reads a JTL file: CSV (driven by its header: any column subset and order, any delimiter, quoted fields,
 * multi-line messages; JMeter's default columns when there is no header) or XML. Rows that cannot be read are
 * skipped and counted in {@link #problems()}, with their line and cause.
 */
public final class JtlReader implements AutoCloseable {

	private final FileChannel channel;
	private final JtlFeed feed;
	private SampleSink sink;

	private JtlReader(Path jtl, FileChannel channel) {
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

	public JtlProblems problems() {
		return feed.problems();
	}

	@Override
	public void close() throws IOException {
		channel.close();
	}
}
