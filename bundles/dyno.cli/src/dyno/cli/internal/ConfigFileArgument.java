package dyno.cli.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;

/** A configuration file named on the command line, with its kind recognized from its name and first bytes. */
final class ConfigFileArgument {

	/** Enough of the file to see its root element past a licence comment. */
	private static final int HEAD = 8192;

	private ConfigFileArgument() {
	}

	static ConfigFile configFile(Path file) throws IOException {
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
}
