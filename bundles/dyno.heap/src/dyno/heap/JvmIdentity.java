package dyno.heap;

/**
 * Which JVM a snapshot is of.
 *
 * @param startTime when the JVM started, in ms since the epoch (0 when unknown)
 */
public record JvmIdentity(String host, long pid, String mainClass, String jdk, long startTime) {

	/** A file-system-safe folder name, e.g. {@code localhost-1234-dyno.samples.Leaky-1700000000000}. */
	public String key() {
		return (host + "-" + pid + "-" + mainClass + "-" + startTime).replaceAll("[^A-Za-z0-9._-]", "_");
	}
}
