package dyno.load.jmeter;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What to run. Overrides are {@code -J} properties; {@link #THREADS}, {@link #RAMP_UP}, {@link #DURATION},
 * {@link #LOOPS}, {@link #HOST} and {@link #PORT} apply even to plans that hard-code them ({@link JmxPlan}
 * writes an effective copy of the plan whose fields read {@code ${__P(...)}}).
 *
 * @param plan           the .jmx file
 * @param properties     {@code -J} properties, in order
 * @param propertiesFile an extra properties file ({@code -q})
 * @param remoteEngines  {@code host:port} of JMeter engines ({@code -R}); empty runs locally
 * @param javaHome       the JDK or JRE that runs JMeter
 * @param jvmArgs        options for JMeter's JVM (heap, collector ...)
 */
public record LoadLaunch(Path plan, Map<String, String> properties, Optional<Path> propertiesFile,
		List<String> remoteEngines, Path javaHome, List<String> jvmArgs) {

	public static final String THREADS = "threads", RAMP_UP = "rampup", DURATION = "duration", LOOPS = "loops",
			HOST = "host", PORT = "port";
	/**
	 * JMeter's property naming more plugin folders ({@code ;} between them): the jars in them load like those of
	 * {@code lib/ext}.
	 */
	public static final String PLUGINS = "search_paths";

	public LoadLaunch {
		// Kept in the caller's order: run.json and the command line show them as typed.
		properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
		remoteEngines = List.copyOf(remoteEngines);
		jvmArgs = List.copyOf(jvmArgs);
	}

	/** A local run of {@code plan} with the JDK running Dyno and no overrides. */
	public static LoadLaunch of(Path plan) {
		return new LoadLaunch(plan, Map.of(), Optional.empty(), List.of(), Path.of(System.getProperty("java.home")),
				List.of());
	}

	/** This launch with {@code name=value} added to the properties. */
	public LoadLaunch withProperty(String name, String value) {
		Map<String, String> more = new LinkedHashMap<>(properties);
		more.put(name, value);
		return new LoadLaunch(plan, Collections.unmodifiableMap(more), propertiesFile, remoteEngines, javaHome, jvmArgs);
	}

	/** This launch with the jars of {@code folder} as plugins too (after any plugins folders it has already). */
	public LoadLaunch withPlugins(Path folder) {
		String path = folder.toAbsolutePath().normalize().toString();
		return withProperty(PLUGINS, plugins().map(others -> others + ";" + path).orElse(path));
	}

	/** The plugin folders beyond the home's lib/ext, as JMeter reads them ({@code ;} between them). */
	public Optional<String> plugins() {
		return Optional.ofNullable(properties.get(PLUGINS)).filter(p -> !p.isBlank());
	}

	/** This launch run by the given engines ({@code host:port}). */
	public LoadLaunch withRemoteEngines(List<String> engines) {
		return new LoadLaunch(plan, properties, propertiesFile, engines, javaHome, jvmArgs);
	}
}
