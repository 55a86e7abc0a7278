package dyno.load;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Follows a JTL while JMeter writes it: the file may not exist yet, and a half-written last row waits for the
 * next poll. A file that shrinks (JMeter started over into it) is read again from its start. One thread polls;
 * {@link #problems()} may be read from any.
 */
public final class JtlTail implements AutoCloseable {

	private final Path jtl;
	private final JtlFeed feed;
	private FileChannel channel;
	private boolean closed;

	public JtlTail(Path jtl, SampleSink sink) {
		this.jtl = jtl;
		this.feed = new JtlFeed(jtl, sink);
	}

	/**
	 * Delivers the complete rows appended since the last poll; returns how many.
	 *
	 * @throws IOException naming the file and the cause, e.g. when it turns out not to be a JTL
	 */
	public int poll() throws IOException {
		if (closed) {
			throw new IllegalStateException(jtl + ": tail is closed");
		}
		if (channel == null) {
			try {
				channel = FileChannel.open(jtl, StandardOpenOption.READ);
			} catch (NoSuchFileException e) {
				return 0; // JMeter has not created it yet
			}
		}
		if (channel.size() < feed.position()) {
			feed.restart();
		}
		return Math.toIntExact(feed.pump(channel, false));
	}

	public JtlProblems problems() {
		return feed.problems();
	}

	/** The format, once the start of the file has been seen; null before. */
	public JtlFormat format() {
		return feed.format();
	}

	@Override
	public void close() {
		closed = true;
		if (channel != null) {
			try {
				channel.close();
			} catch (IOException e) {
				// nothing was written through it; closing a read channel cannot lose data
			}
		}
	}
}
