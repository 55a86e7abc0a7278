package dyno.jvm.threads;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Which threads form a server's thread pool, by name, and how such a thread looks when it is idle.
 * <p>
 * Names are globs ({@code *} any text, {@code ?} one character), matched against the whole thread name. One
 * pattern may cover several pools: threads are grouped by their name without its trailing number, so
 * {@code http-*} makes {@code http-nio-8080-exec-*} and {@code http-nio-8443-exec-*} two pools (and the single
 * {@code http-nio-8080-Poller} a pool of its own).
 * <p>
 * <b>Busy rule.</b> A pool thread is idle only while it waits for work in the pool's own idle wait: its state is
 * waiting, timed waiting, parked or sleeping, and, reading its stack from the top and passing over the JDK's
 * waiting machinery ({@code java.util.concurrent}, {@code Unsafe.park}, {@code Object.wait}, {@code Thread}),
 * the first frame is one of {@link #idleFrames()} (e.g. {@code ThreadPoolExecutor.getTask}). Every other pool
 * thread is busy: running, blocked on a monitor, or waiting inside a task (for a database connection, a lock, a
 * remote call), since it cannot take new work. A thread reading a kept-alive connection's socket is RUNNABLE and
 * so busy, which is how Tomcat's own {@code currentThreadsBusy} counts it.
 *
 * @param name       what the pattern is called in a view, e.g. "Tomcat / JBoss Web HTTP"
 * @param glob       thread names, e.g. {@code http-*}
 * @param idleFrames frames in which a thread of the pool waits for work, as {@code class.method}: the class a glob,
 *                   the method name exact
 */
public record PoolPattern(String name, String glob, List<String> idleFrames) {

	/** Where the pools of the JDK, Tomcat / JBoss Web, JBoss Threads and the old JBoss WorkManager wait for work. */
	public static final List<String> KNOWN_IDLE_FRAMES = List.of("*ThreadPoolExecutor.getTask",
			"org.apache.tomcat.util.net.*Endpoint$Worker.await", "org.jboss.threads.EnhancedQueueExecutor$ThreadBody.run",
			"*PooledExecutor.getTask", "java.util.concurrent.ForkJoinPool.awaitWork");

	/** The pools of the servers Dyno tunes. */
	public static final List<PoolPattern> DEFAULTS = List.of(
			new PoolPattern("HTTP connector (Tomcat, JBoss Web)", "http-*", KNOWN_IDLE_FRAMES),
			new PoolPattern("AJP connector (Tomcat, JBoss Web)", "ajp-*", KNOWN_IDLE_FRAMES),
			new PoolPattern("WildFly default task pool", "default task-*", KNOWN_IDLE_FRAMES),
			new PoolPattern("JBoss WorkManager", "WorkManager*", KNOWN_IDLE_FRAMES),
			new PoolPattern("JBoss system thread pool", "JBoss System Threads*", KNOWN_IDLE_FRAMES));

	public PoolPattern {
		idleFrames = List.copyOf(idleFrames);
		if (glob.isBlank()) {
			throw new IllegalArgumentException("a pool pattern needs a thread name glob");
		}
	}

	/** A custom pattern that knows the usual idle waits. */
	public static PoolPattern of(String glob) {
		return new PoolPattern(glob, glob, KNOWN_IDLE_FRAMES);
	}

	/** Whether the thread name matches the glob. */
	public boolean matches(String threadName) {
		int wild = 0;
		while (wild < glob.length() && glob.charAt(wild) != '*' && glob.charAt(wild) != '?') {
			wild++;
		}
		// Most names fail on the literal start: no regular expression for them.
		return threadName.startsWith(glob.substring(0, wild)) && regex(glob).matcher(threadName).matches();
	}

	/** The pool a matching thread belongs to: its name with the trailing number as {@code *}. */
	public static String poolOf(String threadName) {
		int end = threadName.length();
		while (end > 0 && Character.isDigit(threadName.charAt(end - 1))) {
			end--;
		}
		return end == threadName.length() ? threadName : threadName.substring(0, end) + '*';
	}

	/** Whether {@code thread} (a thread of this pool) is busy; see the class comment for the rule. */
	public boolean busy(ThreadInfoRow thread) {
		switch (thread.state()) {
		case WAITING, TIMED_WAITING, PARKED, SLEEPING:
			break;
		default:
			return thread.state() != ThreadState.NEW && thread.state() != ThreadState.TERMINATED;
		}
		for (StackTraceElement frame : thread.stack()) {
			if (idleFrame(frame)) {
				return false;
			}
			if (!waitMachinery(frame.getClassName())) {
				return true;
			}
		}
		return true; // no idle frame within the stack asked for: counted busy rather than hidden
	}

	/** Whether the frame is one of {@link #idleFrames()}; the method name is compared first, as it rarely matches. */
	private boolean idleFrame(StackTraceElement frame) {
		String method = frame.getMethodName();
		for (String idle : idleFrames) {
			IdleFrame f = IDLE.computeIfAbsent(idle, IdleFrame::of);
			if (f.method.equals(method) && f.type.matcher(frame.getClassName()).matches()) {
				return true;
			}
		}
		return false;
	}

	/** An idle frame's glob taken apart once: the class as a pattern, the method as is. */
	private record IdleFrame(Pattern type, String method) {
		static IdleFrame of(String glob) {
			int dot = glob.lastIndexOf('.');
			return new IdleFrame(regex(glob.substring(0, Math.max(dot, 0))), glob.substring(dot + 1));
		}
	}

	private static boolean waitMachinery(String type) {
		return type.startsWith("java.util.concurrent.") || type.endsWith(".Unsafe") || type.equals("java.lang.Object")
				|| type.equals("java.lang.Thread") || type.startsWith("java.lang.VirtualThread")
				|| type.equals("org.apache.tomcat.util.threads.TaskQueue")
				|| type.startsWith("EDU.oswego.cs.dl.util.concurrent.");
	}

	/** Globs compiled so far; there are as many as patterns and idle frames configured. */
	private static final Map<String, Pattern> REGEX = new ConcurrentHashMap<>();
	private static final Map<String, IdleFrame> IDLE = new ConcurrentHashMap<>();

	/** A glob as a regular expression, compiled once. */
	private static Pattern regex(String glob) {
		return REGEX.computeIfAbsent(glob, g -> {
			StringBuilder r = new StringBuilder();
			for (char c : g.toCharArray()) {
				switch (c) {
				case '*' -> r.append(".*");
				case '?' -> r.append('.');
				default -> r.append(Pattern.quote(String.valueOf(c)));
				}
			}
			return Pattern.compile(r.toString());
		});
	}
}
