package dyno.samples;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Polling helpers for tests that watch real JVMs and servers. They throw {@link AssertionError} rather than call
 * JUnit, so this jar needs no test framework; JUnit reports the error as a failure all the same.
 */
public final class Waits {

	private Waits() {
	}

	/** Waits until {@code condition} holds, failing with {@code what} (evaluated late) after {@code limit}. */
	public static void until(Duration limit, BooleanSupplier condition, Supplier<String> what)
			throws InterruptedException {
		long deadline = System.nanoTime() + limit.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + limit.toMillis() + " ms: " + what.get());
			}
			Thread.sleep(10);
		}
	}

	/** A TCP port nothing listens on right now. */
	public static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
