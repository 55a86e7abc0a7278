package dyno.load.ui.internal.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;

import dyno.load.gate.ThresholdRule;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.ui.DynoLoadUi;

/**
 * What a "JMeter Load Test" launch configuration holds, as the user typed it (overrides stay text so that a
 * half-typed value is kept), with the checks the tabs show and the launch repeats. No SWT here.
 *
 * @param plan           the .jmx file
 * @param overrides      by {@link LoadLaunch} property name (threads, rampup, ...); blank means "as in the plan"
 * @param propertiesFile an extra JMeter properties file, blank for none
 * @param properties     more {@code -J} properties, each {@code name=value}
 * @param engines        remote JMeter engines, each {@code host:port}
 * @param watch          the watched JVM ({@code TargetCodec} token), blank for none
 * @param watchMain      for a local JVM: its main class, to find it again after it was restarted
 * @param runsRoot       the folder runs are written under
 * @param gate           the CI gate's rules ({@link ThresholdRule}), one per entry, judged when the run ends
 */
public record LoadConfig(String plan, Map<String, String> overrides, String propertiesFile, List<String> properties,
		List<String> engines, String watch, String watchMain, String runsRoot, List<String> gate) {

	/** The overridable plan values in the order the Plan tab shows them, with their labels. */
	public static final Map<String, String> OVERRIDES = overrideLabels();

	static final String PREFIX = "dyno.load.";
	static final String PROPERTIES_FILE = PREFIX + "propertiesFile";
	static final String PROPERTIES = PREFIX + "properties";
	static final String ENGINES = PREFIX + "engines";
	static final String WATCH = PREFIX + "watch";
	static final String WATCH_MAIN = PREFIX + "watchMain";
	static final String GATE = PREFIX + "gate";

	public LoadConfig {
		overrides = Map.copyOf(overrides);
		properties = List.copyOf(properties);
		engines = List.copyOf(engines);
		gate = List.copyOf(gate);
	}

	public static LoadConfig read(ILaunchConfiguration c) throws CoreException {
		Map<String, String> overrides = new LinkedHashMap<>();
		for (String name : OVERRIDES.keySet()) {
			overrides.put(name, c.getAttribute(PREFIX + name, ""));
		}
		return new LoadConfig(c.getAttribute(DynoLoadUi.ATTR_PLAN, ""), overrides, c.getAttribute(PROPERTIES_FILE, ""),
				c.getAttribute(PROPERTIES, List.of()), c.getAttribute(ENGINES, List.of()), c.getAttribute(WATCH, ""),
				c.getAttribute(WATCH_MAIN, ""), c.getAttribute(DynoLoadUi.ATTR_RUNS_ROOT, DynoLoadUi.defaultRunsFolder().toString()),
				c.getAttribute(GATE, List.of()));
	}

	/** A plan file's problem, or null when it is a readable .jmx file. */
	public static String planProblem(String plan) {
		if (plan.isBlank()) {
			return "Choose the test plan (.jmx) to run.";
		}
		Path p = Path.of(plan.strip());
		if (!Files.isRegularFile(p)) {
			return "The test plan " + p + " does not exist.";
		}
		return Files.isReadable(p) ? null : "The test plan " + p + " cannot be read.";
	}

	/** An override's problem, or null when it is blank or a whole number in its range. */
	public static String overrideProblem(String name, String value) {
		String v = value.strip();
		if (v.isEmpty()) {
			return null;
		}
		long min = name.equals(LoadLaunch.LOOPS) ? -1 : name.equals(LoadLaunch.PORT) ? 1 : 0;
		long max = name.equals(LoadLaunch.PORT) ? 65535 : Integer.MAX_VALUE;
		if (name.equals(LoadLaunch.HOST)) {
			return v.matches("[\\w.\\-:\\[\\]]+") ? null : OVERRIDES.get(name) + ": '" + v + "' is not a host name.";
		}
		try {
			long n = Long.parseLong(v);
			if (n >= min && n <= max) {
				return null;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		return OVERRIDES.get(name) + ": '" + v + "' is not a whole number from " + min + " to " + max
				+ (name.equals(LoadLaunch.LOOPS) ? " (-1 loops forever)." : ".");
	}

	/** A {@code name=value} line's problem, or null. */
	public static String propertyProblem(String line) {
		int eq = line.indexOf('=');
		if (eq <= 0 || line.substring(0, eq).isBlank()) {
			return "'" + line + "' is not name=value.";
		}
		return line.substring(0, eq).strip().matches("[^\\s=]+") ? null : "'" + line + "': a property name has no spaces.";
	}

	/** A remote engine's problem, or null when it is {@code host:port}. */
	public static String engineProblem(String engine) {
		int colon = engine.lastIndexOf(':');
		if (colon <= 0) {
			return "Engine '" + engine + "' is not host:port (the port jmeter-server listens on, 1099 by default).";
		}
		try {
			int port = Integer.parseInt(engine.substring(colon + 1));
			return port >= 1 && port <= 65535 ? null : "Engine '" + engine + "': the port must be 1-65535.";
		} catch (NumberFormatException e) {
			return "Engine '" + engine + "': '" + engine.substring(colon + 1) + "' is not a port.";
		}
	}

	/** A gate rule's problem, or null when it reads as a {@link ThresholdRule}. */
	public static String ruleProblem(String rule) {
		try {
			ThresholdRule.parse(rule);
			return null;
		} catch (IllegalArgumentException e) {
			return "Gate rule '" + rule + "': " + e.getMessage();
		}
	}

	/** The gate's rules; call after {@link #planTabProblem()} found none wrong. */
	public List<ThresholdRule> rules() {
		return gate.stream().map(ThresholdRule::parse).toList();
	}

	/** The Plan tab's first problem, or null. */
	public String planTabProblem() {
		List<String> all = new ArrayList<>();
		all.add(planProblem(plan));
		OVERRIDES.keySet().forEach(n -> all.add(overrideProblem(n, overrides.getOrDefault(n, ""))));
		if (!propertiesFile.isBlank() && !Files.isRegularFile(Path.of(propertiesFile.strip()))) {
			all.add("The properties file " + propertiesFile.strip() + " does not exist.");
		}
		properties.forEach(p -> all.add(propertyProblem(p)));
		gate.forEach(r -> all.add(ruleProblem(r)));
		if (runsRoot.isBlank()) {
			all.add("Choose the folder the runs are written to.");
		}
		return all.stream().filter(p -> p != null).findFirst().orElse(null);
	}

	/** The Engines tab's first problem, or null. */
	public String enginesTabProblem() {
		return engines.stream().map(LoadConfig::engineProblem).filter(p -> p != null).findFirst().orElse(null);
	}

	/** What JMeter is to run: overrides and extra properties as {@code -J} properties, JMeter on Dyno's JDK. */
	public LoadLaunch toLaunch() {
		Map<String, String> props = new LinkedHashMap<>();
		for (String line : properties) {
			int eq = line.indexOf('=');
			props.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
		}
		overrides.forEach((name, value) -> {
			if (!value.isBlank()) {
				props.put(name, value.strip());
			}
		});
		Optional<Path> file = propertiesFile.isBlank() ? Optional.empty() : Optional.of(Path.of(propertiesFile.strip()));
		return new LoadLaunch(Path.of(plan.strip()), props, file, engines, Path.of(System.getProperty("java.home")),
				List.of());
	}

	private static Map<String, String> overrideLabels() {
		Map<String, String> m = new LinkedHashMap<>();
		m.put(LoadLaunch.THREADS, "Threads");
		m.put(LoadLaunch.RAMP_UP, "Ramp-up (s)");
		m.put(LoadLaunch.DURATION, "Duration (s)");
		m.put(LoadLaunch.LOOPS, "Loops");
		m.put(LoadLaunch.HOST, "Host");
		m.put(LoadLaunch.PORT, "Port");
		return Collections.unmodifiableMap(m);
	}
}
