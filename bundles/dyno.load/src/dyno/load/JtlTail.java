package dyno.load;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;

/**
 * Follows a JTL while JMeter writes it: the file may not exist yet, and a half-written last row waits for the
 * next poll. A file that shrinks or is replaced by a new one (JMeter started over into the same path) is read again
 * from its start. One thread polls; {@link #problems()} may be read from any.
 */
public final class JtlTail implements AutoCloseable {

	private final Path jtl;
	private final JtlFeed feed;
	private FileChannel channel;
	/** Identity (inode) of the file the channel reads, to notice the path being given to a new file. */
	private Object fileKey;
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
		int delivered = 0;
		Object key = fileKey(jtl);
		if (channel != null && key != null && !key.equals(fileKey)) {
			// a new file under the same name: finish the old one, then start over on the new one
			delivered += Math.toIntExact(feed.pump(channel, false));
			channel.close();
			channel = null;
			feed.restart();
		}
		if (channel == null) {
			try {
				channel = FileChannel.open(jtl, StandardOpenOption.READ);
			} catch (NoSuchFileException e) {
				return delivered; // JMeter has not created it yet
			}
			Object opened = fileKey(jtl);
			if (!Objects.equals(key, opened)) {
				// replaced while being opened: which one the channel reads is unknown, so try again next poll
				channel.close();
				channel = null;
				return delivered;
			}
			fileKey = opened;
		}
		if (channel.size() < feed.position()) {
			feed.restart();
		}
		return delivered + Math.toIntExact(feed.pump(channel, false));
	}

	/** The file's identity (inode where the file system has one), null when it does not exist or has none. */
	private static Object fileKey(Path file) {
		try {
			return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
		} catch (IOException e) {
			return null;
		}
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
