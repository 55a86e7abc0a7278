package dyno.heap.hprof.internal;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A read-only file mapped into memory in 1 GiB windows, read at absolute positions (big-endian, as HPROF is).
 * Mapping instead of reading keeps the dump out of the Java heap: the OS pages it in and out, so a dump larger
 * than the heap can be indexed. Windows overlap by 64 KiB so every value of up to 8 bytes, and every short
 * record header, lies inside one window.
 */
public final class MappedFile implements AutoCloseable {

	private static final int SHIFT = 30;
	private static final long WINDOW = 1L << SHIFT;
	private static final long OVERLAP = 1 << 16;

	private final FileChannel channel;
	private final MappedByteBuffer[] windows;
	private final long size;

	public MappedFile(Path file) throws IOException {
		channel = FileChannel.open(file, StandardOpenOption.READ);
		try {
			size = channel.size();
			int count = (int) ((size + WINDOW - 1) >>> SHIFT);
			windows = new MappedByteBuffer[Math.max(count, 1)];
			for (int i = 0; i < count; i++) {
				long start = (long) i << SHIFT;
				windows[i] = channel.map(FileChannel.MapMode.READ_ONLY, start, Math.min(WINDOW + OVERLAP, size - start));
				windows[i].order(ByteOrder.BIG_ENDIAN);
			}
		} catch (IOException | RuntimeException e) {
			channel.close();
			throw e;
		}
	}

	public long size() {
		return size;
	}

	public int u1(long pos) {
		return windows[(int) (pos >>> SHIFT)].get((int) (pos & (WINDOW - 1))) & 0xff;
	}

	public int u2(long pos) {
		return windows[(int) (pos >>> SHIFT)].getShort((int) (pos & (WINDOW - 1))) & 0xffff;
	}

	public int i4(long pos) {
		return windows[(int) (pos >>> SHIFT)].getInt((int) (pos & (WINDOW - 1)));
	}

	public long u4(long pos) {
		return i4(pos) & 0xffff_ffffL;
	}

	public long i8(long pos) {
		return windows[(int) (pos >>> SHIFT)].getLong((int) (pos & (WINDOW - 1)));
	}

	/** An identifier (object id, string id) of {@code idSize} 4 or 8 bytes. */
	public long id(long pos, int idSize) {
		return idSize == 8 ? i8(pos) : u4(pos);
	}

	/** {@code length} bytes from {@code pos}, e.g. a UTF-8 name. */
	public byte[] bytes(long pos, int length) {
		byte[] b = new byte[length];
		for (int i = 0; i < length; i++) {
			b[i] = (byte) u1(pos + i);
		}
		return b;
	}

	@Override
	public void close() throws IOException {
		// The mappings go when they are collected; closing the channel releases the file handle now.
		channel.close();
	}
}
