package dyno.jvm.threads;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * A sample as a thread dump in the shape of {@code jstack -l}: a header, each thread with its state line, frames,
 * the locks it waits for and holds, then the deadlocks. Lock objects are named by class and identity hash (the
 * management interface gives no addresses), so a lock a thread waits for reads the same as where another holds it.
 */
public final class ThreadDumpText {

	private ThreadDumpText() {
	}

	/**
	 * @param title names the JVM, e.g. its target label
	 * @throws IllegalArgumentException for a counts-only sample, which has nothing to dump
	 */
	public static String format(ThreadSample sample, String title) {
		if (!sample.detailed()) {
			throw new IllegalArgumentException("no thread dump from " + title + ": "
					+ String.join(" ", sample.gaps()));
		}
		StringBuilder b = new StringBuilder(sample.threads().size() * 1024);
		b.append(Instant.ofEpochMilli(sample.time())).append('\n');
		b.append("Full thread dump of ").append(title).append(" (").append(sample.threads().size())
				.append(" threads, taken by Dyno):\n");
		for (ThreadInfoRow t : sample.threads()) {
			b.append('\n');
			thread(b, t);
		}
		for (Deadlock d : sample.deadlocks()) {
			b.append("\nFound one Java-level deadlock:\n=============================\n");
			for (WaitsForGraph.ThreadNode t : d.graph().cycleThreads()) {
				ThreadInfoRow row = sample.thread(t.id()).orElseThrow();
				b.append('"').append(row.name()).append("\":\n  waiting for ").append(lockWord(row)).append(' ')
						.append(row.lock()).append(",\n  which is held by \"").append(row.lockOwnerName())
						.append("\"\n");
			}
		}
		return b.toString();
	}

	/** One thread's block, as in a dump: for a view's details pane. */
	public static String thread(ThreadInfoRow t) {
		StringBuilder b = new StringBuilder(1024);
		thread(b, t);
		return b.toString();
	}

	/** One thread's block. */
	static void thread(StringBuilder b, ThreadInfoRow t) {
		b.append('"').append(t.name()).append("\" #").append(t.id());
		if (t.virtual()) {
			b.append(" virtual"); // as the JDK's own dump marks them; always daemons, their priority is fixed
		} else {
			if (t.daemon()) {
				b.append(" daemon");
			}
			b.append(" prio=").append(t.priority());
		}
		if (t.cpuNanos() >= 0) {
			b.append(String.format(Locale.ROOT, " cpu=%.2fms", t.cpuNanos() / 1e6));
		}
		if (t.inNative()) {
			b.append(" (in native)");
		}
		if (t.suspended()) {
			b.append(" (suspended)");
		}
		b.append("\n   java.lang.Thread.State: ").append(t.jvmState()).append(detail(t)).append('\n');
		List<StackTraceElement> stack = t.stack();
		for (int depth = 0; depth < stack.size(); depth++) {
			b.append("\tat ");
			frame(b, stack.get(depth));
			b.append('\n');
			if (depth == 0 && t.lock() != null) {
				b.append("\t- ").append(waitWord(t)).append(" <").append(t.lock()).append('>');
				if (t.lockOwnerId() >= 0) {
					b.append(" owned by \"").append(t.lockOwnerName()).append("\" #").append(t.lockOwnerId());
				}
				b.append('\n');
			}
			for (ThreadInfoRow.LockedMonitor m : t.lockedMonitors()) {
				if (m.depth() == depth) {
					b.append("\t- locked <").append(m.lock()).append(">\n");
				}
			}
		}
		if (!t.lockedSynchronizers().isEmpty()) {
			b.append("\n   Locked ownable synchronizers:\n");
			for (LockRef l : t.lockedSynchronizers()) {
				b.append("\t- <").append(l).append(">\n");
			}
		}
	}

	/** A frame as jstack writes it: {@code java.lang.Thread.sleep(java.base@25/Thread.java:540)}. */
	public static void frame(StringBuilder b, StackTraceElement f) {
		b.append(f.getClassName()).append('.').append(f.getMethodName()).append('(');
		if (f.getModuleName() != null) {
			b.append(f.getModuleName());
			if (f.getModuleVersion() != null) {
				b.append('@').append(f.getModuleVersion());
			}
			b.append('/');
		}
		if (f.isNativeMethod()) {
			b.append("Native Method");
		} else if (f.getFileName() == null) {
			b.append("Unknown Source");
		} else {
			b.append(f.getFileName());
			if (f.getLineNumber() >= 0) {
				b.append(':').append(f.getLineNumber());
			}
		}
		b.append(')');
	}

	private static String detail(ThreadInfoRow t) {
		return switch (t.state()) {
		case BLOCKED -> " (on object monitor)";
		case PARKED -> " (parking)";
		case SLEEPING -> " (sleeping)";
		case WAITING, TIMED_WAITING -> " (on object monitor)";
		default -> "";
		};
	}

	private static String waitWord(ThreadInfoRow t) {
		return switch (t.state()) {
		case BLOCKED -> "waiting to lock";
		case PARKED -> "parking to wait for";
		default -> "waiting on";
		};
	}

	private static String lockWord(ThreadInfoRow t) {
		return t.jvmState() == Thread.State.BLOCKED ? "monitor" : "ownable synchronizer";
	}
}
