package dyno.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A Java agent that holds its JVM's main method back for a while ({@code -javaagent:<jar>=<millis>}): a server that
 * boots slowly, as one does on a cold machine or behind an APM agent whose premain takes seconds. The window in
 * which a JBoss Modules server has not installed its log manager yet grows by as much.
 */
public final class SlowStart {

	private SlowStart() {
	}

	public static void premain(String millis) throws InterruptedException {
		Thread.sleep(Long.parseLong(millis));
	}

	/** Writes the agent's jar into {@code dir} (the samples may be a class folder, which -javaagent does not take). */
	public static Path jar(Path dir) throws IOException {
		Manifest manifest = new Manifest();
		manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		manifest.getMainAttributes().put(new Attributes.Name("Premain-Class"), SlowStart.class.getName());
		Path jar = dir.resolve("slow-start.jar");
		String entry = SlowStart.class.getName().replace('.', '/') + ".class";
		try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
				InputStream in = SlowStart.class.getResourceAsStream("SlowStart.class")) {
			out.putNextEntry(new JarEntry(entry));
			in.transferTo(out);
			out.closeEntry();
		}
		return jar;
	}
}
