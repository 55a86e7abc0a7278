package dyno.profile;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The part of a recording that is the profiler's work, not the application's: JFR's own threads and code, and the
 * JMX/RMI connection (or the attach listener) through which Dyno, or another console, starts, watches and fetches the
 * recording. On an idle JVM it is most of what a recording samples: JFR's start-up runs in the thread of the remote
 * call that started it. A flame graph can leave it out ({@link FlameGraph.Own#HIDE}) and says when it dominates.
 */
public final class OwnWork {

	/** Threads of the JVM's RMI/JMX agent, the attach listener and JFR's timers; JMC's blocking rule skips the same. */
	private static final Pattern THREADS = Pattern.compile("RMI TCP Connection.*|RMI Scheduler.*|RMI RenewClean.*"
			+ "|RMI Reaper|JMX server connection timeout.*|JFR .*|Attach Listener");

	/** The code of JFR and of remote JMX, whichever thread runs it (JFR started on the command line runs in main). */
	private static final List<String> PACKAGES = List.of("jdk.jfr.internal.", "jdk.management.jfr.", "sun.rmi.",
			"javax.management.remote.", "com.sun.jmx.remote.", "jdk.internal.agent.", "sun.management.jmxremote.");

	private OwnWork() {
	}

	/** Whether a thread of this name does only the profiler's work. */
	public static boolean isOwnThread(String thread) {
		return thread != null && THREADS.matcher(thread).matches();
	}

	/** Whether an event of {@code thread} with these frames ({@code pkg.Class.method}, in any order) is the profiler's. */
	public static boolean isOwn(String thread, List<String> methods) {
		if (isOwnThread(thread)) {
			return true;
		}
		for (String m : methods) {
			for (String p : PACKAGES) {
				if (m.startsWith(p)) {
					return true;
				}
			}
		}
		return false;
	}
}
