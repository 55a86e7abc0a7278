package dyno.jboss.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The real server configuration files among the fixtures ({@link dyno.samples.Fixtures}). */
public final class Fixtures {

	private Fixtures() {
	}

	public static Path root() {
		return dyno.samples.Fixtures.root();
	}

	public static Path get(String relative) {
		return dyno.samples.Fixtures.get(relative);
	}

	/** Copies the fixture folder {@code fixture} (relative to the root) to {@code to}, for tests that change files. */
	public static Path copyTree(String fixture, Path to) throws IOException {
		return dyno.samples.Fixtures.copyTree(fixture, to);
	}

	/** Copies the fixture file {@code fixture} to {@code to}, writable, for a test that changes it. */
	public static Path copy(String fixture, Path to) throws IOException {
		return dyno.samples.Fixtures.copy(fixture, to);
	}

	/** Every regular file under the JBoss, WildFly and Tomcat fixture folders. */
	public static List<Path> serverConfigFiles() {
		try (Stream<Path> files = Files.walk(root())) {
			return files.filter(Files::isRegularFile)
					.filter(p -> {
						String top = root().relativize(p).getName(0).toString();
						return top.startsWith("jboss-") || top.startsWith("wildfly-") || top.equals("tomcat");
					})
					.sorted()
					.toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}
