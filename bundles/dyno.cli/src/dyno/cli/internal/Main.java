package dyno.cli.internal;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.jar.JarFile;

/**
 * {@code ./dyno <command>} on a plain class path (the engines' and EMF's jars of the product): the headless engines
 * need no OSGi framework, and starting Equinox cost about a second on every command, which scripts and CI pay again
 * and again (and which made {@code dyno aggregate} of a million rows wait longer for Equinox than for the rows).
 */
public final class Main {

	private Main() {
	}

	public static void main(String[] args) {
		int code = new Commands(version()).runGuarded(Arrays.asList(args), System.out, System.err);
		System.out.flush();
		System.exit(code);
	}

	/** The Bundle-Version of this jar's manifest: the version the product's OSGi framework would report. */
	private static String version() {
		try {
			Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
			try (JarFile file = new JarFile(jar.toFile())) {
				String v = file.getManifest().getMainAttributes().getValue("Bundle-Version");
				return v == null ? "(unknown version)" : v;
			}
		} catch (IOException | URISyntaxException | RuntimeException e) {
			return "(unknown version)"; // run from classes, not a jar (an IDE)
		}
	}
}
