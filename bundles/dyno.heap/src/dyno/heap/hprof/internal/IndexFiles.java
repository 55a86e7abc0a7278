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
		Path folder = folder(absolute);
		String name = absolute.getFileName() + suffix;
		if (folder.equals(absolute.getParent())) {
			return folder.resolve(name);
		}
		String key = Integer.toHexString(absolute.toString().hashCode());
		return folder.resolve(key + "-" + name);
	}

	/** The folder of the index files of {@code dump}: its own if writable, else {@code ~/.cache/dyno/hprof}. */
	static Path folder(Path dump) throws IOException {
		Path folder = dump.toAbsolutePath().getParent();
		if (folder != null && Files.isWritable(folder)) {
			return folder;
		}
		Path cache = Path.of(System.getProperty("user.home"), ".cache", "dyno", "hprof");
		Files.createDirectories(cache);
		return cache;
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

	/**
	 * The dominators saved for this version of {@code dump} with {@code objects} objects, or null: read into the
	 * heap, or, for a {@code store} of mapped arrays, mapped straight from the file.
	 */
	public static Dominators loadDominators(Path dump, int objects, long[] leftOut, ArrayStore store)
			throws IOException {
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
			// A mapping outlives the channel it was made from.
			return new Dominators(store.ints(channel, HEADER, objects),
					store.longs(channel, HEADER + 4L * objects, objects));
		}
	}

	/** Saves the dominators; a dump whose folder and cache are both read-only is simply not indexed on disk. */
	public static void saveDominators(Path dump, Dominators dominators, long[] leftOut) throws IOException {
		Path file = of(dump, ".dominators");
		Path partial = file.resolveSibling(file.getFileName() + ".part");
		int objects = dominators.idom.length();
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
				buffer.putInt(dominators.idom.get(v));
			}
			for (int v = 0; v < objects; v++) {
				if (buffer.remaining() < 8) {
					drain(channel, buffer);
				}
				buffer.putLong(dominators.retained.get(v));
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
