package dyno.samples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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

	/**
	 * JVM options for a WildFly a test starts: C1 only. A test's WildFly boots, answers a few requests and stops; C2's
	 * compilations cost it more CPU than they save (a boot took 8 CPU-seconds with C2 and 5 without, 15 s and 9 s on
	 * a busy 2-core machine), and the suite's modules share those two cores.
	 */
	public static final List<String> TEST_JVM_OPTIONS = List.of("-XX:TieredStopAtLevel=1");

	/** {@code options}, then {@link #TEST_JVM_OPTIONS}. */
	public static List<String> withTestJvmOptions(List<String> options) {
		List<String> all = new java.util.ArrayList<>(options);
		all.addAll(TEST_JVM_OPTIONS);
		return List.copyOf(all);
	}

	/** WildFly's socket bindings in its shipped standalone configurations, before the offset. */
	private static final int[] PORTS = { 4712, 4713, 8009, 8080, 8443, 9990, 9993 };

	/** The unpacked WildFly in the cache, fetched and unpacked first when missing. */
	public static Path home() throws IOException, InterruptedException {
		return DIST.home();
	}

	/** A private copy of the cached WildFly under {@code dir}, to start and edit. */
	public static Path copyTo(Path dir) throws IOException, InterruptedException {
		return DIST.copyTo(dir);
	}

	/**
	 * Adds a management user to the {@code mgmt-users.properties} of {@code configuration} (a server's
	 * {@code standalone/configuration} or {@code domain/configuration}), as {@code add-user.sh} does: the realm's
	 * file stores HEX(MD5(user:ManagementRealm:password)).
	 */
	public static void addManagementUser(Path configuration, String user, String password) throws IOException {
		try {
			byte[] digest = java.security.MessageDigest.getInstance("MD5")
					.digest((user + ":ManagementRealm:" + password).getBytes(java.nio.charset.StandardCharsets.UTF_8));
			java.nio.file.Files.writeString(configuration.resolve("mgmt-users.properties"), "\n" + user + "="
					+ java.util.HexFormat.of().formatHex(digest) + "\n", java.nio.file.StandardOpenOption.APPEND);
		} catch (java.security.NoSuchAlgorithmException e) {
			throw new IllegalStateException("every JDK has MD5", e);
		}
	}

	/**
	 * A port offset whose ports are all free now: the HTTP port (8080 + offset, a port the kernel just handed out)
	 * and WildFly's others, which move with it (4712 to 9993 in the shipped configurations). No fixed fallback: two
	 * WildFlys started at once (the test modules run side by side, and so do two users' suites) would both get it.
	 * Other processes hold ports too, so each one is tried; a port taken between here and the boot remains possible.
	 */
	public static int freePortOffset() throws IOException {
		for (int draw = 0; draw < 100; draw++) {
			int offset = Waits.freePort() - 8080;
			if (offset + 4712 >= 1024 && offset + 9993 <= 65_535 && allFree(offset)) {
				return offset;
			}
		}
		throw new IOException("no offset with all of WildFly's ports free in 100 draws of a free port");
	}

	private static boolean allFree(int offset) {
		for (int port : PORTS) {
			try (java.net.ServerSocket s = new java.net.ServerSocket()) {
				s.bind(new java.net.InetSocketAddress("127.0.0.1", port + offset));
			} catch (IOException e) {
				return false;
			}
		}
		return true;
	}
}
