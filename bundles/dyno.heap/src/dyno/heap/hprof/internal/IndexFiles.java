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
 * sizes ({@code NAME.dominators}), the object table sorted for lookup of a dump too large for the heap
 * ({@code NAME.objects}), and the unpacked copy of a {@code .hprof.gz}. They go next to the dump, or, when its
 * folder is not writable, to {@code ~/.cache/dyno/hprof}. Each file starts with the dump's size and modification
 * time: a file for another version of the dump is not used (and is overwritten). Values are big-endian; a store of
 * mapped arrays maps them straight from the file.
 */
public final class IndexFiles {

	private static final long DOMINATORS = 0x44594e4f444f4d31L; // "DYNODOM1"
	private static final long OBJECTS = 0x44594e4f4f424a31L; // "DYNOOBJ1"
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
		try (FileChannel channel = open(dump, ".dominators", DOMINATORS, objects, leftOut, 12L * objects)) {
			if (channel == null) {
				return null;
			}
			long at = channel.position();
			// A mapping outlives the channel it was made from.
			return new Dominators(store.ints(channel, at, objects), store.longs(channel, at + 4L * objects, objects));
		}
	}

	/** Saves the dominators; a dump whose folder and cache are both read-only is simply not indexed on disk. */
	public static void saveDominators(Path dump, Dominators dominators, long[] leftOut) throws IOException {
		int objects = dominators.idom.length();
		save(dump, ".dominators", DOMINATORS, objects, leftOut, out -> {
			out.ints(dominators.idom, objects);
			out.longs(dominators.retained, objects);
		});
	}

	/**
	 * Fills {@code table} (of {@code table.size()} objects, as read from the dump) with its sorted arrays saved for
	 * this version of {@code dump}: false when there are none.
	 */
	static boolean loadObjects(Path dump, ObjectTable table, ArrayStore store) throws IOException {
		int n = table.size();
		try (FileChannel channel = open(dump, ".objects", OBJECTS, n, new long[0], 24L * n)) {
			if (channel == null) {
				return false;
			}
			long at = channel.position();
			table.setSorted(store.longs(channel, at, n), store.longs(channel, at + 8L * n, n),
					store.ints(channel, at + 16L * n, n), store.ints(channel, at + 20L * n, n));
			return true;
		}
	}

	/** Saves the object table once sorted for lookup (see {@link #saveDominators}). */
	static void saveObjects(Path dump, ObjectTable table) throws IOException {
		int n = table.size();
		save(dump, ".objects", OBJECTS, n, new long[0], out -> table.write(out));
	}

	/** The index file {@code suffix} positioned after its header if it is one for this version of the dump, else null. */
	private static FileChannel open(Path dump, String suffix, long magic, int objects, long[] extra, long bytes)
			throws IOException {
		Path file = of(dump, suffix);
		long header = 8 * 4 + 8L * extra.length;
		if (!Files.isRegularFile(file) || Files.size(file) != header + bytes) {
			return null;
		}
		FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
		ByteBuffer fields = ByteBuffer.allocate((int) header);
		while (fields.hasRemaining()) {
			if (channel.read(fields) < 0) {
				channel.close();
				throw new IOException(file + " ends early");
			}
		}
		fields.flip();
		if (fields.getLong() != magic || fields.getLong() != Files.size(dump)
				|| fields.getLong() != Files.getLastModifiedTime(dump).toMillis() || fields.getLong() != objects) {
			channel.close();
			return null;
		}
		for (int k = 0; k < extra.length; k++) {
			extra[k] = fields.getLong();
		}
		return channel;
	}

	/** What an index file holds after its header. */
	interface Content {
		void write(Output out) throws IOException;
	}

	/** Writes values big-endian through a buffer. */
	static final class Output {
		private final FileChannel channel;
		private final ByteBuffer buffer = ByteBuffer.allocateDirect(CHUNK);

		private Output(FileChannel channel) {
			this.channel = channel;
		}

		void ints(IntArray values, int count) throws IOException {
			for (int i = 0; i < count; i++) {
				if (buffer.remaining() < 4) {
					drain();
				}
				buffer.putInt(values.get(i));
			}
		}

		void longs(LongArray values, int count) throws IOException {
			for (int i = 0; i < count; i++) {
				if (buffer.remaining() < 8) {
					drain();
				}
				buffer.putLong(values.get(i));
			}
		}

		private void drain() throws IOException {
			buffer.flip();
			while (buffer.hasRemaining()) {
				channel.write(buffer);
			}
			buffer.clear();
		}
	}

	/** Writes the index file {@code suffix} whole, then puts it in place (a reader never sees half of one). */
	private static void save(Path dump, String suffix, long magic, int objects, long[] extra, Content content)
			throws IOException {
		Path file = of(dump, suffix);
		Path partial = file.resolveSibling(file.getFileName() + ".part");
		try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
				StandardOpenOption.TRUNCATE_EXISTING)) {
			Output out = new Output(channel);
			out.buffer.putLong(magic).putLong(Files.size(dump)).putLong(Files.getLastModifiedTime(dump).toMillis())
					.putLong(objects);
			for (long k : extra) {
				out.buffer.putLong(k);
			}
			content.write(out);
			out.drain();
		}
		Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
	}
}
