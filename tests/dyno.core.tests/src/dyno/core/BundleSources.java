package dyno.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The Java sources of every bundle, for the rules that read the code itself. */
final class BundleSources {

	static final Path BUNDLES = Path.of("../../bundles").toAbsolutePath().normalize();

	private BundleSources() {
	}

	/** Every .java file under a bundle's source folder. */
	static List<Path> all() throws IOException {
		assertTrue(Files.isDirectory(BUNDLES.resolve("dyno.core/src")), BUNDLES + " is the bundles folder");
		try (Stream<Path> files = Files.walk(BUNDLES)) {
			return files.filter(f -> f.toString().endsWith(".java") && f.toString().contains("/src/")).toList();
		}
	}

	static String read(Path file) {
		try {
			return Files.readString(file);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}
