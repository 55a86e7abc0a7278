package dyno.samples;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A real WildFly, the JBoss of today, for tests and the demo: {@code org.wildfly:wildfly-dist} from Maven Central,
 * downloaded once into a cache folder and unpacked there ({@code ~/.cache/dyno}, or {@code -Ddyno.cache} /
 * {@code DYNO_CACHE}). Tests copy the unpacked home before they start or edit it, so the cache stays pristine.
 * Run as a program ({@code java -cp dyno.samples.jar dyno.samples.WildFlyDist}) it prints the cached home.
 */
public final class WildFlyDist {

	public static final String VERSION = "39.0.1.Final";
	static final String URL = "https://repo1.maven.org/maven2/org/wildfly/wildfly-dist/" + VERSION + "/wildfly-dist-"
			+ VERSION + ".tar.gz";

	private WildFlyDist() {
	}

	public static void main(String[] args) throws IOException, InterruptedException {
		System.out.println(home());
	}

	/** The unpacked WildFly in the cache, fetched and unpacked first when missing. */
	public static synchronized Path home() throws IOException, InterruptedException {
		Path cache = cache();
		Path home = cache.resolve("wildfly-" + VERSION);
		if (Files.isRegularFile(home.resolve("jboss-modules.jar"))) {
			return home;
		}
		Files.createDirectories(cache);
		Path archive = cache.resolve("wildfly-dist-" + VERSION + ".tar.gz");
		if (!Files.isRegularFile(archive)) {
			download(archive);
		}
		// tar keeps the scripts' executable bits, which a Java unpacker would have to rebuild.
		Path partial = Files.createTempDirectory(cache, "unpack-");
		Process tar = new ProcessBuilder("tar", "xzf", archive.toString(), "-C", partial.toString())
				.redirectErrorStream(true).start();
		String output = new String(tar.getInputStream().readAllBytes());
		if (!tar.waitFor(5, TimeUnit.MINUTES) || tar.exitValue() != 0) {
			throw new IOException("cannot unpack " + archive + ": " + output);
		}
		Files.move(partial.resolve(home.getFileName()), home, StandardCopyOption.ATOMIC_MOVE);
		Files.delete(partial);
		return home;
	}

	/** A private copy of the cached WildFly under {@code dir}, to start and edit. */
	public static Path copyTo(Path dir) throws IOException, InterruptedException {
		Path copy = dir.resolve("wildfly-" + VERSION);
		Process cp = new ProcessBuilder("cp", "-a", home().toString(), copy.toString()).redirectErrorStream(true).start();
		String output = new String(cp.getInputStream().readAllBytes());
		if (!cp.waitFor(2, TimeUnit.MINUTES) || cp.exitValue() != 0) {
			throw new IOException("cannot copy WildFly to " + copy + ": " + output);
		}
		return copy;
	}

	/**
	 * A port offset whose HTTP port (8080 + offset) is free now; WildFly's other ports move with it. Outside
	 * 10000..50000 the offset would push some of them off the port range, so 3000 is taken instead.
	 */
	public static int freePortOffset() throws IOException {
		int port = Waits.freePort();
		return port > 10_000 && port < 50_000 ? port - 8080 : 3000;
	}

	static Path cache() {
		String dir = System.getProperty("dyno.cache", System.getenv("DYNO_CACHE"));
		return dir != null && !dir.isBlank() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".cache", "dyno");
	}

	private static void download(Path archive) throws IOException, InterruptedException {
		Path part = archive.resolveSibling(archive.getFileName() + ".part");
		HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
				.connectTimeout(Duration.ofSeconds(30)).build();
		HttpResponse<InputStream> r = http.send(HttpRequest.newBuilder(URI.create(URL)).build(),
				HttpResponse.BodyHandlers.ofInputStream());
		if (r.statusCode() != 200) {
			throw new IOException("cannot download WildFly from " + URL + ": HTTP " + r.statusCode());
		}
		try (InputStream in = r.body()) {
			Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
		}
		Files.move(part, archive, StandardCopyOption.ATOMIC_MOVE);
	}
}
