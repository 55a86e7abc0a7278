package dyno.jvm;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * What a JVM is and how it was started.
 *
 * @param javaVersion      {@code java.version}
 * @param vmName           {@code java.vm.name} and version as the JVM reports them
 * @param commandLine      main class or jar with the program's arguments
 * @param jvmArguments     the JVM options it was started with
 * @param flags            HotSpot flags set on the command line or ergonomically ({@code -XX:...}), as one text
 * @param systemProperties the properties the transport can read (jvmstat publishes only some, JMX all)
 * @param uptime           time since the JVM started
 */
public record JvmInfo(String javaVersion, String vmName, String commandLine, String jvmArguments, String flags,
		Map<String, String> systemProperties, Duration uptime) {

	public JvmInfo {
		systemProperties = Map.copyOf(systemProperties);
	}

	/**
	 * A short name for titles: the main class's simple name ({@code Leaky}), the jar's file name for {@code java -jar},
	 * the source file's for {@code java Foo.java}, a WildFly's server ({@code WildFly wildfly-39.0.0.Final
	 * (standalone.xml)}); empty when the command line is unknown.
	 */
	public Optional<String> displayName() {
		return displayName(commandLine);
	}

	/**
	 * The short name of a command line ({@code sun.java.command}, or a recording's {@code javaArguments}): see
	 * {@link #displayName()}.
	 */
	public static Optional<String> displayName(String commandLine) {
		String line = commandLine == null ? "" : commandLine.strip();
		if (line.isEmpty() || line.equals("?")) {
			return Optional.empty();
		}
		Optional<String> server = JvmDiscovery.wildFlyName(line);
		if (server.isPresent()) {
			return server;
		}
		String main = JvmDiscovery.mainName(line.split("\\s+", 2)[0], line);
		if (main.endsWith(".jar") || main.endsWith(".java")) {
			return Optional.of(java.nio.file.Path.of(main).getFileName().toString());
		}
		return Optional.of(main.substring(Math.max(main.lastIndexOf('/'), main.lastIndexOf('.')) + 1));
	}
}
