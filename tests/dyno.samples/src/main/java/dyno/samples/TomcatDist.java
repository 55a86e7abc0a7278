package dyno.samples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A real Apache Tomcat for tests: {@code org.apache.tomcat:tomcat:<version>:tar.gz} from Maven Central, downloaded
 * once into the cache folder and unpacked there ({@link CachedDist}). {@link #VERSION} is the release whose
 * {@code conf/} the shared fixtures hold; Central serves the 10.1 and 11.0 lines under the same coordinates
 * ({@link #VERSION_10}, {@link #VERSION_11}). Tests copy the unpacked home before they start or edit it.
 * Run as a program ({@code java -cp dyno.samples.jar dyno.samples.TomcatDist [version]}) it prints the cached home.
 */
public final class TomcatDist {

	public static final String VERSION = "9.0.98";
	public static final String VERSION_10 = "10.1.59";
	public static final String VERSION_11 = "11.0.14";

	private TomcatDist() {
	}

	public static void main(String[] args) throws IOException, InterruptedException {
		System.out.println(home(args.length > 0 ? args[0] : VERSION));
	}

	/** The unpacked Tomcat {@code version} in the cache, fetched and unpacked first when missing. */
	public static Path home(String version) throws IOException, InterruptedException {
		return dist(version).home();
	}

	/** A private copy of the cached Tomcat {@code version} under {@code dir}, to start and edit. */
	public static Path copyTo(String version, Path dir) throws IOException, InterruptedException {
		return dist(version).copyTo(dir);
	}

	/**
	 * Moves the HTTP connector of a copy's {@code conf/server.xml} to {@code httpPort} and turns its shutdown port
	 * off ({@code -1}: such a Tomcat stops on SIGTERM, as Dyno stops it), so that it can run beside other servers.
	 */
	public static void usePort(Path home, int httpPort) throws IOException {
		Path serverXml = home.resolve("conf/server.xml");
		String xml = Files.readString(serverXml, StandardCharsets.UTF_8);
		String moved = xml.replace("<Server port=\"8005\"", "<Server port=\"-1\"").replace("port=\"8080\"",
				"port=\"" + httpPort + "\"");
		if (moved.equals(xml)) {
			throw new IOException(serverXml + " has neither the shutdown port 8005 nor the HTTP port 8080");
		}
		Files.writeString(serverXml, moved, StandardCharsets.UTF_8);
	}

	private static CachedDist dist(String version) {
		return new CachedDist("https://repo1.maven.org/maven2/org/apache/tomcat/tomcat/" + version + "/tomcat-"
				+ version + ".tar.gz", "apache-tomcat-" + version, "bin/bootstrap.jar");
	}
}
