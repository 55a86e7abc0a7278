package dyno.samples;

import java.util.Map;

/**
 * A target with two deadlocks at once on command: after {@code deadlock}, {@link MonitorDeadlock}'s two threads
 * on object monitors and {@link LockDeadlock}'s three on {@code ReentrantLock}s; prints {@code deadlocked} once the
 * JVM sees all {@value #THREADS} threads deadlocked.
 */
public final class TwoDeadlocks {

	public static final int THREADS = 2 + LockDeadlock.THREADS;

	public static void main(String[] args) throws InterruptedException {
		OnDemand.serve(Map.of("deadlock", () -> {
			MonitorDeadlock.startDeadlock();
			LockDeadlock.startDeadlock();
			OnDemand.awaitDeadlocked(THREADS, "deadlocked");
		}));
	}
}
