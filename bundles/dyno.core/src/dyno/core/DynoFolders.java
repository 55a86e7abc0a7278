package dyno.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where Dyno keeps what it collects (snapshots, recordings, the tuning history): a folder under {@code ~/.dyno}
 * unless a system property or an environment variable names another, so tests, CI and users with a small home can
 * move each store. A store keeps one folder per JVM and names its files by time, so they sort in time order.
 */
public final class DynoFolders {

	private DynoFolders() {
	}

	/** The stores Dyno keeps, each moved by its system property, else its environment variable. */
	public enum Store {
		SNAPSHOTS("snapshots", "dyno.snapshots", "DYNO_SNAPSHOTS", "Class histogram snapshots"),
		RECORDINGS("recordings", "dyno.recordings", "DYNO_RECORDINGS", "JFR recordings"),
		HISTORY("history", "dyno.history", "DYNO_HISTORY", "Tuning history"),
		SERVER_LOGS("server-logs", "dyno.serverLogs", "DYNO_SERVER_LOGS", "Logs of servers started by Dyno");

		/** The folder's name under {@code ~/.dyno}. */
		public final String name;
		public final String property;
		public final String variable;
		/** What the store keeps, for a user. */
		public final String title;

		Store(String name, String property, String variable, String title) {
			this.name = name;
			this.property = property;
			this.variable = variable;
			this.title = title;
		}

		/** The store's folder as {@link DynoFolders#of} finds it now. */
		public Path folder() {
			return of(name, property, variable);
		}
	}

	/**
	 * The folder the system property {@code property} names, else the one the environment variable
	 * {@code variable} names, else {@code ~/.dyno/<name>}.
	 */
	public static Path of(String name, String property, String variable) {
		String dir = System.getProperty(property);
		if (dir == null || dir.isBlank()) {
			dir = System.getenv(variable);
		}
		if (dir == null || dir.isBlank()) {
			return Path.of(System.getProperty("user.home"), ".dyno", name);
		}
		return Path.of(dir);
	}

	/**
	 * {@code dir/name + extension}, or {@code dir/name_2 + extension} (_3 …) when that exists: two files of one
	 * time stay apart, and '_' sorts after '.', so they stay in order.
	 */
	public static Path freeFile(Path dir, String name, String extension) {
		Path file = dir.resolve(name + extension);
		for (int n = 2; Files.exists(file); n++) {
			file = dir.resolve(name + "_" + n + extension);
		}
		return file;
	}

	/**
	 * The files ending in {@code extension} in the folders directly below {@code root} (hidden ones left out),
	 * by file name (the time), then by folder; empty when {@code root} does not exist.
	 */
	public static List<Path> filesByName(Path root, String extension) throws IOException {
		List<Path> files = new ArrayList<>();
		if (!Files.isDirectory(root)) {
			return files;
		}
		try (Stream<Path> dirs = Files.list(root)) {
			for (Path d : dirs.filter(Files::isDirectory).toList()) {
				files.addAll(filesIn(d, extension));
			}
		}
		files.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).thenComparing(Path::toString));
		return files;
	}

	/** The files ending in {@code extension} in {@code dir} itself, hidden ones left out, in no order. */
	public static List<Path> filesIn(Path dir, String extension) throws IOException {
		try (Stream<Path> in = Files.list(dir)) {
			return in.filter(f -> {
				String n = f.getFileName().toString();
				return n.endsWith(extension) && !n.startsWith(".");
			}).toList();
		}
	}
}
