package dyno.load.jmeter;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarFile;

/**
 * A JMeter installation (JMETER_HOME): {@code bin/ApacheJMeter.jar}, {@code bin/jmeter.properties} and
 * {@code lib/ext} with the component jars. {@link #bundled()} is the one Dyno ships.
 */
public final class JMeterHome {

	/** System property naming a JMETER_HOME to use instead of the bundled one. */
	public static final String HOME_PROPERTY = "dyno.jmeter.home";
	/** The bundled home's folder inside the product installation. */
	static final String BUNDLED_FOLDER = "jmeter";
	private static final String CORE_JAR = "ApacheJMeter_core";

	private final Path path;
	private final String version;

	private JMeterHome(Path path, String version) {
		this.path = path;
		this.version = version;
	}

	/** Validates {@code home}; the message names what is missing. */
	public static JMeterHome at(Path home) throws IOException {
		Path abs = home.toAbsolutePath().normalize();
		if (!Files.isDirectory(abs)) {
			throw new IOException("JMeter home " + abs + " is not a folder");
		}
		List<String> missing = new ArrayList<>();
		for (String required : List.of("bin/ApacheJMeter.jar", "bin/jmeter.properties", "lib/ext")) {
			if (!Files.exists(abs.resolve(required))) {
				missing.add(required);
			}
		}
		if (!missing.isEmpty()) {
			throw new IOException("JMeter home " + abs + " is incomplete: missing " + String.join(", ", missing)
					+ " (a JMeter installation has bin/ApacheJMeter.jar, bin/jmeter.properties and lib/ext/)");
		}
		Optional<Path> core = coreJar(abs.resolve("lib").resolve("ext"));
		if (core.isEmpty()) {
			throw new IOException("JMeter home " + abs + " is incomplete: no " + CORE_JAR + "*.jar in lib/ext");
		}
		return new JMeterHome(abs, versionOf(core.get()));
	}

	/**
	 * {@code -Ddyno.jmeter.home}, else {@code <product install>/jmeter} (the OSGi install area); empty when
	 * neither is a valid home (use {@link #at(Path)} on the candidate to learn why).
	 */
	public static Optional<JMeterHome> bundled() {
		return bundledCandidate().flatMap(p -> {
			try {
				return Optional.of(at(p));
			} catch (IOException e) {
				return Optional.empty();
			}
		});
	}

	/** Where the bundled home should be: the system property, else the product's jmeter folder. */
	public static Optional<Path> bundledCandidate() {
		String explicit = System.getProperty(HOME_PROPERTY);
		if (explicit != null && !explicit.isBlank()) {
			return Optional.of(Path.of(explicit));
		}
		String installArea = System.getProperty("osgi.install.area");
		if (installArea == null) {
			return Optional.empty();
		}
		try {
			// osgi.install.area is a file: URL, sometimes with unescaped spaces.
			Path install = installArea.startsWith("file:") && !installArea.contains(" ")
					? Path.of(new URI(installArea))
					: Path.of(installArea.replaceFirst("^file:", ""));
			return Optional.of(install.resolve(BUNDLED_FOLDER));
		} catch (URISyntaxException | IllegalArgumentException e) {
			return Optional.empty();
		}
	}

	public Path path() {
		return path;
	}

	public Path launcherJar() {
		return path.resolve("bin").resolve("ApacheJMeter.jar");
	}

	/** JMeter's version, e.g. "5.6.3" (from the core jar), or "unknown". */
	public String version() {
		return version;
	}

	@Override
	public String toString() {
		return "JMeter " + version + " at " + path;
	}

	private static Optional<Path> coreJar(Path ext) throws IOException {
		try (var files = Files.list(ext)) {
			return files.filter(f -> {
				String n = f.getFileName().toString();
				return n.startsWith(CORE_JAR) && n.endsWith(".jar");
			}).findFirst();
		}
	}

	/** The manifest's Implementation-Version, else the version in the file name (ApacheJMeter_core-5.6.3.jar). */
	private static String versionOf(Path coreJar) {
		try (JarFile jar = new JarFile(coreJar.toFile())) {
			var manifest = jar.getManifest();
			String v = manifest == null ? null : manifest.getMainAttributes().getValue("Implementation-Version");
			if (v != null && !v.isBlank()) {
				return v.strip();
			}
		} catch (IOException e) {
			// Fall back to the name.
		}
		String name = coreJar.getFileName().toString();
		String rest = name.substring(CORE_JAR.length(), name.length() - ".jar".length());
		return rest.startsWith("-") ? rest.substring(1) : "unknown";
	}
}
