package dyno.jboss.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.jboss.FileKind;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmDiscovery;
import dyno.jvm.JvmInfo;
import dyno.jvm.RunningJvm;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The WildFly JVM of this machine that runs a given configuration file — a standalone server for its
 * {@code standalone.xml}, a host controller for its {@code domain.xml} and {@code host.xml} — found as the JVM
 * Explorer lists JVMs (jvmstat: the JVMs of Dyno's own user), with the properties it was started with
 * ({@link LiveObservation#serverPropertiesOf}): what says where its management interface listens. Headless, for the
 * command line and the workbench alike.
 *
 * @param pid        the server's JVM
 * @param properties its system properties and WildFly's options that set them ({@code -b}, {@code -bmanagement}),
 *                   and the names of the configuration files it was given ({@code -c}, {@code --host-config}) under
 *                   the properties WildFly takes their defaults from ({@code jboss.server.default.config},
 *                   {@code jboss.domain.default.config}, {@code jboss.host.default.config})
 */
public record LocalServer(long pid, Map<String, String> properties) {

	/** How long a JVM's counters may take to be read; a JVM of this machine answers in milliseconds. */
	private static final Duration READ_TIMEOUT = Duration.ofSeconds(10);
	/** The jboss-modules module a standalone server's JVM runs (its start script names it after the jar). */
	static final String STANDALONE_MODULE = "org.jboss.as.standalone";
	/** The one a domain's host controller runs; its process controller and its servers run others. */
	static final String HOST_CONTROLLER_MODULE = "org.jboss.as.host-controller";

	public LocalServer {
		properties = Map.copyOf(properties);
	}

	/**
	 * The JVM of this machine whose server runs {@code file} (a {@code standalone.xml}, {@code domain.xml} or
	 * {@code host.xml} of {@code kind}); empty when none does. Only the JVMs whose command line names the WildFly
	 * process of that kind are read further, so the others are never connected to.
	 *
	 * @throws IOException when this machine's JVMs cannot be listed (the message says why)
	 */
	public static Optional<LocalServer> running(Path file, FileKind kind) throws IOException, InterruptedException {
		String module = moduleOf(kind);
		Path wanted = real(file);
		for (RunningJvm jvm : JvmDiscovery.local().list()) {
			if (jvm.self() || !words(jvm.commandLine()).contains(module)) {
				continue;
			}
			Optional<JvmInfo> info = info(jvm.pid());
			if (info.isEmpty()) {
				continue; // ended meanwhile, or its counters are not readable: it cannot be asked
			}
			Map<String, String> properties = properties(info.get(), kind);
			Optional<Path> runs = configFile(info.get(), kind, properties);
			if (runs.isPresent() && real(runs.get()).equals(wanted)) {
				return Optional.of(new LocalServer(jvm.pid(), properties));
			}
		}
		return Optional.empty();
	}

	/**
	 * The configuration file of {@code kind} that the WildFly JVM {@code info} runs, as WildFly finds it: the name
	 * given by the program's option ({@code -c}, {@code --server-config}, {@code --domain-config},
	 * {@code --host-config}, their {@code --read-only-} forms) or the default property, resolved against the
	 * configuration folder ({@code jboss.server.config.dir}, else {@code configuration} below
	 * {@code jboss.server.base.dir}, else below {@code standalone} of the home; {@code jboss.domain.*} and
	 * {@code domain} for a domain). Empty for a JVM that is not that WildFly process or tells no home.
	 */
	public static Optional<Path> configFile(JvmInfo info, FileKind kind) {
		return configFile(info, kind, properties(info, kind));
	}

	private static Optional<Path> configFile(JvmInfo info, FileKind kind, Map<String, String> properties) {
		if (!words(info.commandLine()).contains(moduleOf(kind))) {
			return Optional.empty();
		}
		Optional<Path> home = ServerHomes.of(info);
		if (home.isEmpty()) {
			return Optional.empty();
		}
		boolean standalone = kind == FileKind.WILDFLY_STANDALONE;
		String mode = standalone ? "server" : "domain";
		String base = properties.getOrDefault("jboss." + mode + ".base.dir",
				home.get().resolve(standalone ? "standalone" : "domain").toString());
		String dir = properties.getOrDefault("jboss." + mode + ".config.dir", Path.of(base, "configuration").toString());
		String name = properties.get(defaultProperty(kind));
		try {
			return Optional.of(Path.of(dir).resolve(name).normalize());
		} catch (InvalidPathException e) {
			return Optional.empty();
		}
	}

	/**
	 * The server's properties ({@link ServerHomes#properties}) with the configuration file names of its options
	 * put under their default properties, since WildFly's option wins over that property; the file names WildFly
	 * takes when neither is given are filled in too.
	 */
	private static Map<String, String> properties(JvmInfo info, FileKind kind) {
		Map<String, String> properties = new HashMap<>(ServerHomes.properties(info));
		boolean standalone = kind == FileKind.WILDFLY_STANDALONE;
		List<String> words = words(info.commandLine());
		// Only the program's arguments count: the JVM's own options come before the module's name.
		int from = words.indexOf(moduleOf(kind)) + 1;
		for (int i = from; i < words.size(); i++) {
			String w = words.get(i);
			String next = i + 1 < words.size() ? words.get(i + 1) : null;
			if (w.equals("-c") && next != null) {
				properties.put(standalone ? "jboss.server.default.config" : "jboss.domain.default.config", next);
			} else if (w.startsWith("-c=")) {
				properties.put(standalone ? "jboss.server.default.config" : "jboss.domain.default.config",
						w.substring(3));
			}
			for (String option : standalone ? List.of("server-config") : List.of("domain-config", "host-config")) {
				for (String form : List.of("--" + option + "=", "--read-only-" + option + "=")) {
					if (w.startsWith(form)) {
						properties.put("jboss." + option.replace("-config", "") + ".default.config",
								w.substring(form.length()));
					}
				}
			}
		}
		if (standalone) {
			properties.putIfAbsent("jboss.server.default.config", "standalone.xml");
		} else {
			properties.putIfAbsent("jboss.domain.default.config", "domain.xml");
			properties.putIfAbsent("jboss.host.default.config", "host.xml");
		}
		return properties;
	}

	/** The property whose value WildFly runs as the file of {@code kind} when no option names one. */
	private static String defaultProperty(FileKind kind) {
		return switch (kind) {
		case WILDFLY_STANDALONE -> "jboss.server.default.config";
		case WILDFLY_DOMAIN -> "jboss.domain.default.config";
		case WILDFLY_HOST -> "jboss.host.default.config";
		default -> throw notHeld(kind);
		};
	}

	/** The jboss-modules module of the WildFly process that holds files of {@code kind}. */
	private static String moduleOf(FileKind kind) {
		return switch (kind) {
		case WILDFLY_STANDALONE -> STANDALONE_MODULE;
		case WILDFLY_DOMAIN, WILDFLY_HOST -> HOST_CONTROLLER_MODULE;
		default -> throw notHeld(kind);
		};
	}

	private static IllegalArgumentException notHeld(FileKind kind) {
		return new IllegalArgumentException("a " + kind.label() + " is no file a running WildFly holds");
	}

	/** The JVM's identity as jvmstat tells it (the JVM Explorer's local transport); empty when it cannot be read. */
	private static Optional<JvmInfo> info(long pid) throws InterruptedException {
		try (JvmConnection c = new JvmConnection(new Target.Local(pid), null, Sampler.shared())) {
			if (c.connectAndWait(READ_TIMEOUT) != JvmConnection.State.LIVE) {
				return Optional.empty();
			}
			return Optional.of(c.info());
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	private static List<String> words(String commandLine) {
		List<String> words = new ArrayList<>();
		for (String w : (commandLine == null ? "" : commandLine).strip().split("\\s+")) {
			if (!w.isEmpty()) {
				words.add(w.replace("\"", ""));
			}
		}
		return words;
	}

	/** The real path where the file exists (symbolic links resolved), else the absolute normalized one. */
	private static Path real(Path p) {
		Path abs = p.toAbsolutePath().normalize();
		try {
			return Files.exists(abs) ? abs.toRealPath() : abs;
		} catch (IOException e) {
			return abs;
		}
	}
}
