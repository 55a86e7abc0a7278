package dyno.jboss.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real third-party configuration files under {@code ../shared/fixtures} (listed in its SOURCES.md), found
 * through the system property {@code dyno.fixtures} that the test pom sets.
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

	/** A file or folder under the fixtures folder, e.g. {@code "jboss-as-5/5.1.0.GA/bin/run.conf"}. */
	public static Path get(String relative) {
		Path p = root().resolve(relative);
		if (!Files.exists(p)) {
			throw new IllegalStateException("no such fixture: " + p);
		}
		return p;
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
