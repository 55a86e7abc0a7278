package dyno.samples;

import java.util.Map;
import java.util.concurrent.locks.LockSupport;

/**
 * A target whose threads sit in known states, each named after it, for tests to find: {@value #BLOCKED} is
 * BLOCKED on a monitor that {@value #HOLDER} holds while sleeping; {@value #WAITING} waits in
 * {@code Object.wait()}, {@value #TIMED_WAITING} in {@code Object.wait(ms)}; {@value #PARKED} is parked by
 * {@code LockSupport.park}, {@value #SLEEPING} sleeps, {@value #RUNNING} spins. Prints {@code ready} once every
 * thread is in its state.
 */
public final class ThreadStates {

	public static final String BLOCKED = "state-blocked";
	public static final String HOLDER = "state-holder";
	public static final String WAITING = "state-waiting";
	public static final String TIMED_WAITING = "state-timed-waiting";
	public static final String PARKED = "state-parked";
	public static final String SLEEPING = "state-sleeping";
	public static final String RUNNING = "state-running";

	private static final Object HELD = new Object();
	private static final Object NOTIFIED_NEVER = new Object();
	/** Written so the JIT keeps the spinning loop. */
	static volatile long spins;

	public static void main(String[] args) throws InterruptedException {
		Thread holder = start(HOLDER, () -> {
			synchronized (HELD) {
				OnDemand.sleep(600_000);
			}
		});
		OnDemand.awaitState(holder, Thread.State.TIMED_WAITING);
		await(start(BLOCKED, () -> {
			synchronized (HELD) {
				spins++;
			}
		}), Thread.State.BLOCKED);
		await(start(WAITING, () -> waitOn(0)), Thread.State.WAITING);
		await(start(TIMED_WAITING, () -> waitOn(600_000)), Thread.State.TIMED_WAITING);
		await(start(PARKED, () -> {
			while (true) {
				LockSupport.park(NOTIFIED_NEVER);
			}
		}), Thread.State.WAITING);
		await(start(SLEEPING, () -> OnDemand.sleep(600_000)), Thread.State.TIMED_WAITING);
		await(start(RUNNING, () -> {
			while (true) {
				spins++;
			}
		}), Thread.State.RUNNABLE);
		OnDemand.serve(Map.of());
	}

	private static void waitOn(long millis) {
		synchronized (NOTIFIED_NEVER) {
			try {
				NOTIFIED_NEVER.wait(millis);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private static void await(Thread t, Thread.State state) {
		OnDemand.awaitState(t, state);
	}

	private static Thread start(String name, Runnable body) {
		Thread t = new Thread(body, name);
		t.setDaemon(true);
		t.start();
		return t;
	}
}
