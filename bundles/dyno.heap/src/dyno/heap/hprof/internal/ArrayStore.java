package dyno.heap.hprof.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

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
	 * Heap bytes an object of a dump needs at the peak of its dominator tree, all arrays on the heap: 24 in the
	 * object table, 32 for the dominators' work, 4 an edge in the graph and 4 more for its predecessors (servers'
	 * heaps have about 1.5 edges an object), rounded up for the rest of the heap's needs.
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
		return folder == null ? new IntArray.OnHeap(new int[length])
				: new IntArray.Mapped(this, length, chunks(length, IntArray.Mapped.SHIFT, IntArray.Mapped.WIDTH));
	}

	public LongArray longs(int length) {
		return folder == null ? new LongArray.OnHeap(new long[length])
				: new LongArray.Mapped(this, length, chunks(length, LongArray.Mapped.SHIFT, LongArray.Mapped.WIDTH));
	}

	/** New zeroed chunks for {@code length} values of {@code width} bytes, {@code 2^shift} values a chunk. */
	private ByteBuffer[] chunks(int length, int shift, int width) {
		return resized(new ByteBuffer[0], length, shift, width);
	}

	/**
	 * The chunks of an array grown (or shrunk) to {@code length}: full chunks are kept as they are, a partial last
	 * one too small for the new length is copied into a larger mapping, new ones are added.
	 */
	ByteBuffer[] resized(ByteBuffer[] chunks, int length, int shift, int width) {
		int count = (int) (((long) length + (1L << shift) - 1) >>> shift);
		ByteBuffer[] resized = Arrays.copyOf(chunks, count);
		for (int c = 0; c < count; c++) {
			long wanted = Math.min(1L << shift, length - ((long) c << shift)) * width;
			ByteBuffer old = c < chunks.length ? chunks[c] : null;
			if (old == null || old.capacity() < wanted) {
				ByteBuffer chunk = scratch(wanted);
				if (old != null) {
					chunk.put(0, old, 0, old.capacity());
				}
				resized[c] = chunk;
			}
		}
		return resized;
	}

	/** {@code length} ints stored big-endian at {@code position} of a file: read into the heap, or mapped read-only. */
	IntArray ints(FileChannel file, long position, int length) throws IOException {
		if (folder == null) {
			return new IntArray.OnHeap(read(file, position, length, 4, new int[length],
					(buffer, values, at, count) -> buffer.asIntBuffer().get(values, at, count)));
		}
		return new IntArray.Mapped(null, length, mapReadOnly(file, position, length, IntArray.Mapped.SHIFT, 4));
	}

	/** {@code length} longs stored big-endian at {@code position} of a file (see {@link #ints(FileChannel, long, int)}). */
	LongArray longs(FileChannel file, long position, int length) throws IOException {
		if (folder == null) {
			return new LongArray.OnHeap(read(file, position, length, 8, new long[length],
					(buffer, values, at, count) -> buffer.asLongBuffer().get(values, at, count)));
		}
		return new LongArray.Mapped(null, length, mapReadOnly(file, position, length, LongArray.Mapped.SHIFT, 8));
	}

	/** Takes {@code count} values from a buffer read from a file into {@code values} from {@code at} on. */
	private interface Chunk<A> {
		void take(ByteBuffer buffer, A values, int at, int count);
	}

	/** Fills {@code values}, an array of {@code length} values of {@code width} bytes, from the file at {@code position}. */
	private static <A> A read(FileChannel file, long position, int length, int width, A values, Chunk<A> chunk)
			throws IOException {
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
			chunk.take(buffer, values, at, count);
			at += count;
			pos += (long) count * width;
		}
		return values;
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
