package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dyno.core.JsonReader;

/**
 * The virtual threads of a JVM's JSON thread dump ({@code jcmd <pid> Thread.dump_to_file -format=json}, or the
 * {@code HotSpotDiagnosticMXBean.dumpThreads} operation), the only place a JDK 21+ lists them: its Thread MXBean
 * reports platform threads only.
 * <p>
 * The dump groups threads by container ({@code <root>}, each executor, each structured task scope). JDK 21 gives
 * a thread's id, name and stack; JDK 24+ also its state, the lock it waits for ({@code waitingOn},
 * {@code blockedOn}, {@code parkBlocker}), held monitors and the carrier a mounted one runs on. A thread is virtual
 * when the dump says so ({@code "virtual": true}, JDK 24+) or its stack starts in {@code VirtualThread.run}.
 * Without a state (JDK 21) it is told from the stack: parked or sleeping when the top frames are the virtual
 * thread's park, else running.
 */
public final class VirtualThreadDump {

	private VirtualThreadDump() {
	}

	/**
	 * The virtual threads of a dump, stacks cut to {@code maxDepth}.
	 *
	 * @throws IllegalArgumentException when the text is not a JSON thread dump, saying where
	 */
	public static List<ThreadInfoRow> parse(String json, int maxDepth) {
		Object root = JsonReader.parse(json);
		if (!(root instanceof Map<?, ?> doc) || !(doc.get("threadDump") instanceof Map<?, ?> dump)
				|| !(dump.get("threadContainers") instanceof List<?> containers)) {
			throw new IllegalArgumentException("not a JSON thread dump: no threadDump.threadContainers");
		}
		List<ThreadInfoRow> rows = new ArrayList<>();
		for (Object c : containers) {
			if (c instanceof Map<?, ?> container && container.get("threads") instanceof List<?> threads) {
				for (Object t : threads) {
					if (t instanceof Map<?, ?> thread) {
						List<StackTraceElement> stack = stack(thread.get("stack"));
						if (Boolean.TRUE.equals(thread.get("virtual")) || startsInVirtualThreadRun(stack)) {
							rows.add(row(thread, stack.subList(0, Math.min(stack.size(), maxDepth))));
						}
					}
				}
			}
		}
		return rows;
	}

	private static boolean startsInVirtualThreadRun(List<StackTraceElement> stack) {
		if (stack.isEmpty()) {
			return false;
		}
		StackTraceElement bottom = stack.get(stack.size() - 1);
		return bottom.getClassName().equals("java.lang.VirtualThread") && bottom.getMethodName().equals("run");
	}

	private static ThreadInfoRow row(Map<?, ?> t, List<StackTraceElement> stack) {
		long id = Long.parseLong(text(t.get("tid"), "-1"));
		Thread.State jvmState = state(t.get("state"), stack);
		LockRef lock = lock(t.get("blockedOn"));
		if (lock == null) {
			lock = lock(t.get("waitingOn"));
		}
		long owner = -1;
		if (lock == null && t.get("parkBlocker") instanceof Map<?, ?> blocker) {
			lock = lock(blocker.get("object"));
			owner = Long.parseLong(text(blocker.get("owner"), "-1"));
		}
		List<ThreadInfoRow.LockedMonitor> held = new ArrayList<>();
		if (t.get("monitorsOwned") instanceof List<?> owned) {
			for (Object o : owned) {
				if (o instanceof Map<?, ?> m && m.get("locks") instanceof List<?> locks) {
					int depth = m.get("depth") instanceof Number n ? n.intValue() : -1;
					for (Object l : locks) {
						LockRef ref = lock(l);
						if (ref != null) {
							held.add(new ThreadInfoRow.LockedMonitor(ref, depth));
						}
					}
				}
			}
		}
		return new ThreadInfoRow(id, text(t.get("name"), ""), jvmState, ThreadState.of(jvmState, stack), true,
				Thread.NORM_PRIORITY, -1, -1, -1, -1, -1, lock, owner, null, false, false, stack, held, List.of(), true);
	}

	private static Thread.State state(Object state, List<StackTraceElement> stack) {
		if (state instanceof String s) {
			try {
				return Thread.State.valueOf(s);
			} catch (IllegalArgumentException e) {
				// a state of a later JDK: told from the stack as for JDK 21
			}
		}
		if (!stack.isEmpty() && stack.get(0).getClassName().equals("java.lang.VirtualThread")) {
			String top = stack.get(0).getMethodName();
			if (top.equals("parkNanos")) {
				return Thread.State.TIMED_WAITING;
			}
			if (top.equals("park")) {
				return Thread.State.WAITING;
			}
		}
		return Thread.State.RUNNABLE;
	}

	/** "java.lang.Object@7ada7610": class and identity hash, as {@link LockRef} writes it. */
	private static LockRef lock(Object text) {
		if (!(text instanceof String s)) {
			return null;
		}
		int at = s.lastIndexOf('@');
		if (at <= 0) {
			return null;
		}
		try {
			return new LockRef(s.substring(0, at), Integer.parseUnsignedInt(s.substring(at + 1), 16));
		} catch (NumberFormatException e) {
			return null;
		}
	}

	private static List<StackTraceElement> stack(Object frames) {
		List<StackTraceElement> stack = new ArrayList<>();
		if (frames instanceof List<?> list) {
			for (Object f : list) {
				if (f instanceof String s) {
					stack.add(frame(s));
				}
			}
		}
		return stack;
	}

	/**
	 * A frame as {@link StackTraceElement#toString()} writes it:
	 * {@code [loader/][module[@version]/]declaringClass.method(File.java:12 | Native Method | Unknown Source)}.
	 */
	static StackTraceElement frame(String text) {
		int open = text.indexOf('(');
		String where = open < 0 ? text : text.substring(0, open);
		String source = open < 0 ? "" : text.substring(open + 1, text.endsWith(")") ? text.length() - 1 : text.length());
		where = where.substring(where.lastIndexOf('/') + 1); // class names hold no '/'
		int dot = where.lastIndexOf('.');
		String type = dot < 0 ? "" : where.substring(0, dot);
		String method = where.substring(dot + 1);
		if (source.equals("Native Method")) {
			return new StackTraceElement(type, method, null, -2);
		}
		int colon = source.lastIndexOf(':');
		if (colon > 0) {
			try {
				return new StackTraceElement(type, method, source.substring(0, colon),
						Integer.parseInt(source.substring(colon + 1)));
			} catch (NumberFormatException e) {
				// a file name with a colon: kept whole below
			}
		}
		return new StackTraceElement(type, method, source.isEmpty() || source.equals("Unknown Source") ? null : source, -1);
	}

	private static String text(Object value, String otherwise) {
		return value == null ? otherwise : value.toString();
	}
}
