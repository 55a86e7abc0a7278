package dyno.cli.internal;

import java.nio.file.Path;

/**
 * The folder the user ran {@code ./dyno} in. The script starts the JVM in the product folder, so it passes the
 * caller's folder as {@code -Ddyno.cwd}; relative paths on the command line are resolved against it.
 */
public final class UserDir {

	private UserDir() {
	}

	/** A path from the command line, absolute and normalized. */
	public static Path resolve(String argument) {
		Path p = Path.of(argument);
		String cwd = System.getProperty("dyno.cwd");
		if (!p.isAbsolute() && cwd != null && !cwd.isEmpty()) {
			p = Path.of(cwd).resolve(p);
		}
		return p.toAbsolutePath().normalize();
	}
}
