package dyno.samples;

import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A target that deadlocks three threads on {@link ReentrantLock}s (ownable synchronizers, not monitors) on
 * command: after {@code deadlock}, thread {@code deadlock-lock-i} holds lock i and wants lock (i+1) mod 3, so
 * 1 waits for 2, 2 for 3 and 3 for 1; prints {@code deadlocked} once the JVM itself sees it.
 */
public final class LockDeadlock {

	public static final String PREFIX = "deadlock-lock-";
	public static final int THREADS = 3;

	public static void main(String[] args) throws InterruptedException {
		OnDemand.serve(Map.of("deadlock", LockDeadlock::deadlock));
	}

	private static void deadlock() {
		startDeadlock();
		OnDemand.awaitDeadlock("deadlocked");
	}

	/** Starts the three threads that will deadlock; does not wait for it. */
	static void startDeadlock() {
		ReentrantLock[] locks = new ReentrantLock[THREADS];
		for (int i = 0; i < THREADS; i++) {
			locks[i] = new ReentrantLock();
		}
		CyclicBarrier allHoldOne = new CyclicBarrier(THREADS);
		for (int i = 0; i < THREADS; i++) {
			ReentrantLock first = locks[i];
			ReentrantLock second = locks[(i + 1) % THREADS];
			Thread t = new Thread(() -> {
				first.lock();
				MonitorDeadlock.await(allHoldOne);
				second.lock();
				System.out.println("unreachable: got both locks");
			}, PREFIX + (i + 1));
			t.setDaemon(true);
			t.start();
		}
	}
}
