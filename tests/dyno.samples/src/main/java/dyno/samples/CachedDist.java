package dyno.samples;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A server distribution from Maven Central, downloaded once into the cache folder ({@code ~/.cache/dyno}, or
 * {@code -Ddyno.cache} / {@code DYNO_CACHE}) and unpacked there: what {@link WildFlyDist} and {@link TomcatDist}
 * share. Tests copy the unpacked home before they start or edit it, so the cache stays pristine.
 *
 * @param url     the tar.gz on Maven Central
 * @param folder  the folder the archive unpacks into, e.g. {@code apache-tomcat-9.0.98}
 * @param marker  a file of the unpacked home (relative to it) that shows the unpacking finished
 */
record CachedDist(String url, String folder, String marker) {

	/** The unpacked home in the cache, fetched and unpacked first when missing. */
	Path home() throws IOException, InterruptedException {
		Path cache = cache();
		Path home = cache.resolve(folder);
		Files.createDirectories(cache);
		// Test modules run side by side, each in its own JVM: a file lock keeps a second one from downloading or
		// unpacking the same archive at once (the monitor does so for the threads of one JVM, which a file lock
		// cannot: it belongs to the whole JVM).
		synchronized (CachedDist.class) {
			try (FileChannel lock = FileChannel.open(cache.resolve(folder + ".lock"), StandardOpenOption.CREATE,
					StandardOpenOption.WRITE); FileLock held = lock.lock()) {
				return unpacked(cache, home);
			}
		}
	}

	private Path unpacked(Path cache, Path home) throws IOException, InterruptedException {
		if (Files.isRegularFile(home.resolve(marker))) {
			return home;
		}
		Path archive = cache.resolve(url.substring(url.lastIndexOf('/') + 1));
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
		Files.move(partial.resolve(folder), home, StandardCopyOption.ATOMIC_MOVE);
		Files.delete(partial);
		return home;
	}

	/** A private copy of the cached home under {@code dir}, to start and edit. */
	Path copyTo(Path dir) throws IOException, InterruptedException {
		Path copy = dir.resolve(folder);
		Process cp = new ProcessBuilder("cp", "-a", home().toString(), copy.toString()).redirectErrorStream(true).start();
		String output = new String(cp.getInputStream().readAllBytes());
		if (!cp.waitFor(2, TimeUnit.MINUTES) || cp.exitValue() != 0) {
			throw new IOException("cannot copy " + folder + " to " + copy + ": " + output);
		}
		return copy;
	}

	static Path cache() {
		String dir = System.getProperty("dyno.cache", System.getenv("DYNO_CACHE"));
		return dir != null && !dir.isBlank() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".cache", "dyno");
	}

	private void download(Path archive) throws IOException, InterruptedException {
		Path part = archive.resolveSibling(archive.getFileName() + ".part");
		HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
				.connectTimeout(Duration.ofSeconds(30)).build();
		HttpResponse<InputStream> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
				HttpResponse.BodyHandlers.ofInputStream());
		if (r.statusCode() != 200) {
			throw new IOException("cannot download " + folder + " from " + url + ": HTTP " + r.statusCode());
		}
		try (InputStream in = r.body()) {
			Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
		}
		Files.move(part, archive, StandardCopyOption.ATOMIC_MOVE);
	}
}
