package dyno.jboss.live;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jvm.JvmInfo;

/**
 * The installation folder of the server a JVM runs, from the properties its start script sets: what
 * {@link dyno.jboss.ServerLayout#detect(Path)} takes. Read from the system properties the transport gives and,
 * since jvmstat publishes only some of them, from the {@code -D} options of the JVM's arguments and of its command
 * line (WildFly's script passes {@code -Djboss.home.dir} to jboss-modules, which sets it as the server starts).
 */
final class ServerHomes {

	/** Properties naming the installation folder itself, most telling first. */
	private static final List<String> HOME = List.of("jboss.home.dir", "jboss.home", "catalina.home");
	/**
	 * Properties naming a folder below it, with how many levels up the home is: a JBoss AS profile
	 * ({@code server/default}), WildFly's {@code standalone}, a Tomcat instance (CATALINA_BASE is its own home).
	 */
	private static final List<Map.Entry<String, Integer>> BELOW_HOME = List.of(Map.entry("jboss.server.home.dir", 2),
			Map.entry("jboss.server.base.dir", 1), Map.entry("catalina.base", 0));
	/** {@code -Dname=value}; a name has dashes too ({@code jboss.socket.binding.port-offset}). */
	private static final Pattern OPTION = Pattern.compile("-D([\\w.-]+)=(\"[^\"]*\"|\\S+)");
	/**
	 * WildFly's own bind options among the program's arguments: {@code -b ADDR} / {@code -b=ADDR} sets
	 * {@code jboss.bind.address}, {@code -bmanagement ADDR} (any {@code -b<interface>}) sets
	 * {@code jboss.bind.address.<interface>}, as the server's launcher does.
	 */
	private static final Pattern BIND = Pattern.compile("(?<=^|\\s)-b([a-z]*)(?:=|\\s+)(\"[^\"]*\"|[^\\s-]\\S*)");
	/** The program's arguments: both, in one pass (groups 1–2 a {@code -D}, 3–4 a {@code -b}). */
	private static final Pattern PROGRAM = Pattern.compile(OPTION.pattern() + "|" + BIND.pattern());

	private ServerHomes() {
	}

	static Optional<Path> of(JvmInfo info) {
		for (String p : HOME) {
			Optional<Path> home = property(info, p).flatMap(ServerHomes::path);
			if (home.isPresent()) {
				return home;
			}
		}
		for (Map.Entry<String, Integer> below : BELOW_HOME) {
			Optional<Path> dir = property(info, below.getKey()).flatMap(ServerHomes::path);
			if (dir.isPresent()) {
				Path home = dir.get();
				for (int i = 0; i < below.getValue() && home.getParent() != null; i++) {
					home = home.getParent();
				}
				return Optional.of(home);
			}
		}
		return Optional.empty();
	}

	private static Optional<String> property(JvmInfo info, String name) {
		return Optional.ofNullable(properties(info).get(name)).filter(v -> !v.isBlank());
	}

	/**
	 * The system properties the transport read, completed by the {@code -D} options of the JVM's arguments and then
	 * of its command line, and by WildFly's {@code -b} options there (jvmstat publishes only the JDK's own
	 * properties); where several have one, the transport's value wins, then the command line's (the program sets it
	 * last). The demo's WildFly, started with {@code -bmanagement 127.0.0.1 -Djboss.socket.binding.port-offset=100}
	 * after the main class, is known only so.
	 */
	static Map<String, String> properties(JvmInfo info) {
		Map<String, String> props = new HashMap<>();
		options(info.jvmArguments(), props);
		String program = info.commandLine() == null ? "" : info.commandLine();
		// One pass in the order written: the launcher sets each as it reads it, so the last one of a name wins.
		Matcher m = PROGRAM.matcher(program);
		while (m.find()) {
			if (m.group(1) != null) {
				props.put(m.group(1), unquoted(m.group(2)));
			} else {
				props.put("jboss.bind.address" + (m.group(3).isEmpty() ? "" : "." + m.group(3)), unquoted(m.group(4)));
			}
		}
		props.putAll(info.systemProperties());
		return props;
	}

	private static void options(String text, Map<String, String> props) {
		Matcher m = OPTION.matcher(text == null ? "" : text);
		while (m.find()) {
			props.put(m.group(1), unquoted(m.group(2))); // the last -D of a name wins, as in the JVM
		}
	}

	private static String unquoted(String value) {
		return value.replace("\"", "");
	}

	private static Optional<Path> path(String text) {
		try {
			return Optional.of(Path.of(text).normalize()); // as the target wrote it: relative paths are its own
		} catch (InvalidPathException e) {
			return Optional.empty();
		}
	}
}
