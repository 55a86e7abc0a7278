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
	 * A port offset whose HTTP port (8080 + offset) is free now; WildFly's other ports move with it. Outside
	 * 10000..50000 the offset would push some of them off the port range, so 3000 is taken instead.
	 */
	public static int freePortOffset() throws IOException {
		int port = Waits.freePort();
		return port > 10_000 && port < 50_000 ? port - 8080 : 3000;
	}
}
