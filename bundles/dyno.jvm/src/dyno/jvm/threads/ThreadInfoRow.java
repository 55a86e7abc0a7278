package dyno.jvm.threads;

import java.util.List;

/**
 * One thread of one sample, as the target's Thread MXBean described it. Times and counts the JVM does not
 * measure are -1 (CPU time when thread CPU measurement is off; blocked and waited times unless thread
 * contention monitoring is on).
 *
 * @param id                  the JVM's thread id
 * @param jvmState            the JVM's own state
 * @param state               the state a timeline shows (see {@link ThreadState#of})
 * @param cpuNanos            CPU time used so far, -1 when unknown
 * @param blockedCount        times the thread blocked to enter a monitor
 * @param blockedMillis       time spent so, -1 when not measured
 * @param waitedCount         times the thread waited or parked
 * @param waitedMillis        time spent so, -1 when not measured
 * @param lock                what the thread is blocked on or waits for, null when nothing
 * @param lockOwnerId         the thread holding {@link #lock}, -1 when none (or not ownable, e.g. a condition)
 * @param lockOwnerName       that thread's name, null when none
 * @param stack               the top of the stack, at most the query's depth
 * @param lockedMonitors      monitors held, with the depth of the frame that locked them (empty when not asked)
 * @param lockedSynchronizers ownable synchronizers held (empty when not asked)
 * @param virtual             a virtual thread (read from the JVM's thread dump, see {@link VirtualThreadDump}); its
 *                            name is often empty, see {@link #label()}
 */
public record ThreadInfoRow(long id, String name, Thread.State jvmState, ThreadState state, boolean daemon,
		int priority, long cpuNanos, long blockedCount, long blockedMillis, long waitedCount, long waitedMillis,
		LockRef lock, long lockOwnerId, String lockOwnerName, boolean inNative, boolean suspended,
		List<StackTraceElement> stack, List<LockedMonitor> lockedMonitors, List<LockRef> lockedSynchronizers,
		boolean virtual) {

	public ThreadInfoRow {
		stack = List.copyOf(stack);
		lockedMonitors = List.copyOf(lockedMonitors);
		lockedSynchronizers = List.copyOf(lockedSynchronizers);
	}

	/** The name, or for an unnamed thread (most virtual threads are) {@code #id}, so a list never shows a blank. */
	public String label() {
		return name.isEmpty() ? "#" + id : name;
	}

	/** A monitor a thread holds, and the stack depth of the frame that entered it (-1 when unknown). */
	public record LockedMonitor(LockRef lock, int depth) {
	}
}
