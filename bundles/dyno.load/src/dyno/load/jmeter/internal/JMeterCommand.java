package dyno.load.jmeter.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.LoadLaunch;

/** The command lines of JMeter's JVM: a non-GUI run, and a distributed-mode engine. */
public final class JMeterCommand {

	/**
	 * Properties every Dyno run sets before the user's: a CSV JTL in epoch milliseconds with a header (what the
	 * tail reads), flushed per sample so live numbers are live; remote engines without RMI over SSL (JMeter's
	 * default wants a keystore that Central's jars do not ship).
	 */
	static final Map<String, String> RUN_DEFAULTS = ordered(
			"jmeter.save.saveservice.output_format", "csv",
			"jmeter.save.saveservice.timestamp_format", "ms",
			"jmeter.save.saveservice.print_field_names", "true",
			"jmeter.save.saveservice.autoflush", "true",
			"jmeter.save.saveservice.thread_counts", "true",
			"jmeter.save.saveservice.hostname", "true",
			"server.rmi.ssl.disable", "true");

	private JMeterCommand() {
	}

	/** {@code javaHome/bin/java}; the message says what is wrong with the JDK folder. */
	public static Path java(Path javaHome) throws IOException {
		Path java = javaHome.resolve("bin").resolve(isWindows() ? "java.exe" : "java");
		if (!Files.isExecutable(java)) {
			throw new IOException("no Java runtime at " + javaHome + " (" + java + " is missing or not executable)");
		}
		return java;
	}

	public static List<String> nonGui(Path java, JMeterHome home, LoadLaunch launch, Path plan, Path jtl, Path log)
			throws IOException {
		List<String> c = new ArrayList<>();
		c.add(java.toString());
		c.addAll(launch.jvmArgs());
		if (!launch.remoteEngines().isEmpty() && allLoopback(launch.remoteEngines())) {
			// The engines call back the client's sample listener: on one machine, through the loopback address.
			c.add("-Djava.rmi.server.hostname=127.0.0.1");
		}
		c.add("-jar");
		c.add(home.launcherJar().toString());
		c.add("-n");
		c.add("-t");
		c.add(plan.toString());
		c.add("-l");
		c.add(jtl.toString());
		c.add("-j");
		c.add(log.toString());
		if (launch.propertiesFile().isPresent()) {
			Path q = launch.propertiesFile().get().toAbsolutePath();
			if (!Files.isReadable(q)) {
				throw new IOException("properties file " + q + " does not exist or is not readable");
			}
			c.add("-q");
			c.add(q.toString());
		}
		RUN_DEFAULTS.forEach((k, v) -> {
			if (!launch.properties().containsKey(k)) {
				c.add("-J" + k + "=" + v);
			}
		});
		launch.properties().forEach((k, v) -> c.add("-J" + k + "=" + v));
		if (!launch.remoteEngines().isEmpty()) {
			c.add("-R");
			c.add(String.join(",", launch.remoteEngines()));
			// -J and -q stay on the client; -G sends properties (or a file of them) to the engines, where the plan's
			// ${__P()} are read.
			launch.propertiesFile().ifPresent(q -> c.add("-G" + q.toAbsolutePath()));
			launch.properties().forEach((k, v) -> c.add("-G" + k + "=" + v));
		}
		return c;
	}

	/** A distributed-mode engine listening on {@code host:port}, its log in {@code log}. */
	public static List<String> engine(Path java, JMeterHome home, String host, int port, Path log) {
		return List.of(java.toString(), "-Djava.rmi.server.hostname=" + host, "-jar", home.launcherJar().toString(),
				"-s", "-j", log.toString(), "-Jserver_port=" + port, "-Jserver.rmi.localport=" + port,
				"-Jserver.rmi.ssl.disable=true");
	}

	/** Name-value pairs in the order given, so command lines read the same every run. */
	private static Map<String, String> ordered(String... pairs) {
		Map<String, String> map = new LinkedHashMap<>();
		for (int i = 0; i < pairs.length; i += 2) {
			map.put(pairs[i], pairs[i + 1]);
		}
		return Collections.unmodifiableMap(map);
	}

	private static boolean allLoopback(List<String> engines) {
		for (String e : engines) {
			String host = e.contains(":") ? e.substring(0, e.lastIndexOf(':')) : e;
			try {
				if (!InetAddress.getByName(host).isLoopbackAddress()) {
					return false;
				}
			} catch (UnknownHostException ex) {
				return false;
			}
		}
		return true;
	}

	private static boolean isWindows() {
		return System.getProperty("os.name", "").startsWith("Windows");
	}
}
