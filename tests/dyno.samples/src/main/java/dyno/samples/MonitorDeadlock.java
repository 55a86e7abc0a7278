package dyno.samples;

import java.util.Map;
import java.util.concurrent.CyclicBarrier;

/**
 * A target that deadlocks two threads on object monitors on command: after {@code deadlock} on its standard
 * input, {@value #FIRST} holds monitor A and wants B, {@value #SECOND} holds B and wants A; it prints
 * {@code deadlocked} once the JVM itself sees the deadlock. Until then both threads are not yet started.
 */
public final class MonitorDeadlock {

	public static final String FIRST = "deadlock-monitor-A";
	public static final String SECOND = "deadlock-monitor-B";

	private static final Object A = new Object();
	private static final Object B = new Object();

	public static void main(String[] args) throws InterruptedException {
		OnDemand.serve(Map.of("deadlock", MonitorDeadlock::deadlock));
	}

	private static void deadlock() {
		startDeadlock();
		OnDemand.awaitDeadlock("deadlocked");
	}

	/** Starts the two threads that will deadlock; does not wait for it. */
	static void startDeadlock() {
		// Both take their first monitor before either reaches for its second: the deadlock is certain.
		CyclicBarrier bothHoldOne = new CyclicBarrier(2);
		start(FIRST, A, B, bothHoldOne);
		start(SECOND, B, A, bothHoldOne);
	}

	private static void start(String name, Object first, Object second, CyclicBarrier barrier) {
		Thread t = new Thread(() -> {
			synchronized (first) {
				await(barrier);
				synchronized (second) {
					System.out.println("unreachable: " + name + " got both monitors");
				}
			}
		}, name);
		t.setDaemon(true);
		t.start();
	}

	static void await(CyclicBarrier barrier) {
		try {
			barrier.await();
		} catch (Exception e) {
			throw new IllegalStateException(e);
		}
	}
}
