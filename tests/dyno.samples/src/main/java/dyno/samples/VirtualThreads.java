package dyno.samples;

import java.util.Map;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A JDK 21+ target with known virtual threads: {@value #SLEEPERS} named {@code vt-sleeper-N} sleeping,
 * {@value #WAITER} waiting on a monitor nobody notifies, {@value #PARKED} parked on a {@link ReentrantLock} the
 * main thread holds, and {@value #UNNAMED} unnamed ones sleeping (as an executor's tasks are); the first argument,
 * if any, is the number of sleepers instead (for the threads bench). Prints {@code ready} when all have reached
 * their wait. The samples compile for Java 17, so virtual threads are made through
 * reflection.
 */
public final class VirtualThreads {

	public static final String SLEEPER_PREFIX = "vt-sleeper-";
	public static final int SLEEPERS = 5;
	public static final String WAITER = "vt-waiter";
	public static final String PARKED = "vt-parked";
	public static final int UNNAMED = 2;

	public static void main(String[] args) throws Exception {
		ReentrantLock lock = new ReentrantLock();
		lock.lock();
		Object never = new Object();
		int sleepers = args.length > 0 ? Integer.parseInt(args[0]) : SLEEPERS;
		for (int i = 1; i <= sleepers; i++) {
			virtual(SLEEPER_PREFIX + i).newThread(() -> OnDemand.sleep(600_000)).start();
		}
		Thread waiter = virtual(WAITER).newThread(() -> {
			synchronized (never) {
				try {
					never.wait();
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}
		});
		waiter.start();
		Thread parked = virtual(PARKED).newThread(lock::lock);
		parked.start();
		for (int i = 0; i < UNNAMED; i++) {
			virtual(null).newThread(() -> OnDemand.sleep(600_000)).start();
		}
		OnDemand.awaitState(waiter, Thread.State.WAITING);
		OnDemand.awaitState(parked, Thread.State.WAITING);
		OnDemand.sleep(200); // the sleepers reach their sleep
		OnDemand.serve(Map.of());
	}

	/** {@code Thread.ofVirtual().name(name).factory()} of JDK 21, through reflection. */
	private static ThreadFactory virtual(String name) throws ReflectiveOperationException {
		Class<?> builder = Class.forName("java.lang.Thread$Builder");
		Object ofVirtual = Thread.class.getMethod("ofVirtual").invoke(null);
		if (name != null) {
			ofVirtual = builder.getMethod("name", String.class).invoke(ofVirtual, name);
		}
		return (ThreadFactory) builder.getMethod("factory").invoke(ofVirtual);
	}
}
