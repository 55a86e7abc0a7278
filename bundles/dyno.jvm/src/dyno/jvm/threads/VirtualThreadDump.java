package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dyno.core.analysis.Faces;

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
		JsonElement root;
		try {
			root = Faces.fromJson(json, JsonElement.class);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("not a JSON thread dump: " + e.getMessage(), e);
		}
		JsonArray containers = array(object(object(root), "threadDump"), "threadContainers");
		if (containers == null) {
			throw new IllegalArgumentException("not a JSON thread dump: no threadDump.threadContainers");
		}
		List<ThreadInfoRow> rows = new ArrayList<>();
		for (JsonElement c : containers) {
			JsonArray threads = array(object(c), "threads");
			if (threads == null) {
				continue;
			}
			for (JsonElement t : threads) {
				JsonObject thread = object(t);
				if (thread != null) {
					List<StackTraceElement> stack = stack(array(thread, "stack"));
					JsonElement virtual = thread.get("virtual");
					boolean saysVirtual = virtual != null && virtual.isJsonPrimitive()
							&& virtual.getAsJsonPrimitive().isBoolean() && virtual.getAsBoolean();
					if (saysVirtual || startsInVirtualThreadRun(stack)) {
						rows.add(row(thread, stack.subList(0, Math.min(stack.size(), maxDepth))));
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

	private static ThreadInfoRow row(JsonObject t, List<StackTraceElement> stack) {
		long id = Long.parseLong(text(t.get("tid"), "-1"));
		Thread.State jvmState = state(text(t.get("state"), null), stack);
		LockRef lock = lock(text(t.get("blockedOn"), null));
		if (lock == null) {
			lock = lock(text(t.get("waitingOn"), null));
		}
		long owner = -1;
		JsonObject blocker = object(t.get("parkBlocker"));
		if (lock == null && blocker != null) {
			lock = lock(text(blocker.get("object"), null));
			owner = Long.parseLong(text(blocker.get("owner"), "-1"));
		}
		List<ThreadInfoRow.LockedMonitor> held = new ArrayList<>();
		JsonArray owned = array(t, "monitorsOwned");
		if (owned != null) {
			for (JsonElement o : owned) {
				JsonObject m = object(o);
				JsonArray locks = array(m, "locks");
				if (locks != null) {
					JsonElement d = m.get("depth");
					int depth = d != null && d.isJsonPrimitive() && d.getAsJsonPrimitive().isNumber() ? d.getAsInt() : -1;
					for (JsonElement l : locks) {
						LockRef ref = lock(text(l, null));
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

	private static Thread.State state(String s, List<StackTraceElement> stack) {
		if (s != null) {
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
	private static LockRef lock(String s) {
		if (s == null) {
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

	private static List<StackTraceElement> stack(JsonArray frames) {
		List<StackTraceElement> stack = new ArrayList<>();
		if (frames != null) {
			for (JsonElement f : frames) {
				String s = text(f, null);
				if (s != null) {
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

	/** A string or number member as text (the JDK writes ids as strings); {@code otherwise} for anything else. */
	private static String text(JsonElement value, String otherwise) {
		return value != null && value.isJsonPrimitive() ? value.getAsString() : otherwise;
	}

	/** The element as an object; null when it is none (or null). */
	private static JsonObject object(JsonElement e) {
		return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
	}

	private static JsonObject object(JsonObject parent, String member) {
		return parent == null ? null : object(parent.get(member));
	}

	/** The member as an array; null when the parent is none or the member is no array. */
	private static JsonArray array(JsonObject parent, String member) {
		JsonElement e = parent == null ? null : parent.get(member);
		return e != null && e.isJsonArray() ? e.getAsJsonArray() : null;
	}
}
