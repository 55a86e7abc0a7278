package dyno.heap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import dyno.core.DynoFolders;

/**
 * A folder of snapshot files, one sub-folder per JVM ({@link JvmIdentity#key()}), one file per snapshot named by
 * its time in UTC ({@code 20261123-195012-345.histo}), so names sort in time order. Plain files: they can be
 * copied, mailed and read without Dyno ({@code SNAPSHOT-FORMAT.md}).
 */
public final class SnapshotStore {

	/** The system property that moves the default store. */
	public static final String PROPERTY = DynoFolders.Store.SNAPSHOTS.property;
	/** The environment variable that moves it when the property is not set (for {@code ./dyno}). */
	public static final String VARIABLE = DynoFolders.Store.SNAPSHOTS.variable;
	private static final DateTimeFormatter FILE_NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")
			.withZone(ZoneOffset.UTC);

	private final Path root;

	public SnapshotStore(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	/** {@code ~/.dyno/snapshots}, or the folder that {@link #PROPERTY} or {@link #VARIABLE} names. */
	public static SnapshotStore defaultStore() {
		return new SnapshotStore(DynoFolders.Store.SNAPSHOTS.folder());
	}

	public Path root() {
		return root;
	}

	/** Writes the snapshot into its JVM's folder; returns the file. */
	public Path save(Snapshot snapshot) throws IOException {
		Path dir = folder(snapshot.jvm());
		String name = FILE_NAME.format(Instant.ofEpochMilli(snapshot.time()));
		Path file = DynoFolders.freeFile(dir, name, SnapshotFile.EXTENSION);
		SnapshotFile.write(snapshot, file);
		return file;
	}

	/**
	 * The folder of a JVM: an existing one whose start time is within the reading error of this identity's (the
	 * start time is computed from the uptime, so two snapshots of one JVM may disagree by a second), else a new
	 * one.
	 */
	Path folder(JvmIdentity jvm) throws IOException {
		List<Path> existing = folders(jvm);
		return existing.isEmpty() ? Files.createDirectories(root.resolve(jvm.key())) : existing.get(0);
	}

	/** The folders of this JVM (one, unless start times were read at a second's boundary and rounded apart). */
	private List<Path> folders(JvmIdentity jvm) throws IOException {
		if (!Files.isDirectory(root)) {
			return List.of();
		}
		String prefix = jvm.key().substring(0, jvm.key().lastIndexOf('-') + 1);
		try (Stream<Path> dirs = Files.list(root)) {
			return dirs.filter(Files::isDirectory).filter(d -> {
				String name = d.getFileName().toString();
				long start = name.startsWith(prefix) ? startOf(name, prefix) : -1;
				return start >= 0 && Math.abs(start - jvm.startTime()) <= JvmIdentity.START_TOLERANCE_MILLIS;
			}).sorted().toList();
		}
	}

	private static long startOf(String folder, String prefix) {
		try {
			return Long.parseLong(folder.substring(prefix.length()));
		} catch (NumberFormatException e) {
			return -1; // another JVM whose main class name continues with a dash
		}
	}

	/** Every snapshot file of the store, oldest first (by the time in its name, then its folder). */
	public List<Path> list() throws IOException {
		return DynoFolders.filesByName(root, SnapshotFile.EXTENSION);
	}

	/** The snapshot files of one JVM, oldest first; empty when there are none. */
	public List<Path> series(JvmIdentity jvm) throws IOException {
		List<Path> files = new ArrayList<>();
		for (Path d : folders(jvm)) {
			files.addAll(DynoFolders.filesIn(d, SnapshotFile.EXTENSION));
		}
		files.sort(Comparator.comparing((Path p) -> p.getFileName().toString()));
		return files;
	}

	/** Reads a snapshot file of this store (or any other). */
	public Snapshot load(Path file) throws IOException {
		return SnapshotFile.read(file);
	}
}
