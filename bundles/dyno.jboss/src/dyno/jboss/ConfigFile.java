package dyno.jboss;

import java.util.Objects;
import java.nio.file.Path;

/**
 * A tunable configuration file of a server and what kind of file it is.
 *
 * @param path the file
 * @param kind its kind, which decides how it is read and which rules apply
 */
public record ConfigFile(Path path, FileKind kind) {

	public ConfigFile {
		Objects.requireNonNull(path, "path");
		Objects.requireNonNull(kind, "kind");
	}

	/** The file name, e.g. "server.xml". */
	public String name() {
		return path.getFileName().toString();
	}
}
