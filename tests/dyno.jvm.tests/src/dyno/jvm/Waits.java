package dyno.jvm;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Polling helpers for tests that watch real JVMs. */
final class Waits {

	private Waits() {
	}

	/** Waits until {@code condition} holds, failing with {@code what} (evaluated late) after {@code limit}. */
	static void until(Duration limit, BooleanSupplier condition, Supplier<String> what) throws InterruptedException {
		long deadline = System.nanoTime() + limit.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				fail("not within " + limit.toMillis() + " ms: " + what.get());
			}
			Thread.sleep(10);
		}
	}

	/** A TCP port nothing listens on right now. */
	static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
