package dyno.core;

import java.nio.file.Path;

/**
 * Where Dyno keeps what it collects (snapshots, recordings, the tuning history): a folder under {@code ~/.dyno}
 * unless a system property or an environment variable names another, so tests, CI and users with a small home can
 * move each store.
 */
public final class DynoFolders {

	private DynoFolders() {
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
}
