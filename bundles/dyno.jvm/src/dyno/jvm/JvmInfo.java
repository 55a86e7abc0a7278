package dyno.jvm;

import java.time.Duration;
import java.util.Map;

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
}
