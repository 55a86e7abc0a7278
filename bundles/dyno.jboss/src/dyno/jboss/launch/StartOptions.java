package dyno.jboss.launch;

import java.nio.file.Path;
import java.util.List;

/**
 * How Dyno starts a server.
 *
 * @param javaHome   the JDK the server runs on (its scripts read {@code JAVA_HOME})
 * @param jvmOptions options for the server's JVM on top of its own scripts' (Dyno's monitoring flags, a JFR
 *                   recording…), handed over in {@code JAVA_TOOL_OPTIONS}, which every JVM since Java 5 reads,
 *                   so the server's tuned {@code JAVA_OPTS} stay as its run.conf / standalone.conf set them
 * @param serverArgs arguments for the start script, e.g. {@code -Djboss.socket.binding.port-offset=100}
 * @param log        where the script's output goes
 */
public record StartOptions(Path javaHome, List<String> jvmOptions, List<String> serverArgs, Path log) {

	/** Dyno's flags: the jvmstat counters on, whatever a script or the environment says. */
	public static final List<String> MONITORING = List.of("-XX:+UsePerfData");

	public StartOptions {
		jvmOptions = List.copyOf(jvmOptions);
		serverArgs = List.copyOf(serverArgs);
	}

	/** The JDK Dyno runs on, Dyno's flags, the script's defaults, output to {@code log}. */
	public static StartOptions defaults(Path log) {
		return new StartOptions(Path.of(System.getProperty("java.home")), MONITORING, List.of(), log);
	}

	public StartOptions withServerArgs(List<String> args) {
		return new StartOptions(javaHome, jvmOptions, args, log);
	}
}
