package dyno.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import dyno.core.DynoFolders;

/**
 * The folder where Dyno keeps the recordings it fetches: one sub-folder per JVM, one {@code .jfr} file per
 * recording named by the time it was fetched in UTC ({@code 20261123-221500.jfr}), so names sort in time order.
 */
public final class RecordingStore {

	/** The system property that moves the default store. */
	public static final String PROPERTY = "dyno.recordings";
	/** The environment variable that moves it when the property is not set (for {@code ./dyno}). */
	public static final String VARIABLE = "DYNO_RECORDINGS";
	public static final String EXTENSION = ".jfr";
	private static final DateTimeFormatter FILE_NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
			.withZone(ZoneOffset.UTC);

	private final Path root;

	public RecordingStore(Path root) {
		this.root = root.toAbsolutePath().normalize();
	}

	/** {@code ~/.dyno/recordings}, or the folder that {@value #PROPERTY} or {@value #VARIABLE} names. */
	public static RecordingStore defaultStore() {
		return new RecordingStore(DynoFolders.of("recordings", PROPERTY, VARIABLE));
	}

	public Path root() {
		return root;
	}

	/**
	 * A new, not yet existing file for a recording of {@code jvm} fetched at {@code time}; its folder is created.
	 *
	 * @param jvm names the JVM, e.g. a target's label ("pid 4711", "jmx app1:9010"); made safe as a folder name
	 */
	public Path newFile(String jvm, Instant time) throws IOException {
		Path dir = Files.createDirectories(root.resolve(folderName(jvm)));
		return DynoFolders.freeFile(dir, FILE_NAME.format(time), EXTENSION);
	}

	/**
	 * A JVM's folder name: letters, digits, dots and dashes, everything else a dash; never starting or ending with
	 * either (no hidden folder, no "..").
	 */
	public static String folderName(String jvm) {
		String name = jvm.strip().replaceAll("[^A-Za-z0-9.]+", "-").replaceAll("^[-.]+|[-.]+$", "");
		return name.isEmpty() ? "jvm" : name;
	}

	/** Every recording of the store, oldest first (by the time in its name, then its folder). */
	public List<Path> list() throws IOException {
		return DynoFolders.filesByName(root, EXTENSION);
	}
}
