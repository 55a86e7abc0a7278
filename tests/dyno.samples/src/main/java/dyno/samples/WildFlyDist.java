package dyno.samples;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A real WildFly, the JBoss of today, for tests and the demo: {@code org.wildfly:wildfly-dist} from Maven Central,
 * downloaded once into a cache folder and unpacked there ({@link CachedDist}). Tests copy the unpacked home
 * before they start or edit it, so the cache stays pristine.
 * Run as a program ({@code java -cp dyno.samples.jar dyno.samples.WildFlyDist}) it prints the cached home.
 */
public final class WildFlyDist {

	public static final String VERSION = "39.0.1.Final";
	private static final CachedDist DIST = new CachedDist("https://repo1.maven.org/maven2/org/wildfly/wildfly-dist/"
			+ VERSION + "/wildfly-dist-" + VERSION + ".tar.gz", "wildfly-" + VERSION, "jboss-modules.jar");

	private WildFlyDist() {
	}

	public static void main(String[] args) throws IOException, InterruptedException {
		System.out.println(home());
	}

	/** The unpacked WildFly in the cache, fetched and unpacked first when missing. */
	public static Path home() throws IOException, InterruptedException {
		return DIST.home();
	}

	/** A private copy of the cached WildFly under {@code dir}, to start and edit. */
	public static Path copyTo(Path dir) throws IOException, InterruptedException {
		return DIST.copyTo(dir);
	}

	/**
	 * A port offset whose HTTP port (8080 + offset) is free now; WildFly's other ports (4712 to 9993) move with it,
	 * so the free port drawn must leave all of them inside 1024..65535. No fixed fallback: two WildFlys started at
	 * once (the test modules run side by side, and so do two users' suites) would both get it.
	 */
	public static int freePortOffset() throws IOException {
		for (int draw = 0; draw < 100; draw++) {
			int port = Waits.freePort();
			if (port - 8080 + 4712 >= 1024 && port - 8080 + 9993 <= 65_535) {
				return port - 8080;
			}
		}
		throw new IOException("the kernel handed out no free port that fits WildFly's port range in 100 draws");
	}
}
