package dyno.jboss;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A tunable configuration file of a server and what kind of file it is.
 *
 * @param path the file
 * @param kind its kind, which decides how it is read and which rules apply
 */
public record ConfigFile(Path path, FileKind kind) {

	/** Enough of a file to see its root element past a licence comment. */
	private static final int HEAD = 8192;

	public ConfigFile {
		Objects.requireNonNull(path, "path");
		Objects.requireNonNull(kind, "kind");
	}

	/**
	 * A file named on its own (on a command line), with its kind recognized from its name and first bytes.
	 *
	 * @throws IOException saying that there is no such file, or that it is no configuration file Dyno knows
	 */
	public static ConfigFile of(Path file) throws IOException {
		if (!Files.isRegularFile(file)) {
			throw new IOException("no such file: " + file);
		}
		byte[] head;
		try (InputStream in = Files.newInputStream(file)) {
			head = in.readNBytes(HEAD);
		}
		FileKind kind = FileKind.of(file, head).orElseThrow(() -> new IOException(
				"not a configuration file Dyno knows: " + file.getFileName()
						+ " (run.conf, standalone.xml, *-ds.xml, jboss-service.xml, server.xml, ...)"));
		return new ConfigFile(file, kind);
	}

	/** The file name, e.g. "server.xml". */
	public String name() {
		return path.getFileName().toString();
	}
}
