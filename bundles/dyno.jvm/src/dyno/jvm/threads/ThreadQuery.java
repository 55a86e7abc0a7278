package dyno.jvm.threads;

/**
 * What a thread sample asks the JVM for. Deeper stacks and lock lists cost the target a safepoint that grows with
 * them and cost the transfer bytes: a timeline needs little, a dump everything.
 *
 * @param maxDepth            stack frames per thread (0: no stacks; the parked/sleeping split then needs the
 *                            top frame, so at least 1 is sensible)
 * @param lockedMonitors      list the monitors each thread holds (with the frame that locked them)
 * @param lockedSynchronizers list the ownable synchronizers ({@code ReentrantLock} ...) each thread holds
 * @param virtualThreads      also list the virtual threads (JDK 21+, JVMs of this machine: see
 *                            {@link VirtualThreadDump}); costs the target a JSON dump of every thread
 */
public record ThreadQuery(int maxDepth, boolean lockedMonitors, boolean lockedSynchronizers, boolean virtualThreads) {

	/** For sampling every second: stacks deep enough to group by and to recognise a pool's idle wait. */
	public static final ThreadQuery SAMPLING = new ThreadQuery(32, false, false, true);
	/** For a thread dump: whole stacks and every held lock, as {@code jstack -l}. */
	public static final ThreadQuery DUMP = new ThreadQuery(Integer.MAX_VALUE, true, true, true);

	public ThreadQuery {
		if (maxDepth < 0) {
			throw new IllegalArgumentException("stack depth " + maxDepth + " is negative");
		}
	}

	/** Platform threads only. */
	public ThreadQuery(int maxDepth, boolean lockedMonitors, boolean lockedSynchronizers) {
		this(maxDepth, lockedMonitors, lockedSynchronizers, false);
	}
}
