package dyno.heap.hprof.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where the per-object arrays of a dump's analysis live (its object table, graph, dominators, dominator tree):
 * on the Java heap, or, for a dump too large for the heap Dyno runs with, in memory-mapped scratch files in the
 * folder of the dump's index files. Mapped, they cost the heap nothing: the OS keeps their pages in its cache and
 * writes them out when memory runs short. Each scratch file is deleted as soon as it is mapped, so nothing is left
 * behind, whatever way the analysis ends.
 */
public final class ArrayStore {

	/** Everything on the heap: small dumps, and the fastest. */
	public static final ArrayStore HEAP = new ArrayStore(null, null);

	/**
	 * Heap bytes an object of a dump needs at the peak of its dominator tree, all arrays on the heap (measured: a
	 * 591 MB dump of 8.8 million objects peaks at about 700 MB of arrays), with some room for the heap's own needs.
	 */
	private static final long HEAP_BYTES_AN_OBJECT = 80;
	/** Bytes of an HPROF record on average (measured: 603 MB for 9.0 million objects). */
	static final long RECORD_BYTES = 56;

	private final Path folder;
	private final String prefix;

	private ArrayStore(Path folder, String prefix) {
		this.folder = folder;
		this.prefix = prefix;
	}

	/** Mapped scratch files in {@code folder}, named after {@code dump}. */
	public static ArrayStore files(Path folder, Path dump) {
		return new ArrayStore(folder, dump.getFileName() + ".");
	}

	/**
	 * The heap when the dump's objects fit in at most 80 % of the largest heap this JVM may have, else scratch files
	 * beside its index files (the heap, should neither folder be writable).
	 */
	public static ArrayStore forDump(Path dump, long dumpBytes) {
		long needed = dumpBytes / RECORD_BYTES * HEAP_BYTES_AN_OBJECT;
		if (needed <= Runtime.getRuntime().maxMemory() / 5 * 4) {
			return HEAP;
		}
		try {
			return files(IndexFiles.folder(dump), dump);
		} catch (IOException e) {
			return HEAP;
		}
	}

	public boolean mapped() {
		return folder != null;
	}

	public IntArray ints(int length) {
		return folder == null ? new IntArray.OnHeap(new int[length]) : new IntArray.Mapped(this, length);
	}

	public LongArray longs(int length) {
		return folder == null ? new LongArray.OnHeap(new long[length]) : new LongArray.Mapped(this, length);
	}

	/** {@code length} ints stored big-endian at {@code position} of a file: read into the heap, or mapped read-only. */
	IntArray ints(FileChannel file, long position, int length) throws IOException {
		if (folder == null) {
			int[] values = new int[length];
			read(file, position, length, 4, (buffer, at, count) -> buffer.asIntBuffer().get(values, at, count));
			return new IntArray.OnHeap(values);
		}
		return new IntArray.Mapped(length, mapReadOnly(file, position, length, IntArray.Mapped.SHIFT, 4));
	}

	/** {@code length} longs stored big-endian at {@code position} of a file (see {@link #ints(FileChannel, long, int)}). */
	LongArray longs(FileChannel file, long position, int length) throws IOException {
		if (folder == null) {
			long[] values = new long[length];
			read(file, position, length, 8, (buffer, at, count) -> buffer.asLongBuffer().get(values, at, count));
			return new LongArray.OnHeap(values);
		}
		return new LongArray.Mapped(length, mapReadOnly(file, position, length, LongArray.Mapped.SHIFT, 8));
	}

	private interface Chunk {
		void take(ByteBuffer buffer, int at, int count);
	}

	private static void read(FileChannel file, long position, int length, int width, Chunk chunk) throws IOException {
		ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20);
		long pos = position;
		for (int at = 0; at < length;) {
			buffer.clear().limit((int) Math.min(buffer.capacity(), (long) (length - at) * width));
			while (buffer.hasRemaining()) {
				if (file.read(buffer, pos + buffer.position()) < 0) {
					throw new IOException("index file ends early");
				}
			}
			buffer.flip();
			int count = buffer.remaining() / width;
			chunk.take(buffer, at, count);
			at += count;
			pos += (long) count * width;
		}
	}

	private static ByteBuffer[] mapReadOnly(FileChannel file, long position, int length, int shift, int width)
			throws IOException {
		int chunks = (int) (((long) length + (1L << shift) - 1) >>> shift);
		ByteBuffer[] buffers = new ByteBuffer[chunks];
		for (int c = 0; c < chunks; c++) {
			long first = (long) c << shift;
			long bytes = (Math.min(length, first + (1L << shift)) - first) * width;
			buffers[c] = file.map(FileChannel.MapMode.READ_ONLY, position + first * width, bytes)
					.order(ByteOrder.BIG_ENDIAN);
		}
		return buffers;
	}

	/** A new zeroed scratch buffer of {@code bytes} (native byte order). */
	ByteBuffer scratch(long bytes) {
		try {
			Path file = Files.createTempFile(folder, prefix, ".array");
			try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
				// Mapping past the end grows the file (sparse: zeros cost no disk until written).
				return channel.map(FileChannel.MapMode.READ_WRITE, 0, bytes).order(ByteOrder.nativeOrder());
			} finally {
				// The mapping keeps the file's pages until it is collected; the name can go now.
				Files.delete(file);
			}
		} catch (IOException e) {
			throw new UncheckedIOException("no room for a scratch file of " + bytes + " bytes in " + folder, e);
		}
	}
}
