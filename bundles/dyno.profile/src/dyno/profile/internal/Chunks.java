package dyno.profile.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Walks the chunk headers of a {@code .jfr} file (each chunk starts with {@code FLR\0}, the format version and
 * the chunk's size), so a file that is no recording or is cut off gets a message saying which, before the parser
 * reads it.
 */
public final class Chunks {

	private static final byte[] MAGIC = { 'F', 'L', 'R', 0 };
	private static final int HEADER = 16;
	/** Where a chunk header has its start (epoch ns), followed by its duration (ns). */
	private static final int START_NANOS = 32;
	private static final int TIMES = START_NANOS + 16;

	private Chunks() {
	}

	/**
	 * @throws IOException naming the file and what is wrong with it
	 */
	public static void check(Path file) throws IOException {
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
			long size = channel.size();
			if (size == 0) {
				throw new IOException(file + ": the file is empty, no JFR recording");
			}
			ByteBuffer header = ByteBuffer.allocate(HEADER);
			long offset = 0;
			int chunk = 1;
			while (offset < size) {
				header.clear();
				int read = readFully(channel, header, offset);
				if (read < MAGIC.length || !magic(header)) {
					if (offset == 0) {
						throw new IOException(file + ": not a JFR recording (it starts with '" + printable(header, read)
								+ "', a recording starts with FLR)");
					}
					throw new IOException(file + ": chunk " + chunk + " at byte " + offset + " is no JFR chunk");
				}
				if (read < HEADER) {
					throw new IOException(file + ": truncated: chunk " + chunk + " ends inside its header");
				}
				long chunkSize = header.getLong(8);
				if (chunkSize == 0) {
					throw new IOException(file + ": chunk " + chunk + " is still being written (dump the recording, "
							+ "do not copy the repository file)");
				}
				if (chunkSize < HEADER || offset + chunkSize > size) {
					throw new IOException(file + ": truncated: chunk " + chunk + " needs " + chunkSize
							+ " bytes, the file has " + (size - offset) + " left");
				}
				offset += chunkSize;
				chunk++;
			}
		}
	}

	/**
	 * When the recording starts and ends, from its chunk headers alone (the first chunk's start, the latest end of
	 * a chunk: its start plus its duration, in epoch nanoseconds), without parsing its events.
	 *
	 * @return {start, end} in epoch nanoseconds
	 * @throws IOException when the file is no complete recording, as {@link #check} says
	 */
	public static long[] span(Path file) throws IOException {
		check(file);
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
			long size = channel.size();
			ByteBuffer header = ByteBuffer.allocate(TIMES);
			long start = Long.MAX_VALUE;
			long end = Long.MIN_VALUE;
			for (long offset = 0; offset < size; offset += header.getLong(8)) {
				header.clear();
				if (readFully(channel, header, offset) < TIMES) {
					throw new IOException(file + ": truncated: a chunk ends inside its header");
				}
				long chunkStart = header.getLong(START_NANOS);
				start = Math.min(start, chunkStart);
				end = Math.max(end, chunkStart + header.getLong(START_NANOS + 8));
			}
			return new long[] { start, end };
		}
	}

	private static int readFully(FileChannel channel, ByteBuffer into, long position) throws IOException {
		int total = 0;
		while (into.hasRemaining()) {
			int n = channel.read(into, position + total);
			if (n < 0) {
				break;
			}
			total += n;
		}
		return total;
	}

	private static boolean magic(ByteBuffer header) {
		for (int i = 0; i < MAGIC.length; i++) {
			if (header.get(i) != MAGIC[i]) {
				return false;
			}
		}
		return true;
	}

	private static String printable(ByteBuffer header, int length) {
		StringBuilder s = new StringBuilder();
		for (int i = 0; i < Math.min(length, 8); i++) {
			byte b = header.get(i);
			s.append(b >= 32 && b < 127 ? (char) b : '.');
		}
		return s.toString();
	}
}
