package dyno.jvm.threads;

import java.util.List;

/**
 * What a thread is doing, as a timeline colours it. Finer than {@link Thread.State}: a thread the JVM calls
 * WAITING or TIMED_WAITING is {@link #PARKED} when it waits in {@code LockSupport.park} (a
 * {@code java.util.concurrent} lock, queue or condition) and {@link #SLEEPING} in {@code Thread.sleep}, because
 * those are what a user asks first: "stuck on a lock or idle in a pool?".
 */
public enum ThreadState {
	RUNNING("running"), BLOCKED("blocked on a monitor"), WAITING("waiting"), TIMED_WAITING("timed waiting"),
	PARKED("parked"), SLEEPING("sleeping"), NEW("new"), TERMINATED("terminated");

	private static final ThreadState[] VALUES = values();

	private final String label;

	ThreadState(String label) {
		this.label = label;
	}

	/** In words, for legends and dumps. */
	public String label() {
		return label;
	}

	/** The state for {@link #ordinal()}; timelines store ordinals to stay small. */
	public static ThreadState ofOrdinal(int ordinal) {
		return VALUES[ordinal];
	}

	/**
	 * Classifies a thread from the JVM's state and the top of its stack (may be empty when the stack was not
	 * asked for: then WAITING and TIMED_WAITING stay as they are).
	 */
	public static ThreadState of(Thread.State jvmState, List<StackTraceElement> stack) {
		switch (jvmState) {
		case RUNNABLE:
			return RUNNING;
		case BLOCKED:
			return BLOCKED;
		case NEW:
			return NEW;
		case TERMINATED:
			return TERMINATED;
		default:
			break;
		}
		if (!stack.isEmpty()) {
			StackTraceElement top = stack.get(0);
			String method = top.getMethodName();
			String type = top.getClassName();
			if (method.equals("park") && type.endsWith(".Unsafe")) {
				return PARKED;
			}
			if (type.equals("java.lang.VirtualThread") && method.startsWith("park")) {
				return virtualParked(stack);
			}
			if (method.startsWith("sleep") && (type.equals("java.lang.Thread") || type.equals("java.lang.VirtualThread"))) {
				return SLEEPING;
			}
		}
		return jvmState == Thread.State.WAITING ? WAITING : TIMED_WAITING;
	}

	/** A virtual thread unmounts by parking itself, also to sleep: the frames below the park tell which. */
	private static ThreadState virtualParked(List<StackTraceElement> stack) {
		for (StackTraceElement f : stack.subList(1, Math.min(stack.size(), 4))) {
			if (f.getMethodName().startsWith("sleep")) {
				return SLEEPING;
			}
		}
		return PARKED;
	}
}
