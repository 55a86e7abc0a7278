package dyno.samples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Targets that act on command ({@link ChildJvm#command}): one command per line on standard input; the target
 * ends when its standard input closes (the parent ended) or after ten minutes, so it never outlives a test.
 */
final class OnDemand {

	private OnDemand() {
	}

	/** Prints {@code ready}, then runs each command line as it comes; never returns. */
	static void serve(Map<String, Runnable> commands) throws InterruptedException {
		Thread reader = new Thread(() -> {
			try {
				BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
				String line;
				while ((line = in.readLine()) != null) {
					Runnable command = commands.get(line.strip());
					if (command == null) {
						System.out.println("unknown command: " + line);
					} else {
						command.run();
					}
					System.out.flush();
				}
			} catch (IOException e) {
				// The pipe broke: the parent is gone.
			}
			System.exit(0);
		}, "stdin-commands");
		reader.setDaemon(true);
		reader.start();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Thread.sleep(600_000);
		System.exit(0);
	}

	/** Waits until the JVM itself sees a deadlock, then prints {@code answer}. */
	static void awaitDeadlock(String answer) {
		awaitDeadlocked(1, answer);
	}

	/** Waits until the JVM itself sees at least {@code threads} deadlocked threads, then prints {@code answer}. */
	static void awaitDeadlocked(int threads, String answer) {
		var mxbean = java.lang.management.ManagementFactory.getThreadMXBean();
		long[] ids;
		while ((ids = mxbean.findDeadlockedThreads()) == null || ids.length < threads) {
			sleep(5);
		}
		System.out.println(answer);
	}

	/** Waits until {@code thread} is in {@code state}. */
	static void awaitState(Thread thread, Thread.State state) {
		while (thread.getState() != state) {
			sleep(5);
		}
	}

	static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
