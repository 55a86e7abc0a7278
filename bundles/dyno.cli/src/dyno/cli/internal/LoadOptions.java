package dyno.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.jvm.Target;
import dyno.load.run.LoadRun;

/**
 * The command line of {@code dyno load}, checked: a wrong one throws {@link IllegalArgumentException} with the
 * reason in words.
 *
 * @param plan           the .jmx, absolute
 * @param properties     {@code -Jname=value}, in order
 * @param propertiesFile {@code --properties FILE}
 * @param remote         {@code host:port} of JMeter engines
 * @param watch          a JVM to sample beside the load
 * @param out            the runs folder
 * @param jmeterHome     a JMETER_HOME instead of the bundled one
 */
record LoadOptions(Path plan, Map<String, String> properties, Optional<Path> propertiesFile, List<String> remote,
		Optional<Target> watch, Path out, Optional<Path> jmeterHome) {

	static final String USAGE = "<plan.jmx> [-Jname=value...] [--properties FILE] [--remote host:port,...] "
			+ "[--watch TARGET [--user NAME]] [--out DIR] [--jmeter-home DIR]";

	static LoadOptions parse(List<String> args) {
		Path plan = null;
		Map<String, String> properties = new LinkedHashMap<>();
		Path propertiesFile = null;
		List<String> remote = new ArrayList<>();
		Target watch = null;
		Path out = LoadRun.CLI_RUNS;
		Path home = null;
		String user = null;
		OptionReader options = new OptionReader(args);
		while (options.next()) {
			String arg = options.arg();
			String name = options.name();
			if (arg.startsWith("-J")) {
				int eq = arg.indexOf('=');
				if (eq < 3) {
					throw new IllegalArgumentException("'" + arg + "' is not -Jname=value");
				}
				properties.put(arg.substring(2, eq), arg.substring(eq + 1));
			} else if (List.of("--properties", "--remote", "--watch", "--user", "--out", "--jmeter-home").contains(name)) {
				String value = options.value();
				switch (name) {
				case "--properties" -> propertiesFile = UserDir.resolve(value);
				case "--remote" -> remote.addAll(engines(value));
				case "--watch" -> watch = Target.parse(value);
				case "--user" -> user = value;
				case "--out" -> out = UserDir.resolve(value);
				default -> home = UserDir.resolve(value);
				}
			} else if (arg.startsWith("-")) {
				throw new IllegalArgumentException("unknown option '" + arg + "'");
			} else if (plan != null) {
				throw new IllegalArgumentException("one plan only, but got '" + plan + "' and '" + arg + "'");
			} else {
				plan = UserDir.resolve(arg);
			}
		}
		if (plan == null) {
			throw new IllegalArgumentException("which test plan? give a .jmx file");
		}
		if (user != null && watch == null) {
			throw new IllegalArgumentException("--user is the JMX user of the --watch target, but there is no --watch");
		}
		Target watched = watch == null ? null : TargetArgument.withUser(watch, user);
		return new LoadOptions(plan, properties, Optional.ofNullable(propertiesFile), remote, Optional.ofNullable(watched),
				out, Optional.ofNullable(home));
	}

	private static List<String> engines(String text) {
		List<String> engines = new ArrayList<>();
		for (String e : text.split(",")) {
			String engine = e.strip();
			int colon = engine.lastIndexOf(':');
			if (colon <= 0 || !engine.substring(colon + 1).matches("\\d{1,5}")) {
				throw new IllegalArgumentException("--remote '" + engine + "' is not host:port");
			}
			engines.add(engine);
		}
		return engines;
	}
}
