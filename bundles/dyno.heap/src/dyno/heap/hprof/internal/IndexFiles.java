package dyno.heap.hprof.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.GZIPInputStream;

/**
 * What Dyno keeps on disk for a dump, so that a second open does not compute it again: the dominators and retained
 * sizes ({@code NAME.dominators}), and the unpacked copy of a {@code .hprof.gz}. They go next to the dump, or, when
 * its folder is not writable, to {@code ~/.cache/dyno/hprof}. Each file starts with the dump's size and
 * modification time: a file for another version of the dump is not used (and is overwritten).
 */
public final class IndexFiles {

	private static final long MAGIC = 0x44594e4f444f4d31L; // "DYNODOM1"
	private static final int HEADER = 8 * 4 + 8 * HeapGraph.REFERENCE_KINDS.length;
	private static final int CHUNK = 1 << 20;

	private IndexFiles() {
	}

	/** Where the index file {@code suffix} of {@code dump} goes: next to it if its folder is writable. */
	static Path of(Path dump, String suffix) throws IOException {
		Path absolute = dump.toAbsolutePath();
		Path folder = absolute.getParent();
		String name = absolute.getFileName() + suffix;
		if (folder != null && Files.isWritable(folder)) {
			return folder.resolve(name);
		}
		Path cache = Path.of(System.getProperty("user.home"), ".cache", "dyno", "hprof");
		Files.createDirectories(cache);
		String key = Integer.toHexString(absolute.toString().hashCode());
		return cache.resolve(key + "-" + name);
	}

	/**
	 * The dump to read: {@code dump} itself, or, if it is gzip-compressed ({@code jcmd GC.heap_dump -gz}), its
	 * unpacked copy (made once: reused while the compressed file stays the same).
	 */
	public static Path unpacked(Path dump) throws IOException {
		try (InputStream in = Files.newInputStream(dump)) {
			if (in.read() != 0x1f || in.read() != 0x8b) {
				return dump;
			}
		}
		Path copy = of(dump, ".unpacked.hprof");
		Path stamp = copy.resolveSibling(copy.getFileName() + ".source");
		String expected = stamp(dump);
		if (Files.isRegularFile(copy) && Files.isRegularFile(stamp)
				&& Files.readString(stamp, StandardCharsets.UTF_8).equals(expected)) {
			return copy;
		}
		Path partial = copy.resolveSibling(copy.getFileName() + ".part");
		// GZIPInputStream reads the concatenated members the JVM writes, one per chunk of the dump.
		try (InputStream in = new GZIPInputStream(Files.newInputStream(dump), CHUNK);
				OutputStream out = Files.newOutputStream(partial)) {
			in.transferTo(out);
		}
		Files.move(partial, copy, StandardCopyOption.REPLACE_EXISTING);
		Files.writeString(stamp, expected, StandardCharsets.UTF_8);
		return copy;
	}

	private static String stamp(Path dump) throws IOException {
		return Files.size(dump) + " " + Files.getLastModifiedTime(dump).toMillis();
	}

	/** The dominators saved for this version of {@code dump} with {@code objects} objects, or null. */
	public static Dominators loadDominators(Path dump, int objects, long[] leftOut) throws IOException {
		Path file = of(dump, ".dominators");
		if (!Files.isRegularFile(file) || Files.size(file) != HEADER + 12L * objects) {
			return null;
		}
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
			ByteBuffer header = ByteBuffer.allocate(HEADER);
			readFully(channel, header);
			header.flip();
			if (header.getLong() != MAGIC || header.getLong() != Files.size(dump)
					|| header.getLong() != Files.getLastModifiedTime(dump).toMillis() || header.getLong() != objects) {
				return null;
			}
			for (int k = 0; k < leftOut.length; k++) {
				leftOut[k] = header.getLong();
			}
			int[] idom = new int[objects];
			long[] retained = new long[objects];
			ByteBuffer buffer = ByteBuffer.allocateDirect(CHUNK);
			for (int at = 0; at < objects;) {
				buffer.clear().limit(Math.min(CHUNK, (objects - at) * 4));
				readFully(channel, buffer);
				buffer.flip();
				int count = buffer.remaining() / 4;
				buffer.asIntBuffer().get(idom, at, count);
				at += count;
			}
			for (int at = 0; at < objects;) {
				buffer.clear().limit(Math.min(CHUNK, (objects - at) * 8));
				readFully(channel, buffer);
				buffer.flip();
				int count = buffer.remaining() / 8;
				buffer.asLongBuffer().get(retained, at, count);
				at += count;
			}
			return new Dominators(idom, retained);
		}
	}

	/** Saves the dominators; a dump whose folder and cache are both read-only is simply not indexed on disk. */
	public static void saveDominators(Path dump, Dominators dominators, long[] leftOut) throws IOException {
		Path file = of(dump, ".dominators");
		Path partial = file.resolveSibling(file.getFileName() + ".part");
		int objects = dominators.idom.length;
		try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
				StandardOpenOption.TRUNCATE_EXISTING)) {
			ByteBuffer buffer = ByteBuffer.allocateDirect(CHUNK);
			buffer.putLong(MAGIC).putLong(Files.size(dump)).putLong(Files.getLastModifiedTime(dump).toMillis())
					.putLong(objects);
			for (long k : leftOut) {
				buffer.putLong(k);
			}
			for (int v = 0; v < objects; v++) {
				if (buffer.remaining() < 4) {
					drain(channel, buffer);
				}
				buffer.putInt(dominators.idom[v]);
			}
			for (int v = 0; v < objects; v++) {
				if (buffer.remaining() < 8) {
					drain(channel, buffer);
				}
				buffer.putLong(dominators.retained[v]);
			}
			drain(channel, buffer);
		}
		Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
	}

	private static void drain(FileChannel channel, ByteBuffer buffer) throws IOException {
		buffer.flip();
		while (buffer.hasRemaining()) {
			channel.write(buffer);
		}
		buffer.clear();
	}

	private static void readFully(FileChannel channel, ByteBuffer buffer) throws IOException {
		while (buffer.hasRemaining()) {
			if (channel.read(buffer) < 0) {
				throw new IOException("index file ends early");
			}
		}
	}
}
