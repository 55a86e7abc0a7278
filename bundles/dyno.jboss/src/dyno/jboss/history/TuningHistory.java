package dyno.jboss.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import dyno.core.DynoFolders;
import dyno.core.analysis.Faces;

/**
 * The store of {@link TuningChange}s: one folder per change under the root, named by its time in UTC
 * ({@code 20261123-221530-123}, so names sort in time order), holding {@code change.json} (time, file),
 * {@code before}, {@code after} (the file's whole bytes) and {@code diff.patch}. Plain files: they can be read,
 * copied and applied with {@code patch} without Dyno. The root is {@code ~/.dyno/history} unless the system property
 * {@link #PROPERTY} or the environment variable {@link #VARIABLE} names another.
 */
public final class TuningHistory {

	/** The system property that moves the default history. */
	public static final String PROPERTY = DynoFolders.Store.HISTORY.property;
	/** The environment variable that moves it when the property is not set. */
	public static final String VARIABLE = DynoFolders.Store.HISTORY.variable;
	static final String CHANGE_JSON = "change.json";
	static final String BEFORE = "before";
	static final String AFTER = "after";
	static final String DIFF = "diff.patch";
	private static final DateTimeFormatter FOLDER = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")
			.withZone(ZoneOffset.UTC);

	private final Path root;

	/**
	 * What {@value #CHANGE_JSON} holds: {@code {"time": "2026-11-23T21:00:00.123Z", "file": "/abs/path"}}, as
	 * every version of Dyno wrote it.
	 */
	private record ChangeJson(String time, Path file) {
	}

	public TuningHistory(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	/** {@code ~/.dyno/history}, or the folder that {@link #PROPERTY} or {@link #VARIABLE} names. */
	public static TuningHistory defaultHistory() {
		return new TuningHistory(DynoFolders.Store.HISTORY.folder());
	}

	public Path root() {
		return root;
	}

	/**
	 * Records that {@code file} changed from {@code before} to {@code after} at {@code time}; returns the change.
	 * A save that changed no byte is no change: nothing is written and the change's diff is empty.
	 */
	public TuningChange record(Path file, byte[] before, byte[] after, Instant time) throws IOException {
		Path abs = file.toAbsolutePath().normalize();
		String diff = UnifiedDiff.of(abs.getFileName().toString(), before, after);
		TuningChange change = new TuningChange(time, abs, diff, before.clone(), after.clone());
		if (diff.isEmpty()) {
			return change;
		}
		Path dir = newFolder(time);
		Files.write(dir.resolve(BEFORE), before);
		Files.write(dir.resolve(AFTER), after);
		Files.writeString(dir.resolve(DIFF), diff, StandardCharsets.UTF_8);
		// change.json last, written atomically: a folder without it is an unfinished record and is skipped
		Path tmp = dir.resolve(CHANGE_JSON + ".tmp");
		Files.writeString(tmp, Faces.json(new ChangeJson(time.toString(), abs)), StandardCharsets.UTF_8);
		Files.move(tmp, dir.resolve(CHANGE_JSON), StandardCopyOption.ATOMIC_MOVE);
		return change;
	}

	/**
	 * Records a save Dyno made (an editor's, a quick fix's, {@code ./dyno config set}'s, or the file a running server
	 * wrote for a change Dyno applied) in the {@linkplain #defaultHistory() default history}, read at each save so
	 * {@code -Ddyno.history} can move it at any time. Empty when recorded (or nothing changed); else why not, for the
	 * face to report: the save is made already, and a history that cannot be written must not undo or block it.
	 */
	public static Optional<String> recordSave(Path file, byte[] before, byte[] after) {
		TuningHistory history = defaultHistory();
		try {
			history.record(file, before, after, Instant.now());
			return Optional.empty();
		} catch (IOException e) {
			return Optional.of("the change of " + file + " is not recorded in the tuning history " + history.root()
					+ ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
		}
	}

	private Path newFolder(Instant time) throws IOException {
		Files.createDirectories(root);
		String name = FOLDER.format(time);
		for (int n = 1;; n++) {
			try {
				return Files.createDirectory(root.resolve(n == 1 ? name : name + "_" + n));
			} catch (FileAlreadyExistsException e) {
				// two saves in one millisecond (apply-all-fixes over several files): take the next number
			}
		}
	}

	/** Every recorded change, newest first; folders that are not complete, readable records are skipped. */
	public List<TuningChange> list() throws IOException {
		if (!Files.isDirectory(root)) {
			return List.of();
		}
		List<TuningChange> out = new ArrayList<>();
		try (Stream<Path> dirs = Files.list(root)) {
			for (Path dir : dirs.filter(Files::isDirectory).toList()) {
				if (Files.isRegularFile(dir.resolve(CHANGE_JSON))) {
					try {
						out.add(read(dir));
					} catch (IOException e) {
						// a damaged record (edited by hand, disk full) must not hide the others
					}
				}
			}
		}
		out.sort(Comparator.comparing(TuningChange::time).reversed());
		return out;
	}

	/** The changes of one file, newest first. */
	public List<TuningChange> of(Path file) throws IOException {
		Path abs = file.toAbsolutePath().normalize();
		return list().stream().filter(c -> c.file().equals(abs)).toList();
	}

	private static TuningChange read(Path dir) throws IOException {
		Path json = dir.resolve(CHANGE_JSON);
		try {
			ChangeJson m = Faces.fromJson(Files.readString(json, StandardCharsets.UTF_8), ChangeJson.class);
			return new TuningChange(Instant.parse(m.time()), m.file(),
					Files.readString(dir.resolve(DIFF), StandardCharsets.UTF_8), Files.readAllBytes(dir.resolve(BEFORE)),
					Files.readAllBytes(dir.resolve(AFTER)));
		} catch (RuntimeException e) {
			throw new IOException(json + " is not a tuning history record: " + e.getMessage(), e);
		}
	}
}
