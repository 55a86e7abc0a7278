package dyno.jvm.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The busy rule on the stacks the servers' pools really have (written top frame first, as thread dumps of
 * Tomcat 9, JBoss Web 2.1 (JBoss 5), WildFly 30 and HikariCP show them).
 */
class PoolPatternTest {

	private static final PoolPattern HTTP = PoolPattern.DEFAULTS.get(0);

	@Test
	void idleInThePoolsOwnWaitIsIdle() {
		// Tomcat NIO worker waiting for a task.
		assertFalse(HTTP.busy(waiting("jdk.internal.misc.Unsafe.park", "java.util.concurrent.locks.LockSupport.park",
				"java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.await",
				"java.util.concurrent.LinkedBlockingQueue.take", "org.apache.tomcat.util.threads.TaskQueue.take",
				"org.apache.tomcat.util.threads.ThreadPoolExecutor.getTask",
				"org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker")));
		// JBoss Web BIO worker (JBoss 5) waiting for a socket to serve.
		assertFalse(HTTP.busy(waiting("java.lang.Object.wait", "java.lang.Object.wait",
				"org.apache.tomcat.util.net.JIoEndpoint$Worker.await", "org.apache.tomcat.util.net.JIoEndpoint$Worker.run",
				"java.lang.Thread.run")));
		// WildFly's EnhancedQueueExecutor parks right in its thread body.
		assertFalse(HTTP.busy(waiting("jdk.internal.misc.Unsafe.park", "java.util.concurrent.locks.LockSupport.parkNanos",
				"org.jboss.threads.EnhancedQueueExecutor$ThreadBody.run", "java.lang.Thread.run")));
	}

	@Test
	void waitingInsideATaskIsBusy() {
		// A request waiting for a database connection (HikariCP) inside a JDK pool worker.
		assertTrue(HTTP.busy(waiting("jdk.internal.misc.Unsafe.park", "java.util.concurrent.locks.LockSupport.parkNanos",
				"java.util.concurrent.SynchronousQueue.poll", "com.zaxxer.hikari.util.ConcurrentBag.borrow",
				"com.zaxxer.hikari.pool.HikariPool.getConnection", "org.example.OrderDao.find",
				"java.util.concurrent.ThreadPoolExecutor.runWorker")));
		// A request sleeping in application code under WildFly's executor.
		assertTrue(HTTP.busy(row(Thread.State.TIMED_WAITING, "java.lang.Thread.sleep", "org.example.Slow.handle",
				"org.jboss.threads.EnhancedQueueExecutor$ThreadBody.run")));
		// Running or blocked on a monitor is always busy, whatever the stack.
		assertTrue(HTTP.busy(row(Thread.State.RUNNABLE, "sun.nio.ch.SocketDispatcher.read0")));
		assertTrue(HTTP.busy(row(Thread.State.BLOCKED, "org.example.Cache.get")));
	}

	@Test
	void poolsAreNamedByTheirThreadsWithoutTheTrailingNumber() {
		assertEquals("http-nio-8080-exec-*", PoolPattern.poolOf("http-nio-8080-exec-17"));
		assertEquals("default task-*", PoolPattern.poolOf("default task-3"));
		assertEquals("WorkManager(2)-*", PoolPattern.poolOf("WorkManager(2)-12"));
		assertEquals("http-nio-8080-Poller", PoolPattern.poolOf("http-nio-8080-Poller"));
		assertTrue(HTTP.matches("http-127.0.0.1-8080-1"));
		assertFalse(HTTP.matches("xhttp-1"));
		assertTrue(PoolPattern.of("*Worker?").matches("MyWorker7"));
		assertFalse(PoolPattern.of("*Worker?").matches("MyWorker17"));
	}

	/** WAITING at these frames: parked or in Object.wait, as the top frame says. */
	private static ThreadInfoRow waiting(String... frames) {
		return row(Thread.State.WAITING, frames);
	}

	private static ThreadInfoRow row(Thread.State state, String... frames) {
		List<StackTraceElement> stack = new ArrayList<>();
		for (String f : frames) {
			int dot = f.lastIndexOf('.');
			stack.add(new StackTraceElement(f.substring(0, dot), f.substring(dot + 1), null, -1));
		}
		return new ThreadInfoRow(1, "http-nio-8080-exec-1", state, ThreadState.of(state, stack), true, 5, -1, 0, -1, 0,
				-1, null, -1, null, false, false, stack, List.of(), List.of(), false);
	}
}
