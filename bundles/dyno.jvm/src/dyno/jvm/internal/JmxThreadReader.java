package dyno.jvm.internal;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

import dyno.jvm.threads.Deadlock;
import dyno.jvm.threads.LockRef;
import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadState;

/**
 * Thread samples from a JVM's Thread MXBean: four remote calls whatever the number of threads (deadlocks, all
 * threads with their stacks, CPU times of all of them at once, counts). Deadlocks are asked first: a deadlock
 * never resolves, so every thread it names is still stuck, with the same owners, when the stacks are read.
 */
final class JmxThreadReader {

	private static final ObjectName THREADING = JmxActions.name(ManagementFactory.THREAD_MXBEAN_NAME);
	private static final String[] COUNTS = { "ThreadCount", "DaemonThreadCount", "PeakThreadCount",
			"TotalStartedThreadCount" };

	private final MBeanServerConnection mbs;
	private final ThreadMXBean threads;
	private final List<String> gaps = new ArrayList<>();
	/** JDK 8 has no {@code dumpAllThreads} with a depth: it then sends whole stacks, cut here. */
	private boolean depthSupported = true;
	private boolean cpuSupported;
	private final VirtualThreadReader virtual;

	/** @param sameMachine whether the JVM runs on this machine (virtual threads can be read only then) */
	JmxThreadReader(MBeanServerConnection mbs, boolean sameMachine) throws IOException {
		this.mbs = mbs;
		this.threads = ManagementFactory.newPlatformMXBeanProxy(mbs, ManagementFactory.THREAD_MXBEAN_NAME,
				ThreadMXBean.class);
		cpuSupported = threads.isThreadCpuTimeSupported() && threads.isThreadCpuTimeEnabled();
		if (!cpuSupported) {
			gaps.add("No CPU per thread: thread CPU time measurement is off in this JVM "
					+ "(-XX:-ThreadCpuTime or ThreadMXBean.setThreadCpuTimeEnabled(false)).");
		}
		if (!threads.isThreadContentionMonitoringEnabled()) {
			gaps.add("Blocked and waited times are not measured (thread contention monitoring is off in the JVM); "
					+ "the counts are.");
		}
		virtual = new VirtualThreadReader(mbs, featureRelease(), sameMachine);
	}

	private int featureRelease() throws IOException {
		try {
			String spec = String.valueOf(mbs.getAttribute(JmxActions.name("java.lang:type=Runtime"), "SpecVersion"));
			return Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
		} catch (JMException | NumberFormatException e) {
			return 0;
		}
	}

	ThreadSample read(ThreadQuery query) throws IOException {
		long[] deadlocked = threads.findDeadlockedThreads();
		ThreadInfo[] infos = dump(query);
		long[] ids = new long[infos.length];
		for (int i = 0; i < infos.length; i++) {
			ids[i] = infos[i].getThreadId();
		}
		long time = System.currentTimeMillis();
		long[] cpu = cpuTimes(ids);
		List<ThreadInfoRow> rows = new ArrayList<>(infos.length);
		for (int i = 0; i < infos.length; i++) {
			rows.add(row(infos[i], cpu == null ? -1 : cpu[i], query.maxDepth()));
		}
		List<Deadlock> deadlocks = deadlocked == null ? List.of()
				: Deadlock.find(rows, Arrays.stream(deadlocked).boxed().toList());
		List<String> notes = gaps;
		if (query.virtualThreads()) {
			rows.addAll(virtual.read(query.maxDepth()));
			if (virtual.gap() != null && !virtual.gap().isEmpty()) {
				notes = new ArrayList<>(gaps);
				notes.add(virtual.gap());
			}
		}
		return new ThreadSample(time, rows, deadlocks, counts(), true, notes);
	}

	private ThreadInfo[] dump(ThreadQuery query) {
		if (depthSupported) {
			try {
				return threads.dumpAllThreads(query.lockedMonitors(), query.lockedSynchronizers(), query.maxDepth());
			} catch (UndeclaredThrowableException e) {
				if (!(e.getCause() instanceof JMException)) {
					throw e; // the connection broke: not a question of the JDK release
				}
				// The operation with a depth does not exist before JDK 10: the target's MBean server says so.
				depthSupported = false;
			}
		}
		return threads.dumpAllThreads(query.lockedMonitors(), query.lockedSynchronizers());
	}

	/** All CPU times in one call (the HotSpot extension {@code com.sun.management.ThreadMXBean}); null if absent. */
	private long[] cpuTimes(long[] ids) throws IOException {
		if (!cpuSupported) {
			return null;
		}
		try {
			return (long[]) mbs.invoke(THREADING, "getThreadCpuTime", new Object[] { ids },
					new String[] { long[].class.getName() });
		} catch (JMException e) {
			cpuSupported = false;
			gaps.add("No CPU per thread: this JVM has no bulk CPU time operation (" + e.getMessage() + ").");
			return null;
		}
	}

	private ThreadCounts counts() throws IOException {
		try {
			AttributeList list = mbs.getAttributes(THREADING, COUNTS);
			long[] v = new long[COUNTS.length];
			for (Attribute a : list.asList()) {
				v[Arrays.asList(COUNTS).indexOf(a.getName())] = ((Number) a.getValue()).longValue();
			}
			return new ThreadCounts((int) v[0], (int) v[1], (int) v[2], v[3]);
		} catch (JMException e) {
			throw new IOException("the JVM's Threading bean answered unexpectedly: " + e, e);
		}
	}

	static ThreadInfoRow row(ThreadInfo t, long cpuNanos, int maxDepth) {
		StackTraceElement[] trace = t.getStackTrace();
		List<StackTraceElement> stack = Arrays.asList(trace).subList(0, Math.min(trace.length, maxDepth));
		List<ThreadInfoRow.LockedMonitor> monitors = new ArrayList<>();
		for (MonitorInfo m : t.getLockedMonitors()) {
			monitors.add(new ThreadInfoRow.LockedMonitor(LockRef.of(m), m.getLockedStackDepth()));
		}
		List<LockRef> synchronizers = Arrays.stream(t.getLockedSynchronizers()).map(LockRef::of).toList();
		return new ThreadInfoRow(t.getThreadId(), t.getThreadName(), t.getThreadState(),
				ThreadState.of(t.getThreadState(), stack), t.isDaemon(), t.getPriority(), cpuNanos, t.getBlockedCount(),
				t.getBlockedTime(), t.getWaitedCount(), t.getWaitedTime(), LockRef.of(t.getLockInfo()),
				t.getLockOwnerId(), t.getLockOwnerName(), t.isInNative(), t.isSuspended(), stack, monitors,
				synchronizers, false);
	}
}
