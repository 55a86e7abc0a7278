package dyno.samples;

import java.io.IOException;
import java.nio.file.CopyOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The real third-party files under {@code ../shared/fixtures} (listed in its SOURCES.md: server configurations,
 * JMeter plans and results, histograms, heap dumps), found through the system property {@code dyno.fixtures}
 * that the test poms set.
 */
public final class Fixtures {

	private Fixtures() {
	}

	/** The fixtures folder; fails loudly when the build did not say where it is. */
	public static Path root() {
		String dir = System.getProperty("dyno.fixtures");
		if (dir == null || !Files.isDirectory(Path.of(dir))) {
			throw new IllegalStateException("fixtures folder not found: -Ddyno.fixtures=" + dir);
		}
		return Path.of(dir).toAbsolutePath().normalize();
	}

	/** A file or folder under the fixtures folder, e.g. {@code "jmeter/results/apache__jmeter/sample_log1c.jtl"}. */
	public static Path get(String relative) {
		Path p = root().resolve(relative);
		if (!Files.exists(p)) {
			throw new IllegalStateException("no such fixture: " + p);
		}
		return p;
	}

	/**
	 * Copies the fixture folder {@code fixture} (relative to the root) to {@code to}, each file with
	 * {@code options}, for tests that change files: each copy is writable by its owner (see {@link #copy}).
	 */
	public static Path copyTree(String fixture, Path to, CopyOption... options) throws IOException {
		Path from = get(fixture);
		try (Stream<Path> files = Files.walk(from)) {
			for (Path p : files.toList()) {
				Path target = to.resolve(from.relativize(p).toString());
				if (Files.isDirectory(p)) {
					Files.createDirectories(target);
				} else {
					writable(Files.copy(p, target, options));
				}
			}
		}
		return to;
	}

	/**
	 * Copies the fixture file {@code fixture} to {@code to}, writable by its owner, for a test that changes it. The
	 * fixtures may be laid out read-only (as CI lays them), and a copy keeps the source's mode: root writes a
	 * read-only file anyway, any other user could not.
	 */
	public static Path copy(String fixture, Path to) throws IOException {
		return writable(Files.copy(get(fixture), to));
	}

	private static Path writable(Path file) throws IOException {
		if (!file.toFile().setWritable(true, true)) {
			throw new IOException("cannot make the copy " + file + " writable");
		}
		return file;
	}
}
