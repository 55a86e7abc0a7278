package dyno.samples;

import java.util.List;

/**
 * A JVM that lives a moment and ends on its own, as a batch job or a build tool's helper does: it sleeps the
 * milliseconds given as its argument and returns from main. Tests start hundreds of them to see what each leaves.
 */
public final class ShortLived {

	/** Options that keep such a JVM small and quick to start: a tiny heap, one compiler, the JDK's class archive. */
	public static final List<String> SMALL = List.of("-Xmx16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
			"-Xshare:auto");

	public static void main(String[] args) throws InterruptedException {
		Thread.sleep(Long.parseLong(args[0]));
	}
}
