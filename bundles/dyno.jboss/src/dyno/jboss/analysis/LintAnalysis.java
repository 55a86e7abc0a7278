package dyno.jboss.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.ValueType;
import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ServerProduct;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.live.LocalServer;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.rules.RuleFolder;
import dyno.jboss.rules.Severity;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmTargets;
import dyno.jvm.threads.ThreadMonitor;

/**
 * The tuning rule catalogue run over a server home (every profile, or one) or one configuration file. Of a WildFly
 * home only the configuration the server runs is linted (the {@code standalone*.xml} the {@code --live} server runs,
 * or {@code --config}, else {@code standalone.xml}; not the domain), unless {@code --all-configs}. The rules
 * weigh a running server's facts: those a {@code --live} JVM shows while it is observed, else those the face already
 * has of the home (the workbench's connected JVMs). A recording's JMC rule hints ({@code --jfr}) are reported
 * beside the findings and count for {@code --fail-on} alike. Every profile's findings are merged into one report,
 * so a file the profiles share (bin/run.conf) reports a finding once.
 */
public final class LintAnalysis implements Analysis<LintResult> {

	public static final Parameter<Path> TARGET = Parameter.positional("target", ValueType.FILE,
			"a server home (JBoss AS, WildFly, Tomcat) or one configuration file");

	public static final Parameter<String> PROFILE = Parameter.optional("profile", new ValueType<>("NAME", s -> s, s -> s),
			"the JBoss AS profile to lint (default: every profile found)");

	public static final Parameter<String> CONFIG = Parameter.optional("config", new ValueType<>("FILE", s -> s, s -> s),
			"the WildFly configuration the server runs, a file of standalone/configuration (default: the one --live "
					+ "runs, else standalone.xml)");

	public static final Parameter<Boolean> ALL_CONFIGS = Parameter.flag("all-configs",
			"lint every configuration of a WildFly home (each standalone*.xml, the domain), not only the one it runs");

	public static final Parameter<Severity> FAIL_ON = Parameter.option("fail-on", ValueType.choice(Severity.class),
			Severity.ERROR, "findings and hints at or above this severity fail the lint");

	public static final Parameter<Target> LIVE = Parameter.optional("live",
			new ValueType<>("TARGET", Target::parse, LintAnalysis::typed),
			"a running server (pid, host[:port]/pid, host:port) whose facts the rules weigh");

	/** Optional rather than defaulted, so that it can be told apart when given without {@link #LIVE}. */
	public static final Parameter<Duration> WATCH = Parameter.optional("for",
			new ValueType<>("DURATION", Sampler::parseInterval, d -> d.toMillis() + "ms"),
			"how long to observe --live before linting (default: 30s)");

	public static final Parameter<Severity> MIN_SEVERITY = Parameter.option("min-severity",
			ValueType.choice(Severity.class), Severity.INFO, "report only findings at or above this severity");

	public static final Parameter<String> IGNORE = Parameter.repeated("ignore", new ValueType<>("RULE", s -> s, s -> s),
			"a rule not to check, by id (may be given several times)");

	public static final Parameter<Path> RULES = Parameter.optional("rules", ValueType.FILE,
			"a folder of jars with an organisation's own rules (dyno.jboss.rules.RuleProvider services)");

	/** The JMX user of a {@code --live} host:port, as every command that connects to a JVM takes it. */
	public static final Parameter<String> USER = JvmTargets.USER;

	public static final Parameter<Path> RECORDING = Parameter.optional("jfr", ValueType.FILE,
			"a JFR recording of the server whose JMC rule hints are reported beside the findings");

	/** Long enough for a few thread samples and GC readings, short enough to wait for at a terminal. */
	public static final Duration DEFAULT_WATCH = Duration.ofSeconds(30);
	/** How long the analysis waits for the {@code --live} JVM to answer, and for its first reading. */
	public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);

	/** Reads the JMC rule results of a recording, which this engine cannot (it does not depend on dyno.profile). */
	@FunctionalInterface
	public interface RecordingRules {

		/** A face that reads no recordings. */
		RecordingRules NONE = file -> {
			throw new IOException("recordings are not read here: lint " + file + " with ./dyno lint --jfr");
		};

		/** The results of JMC's rules worth a look (info and warning), highest score first. */
		List<RecordingHints.Hint> hints(Path recording) throws IOException;
	}

	private final Function<Target, JvmConnection> connections;
	private final Function<Path, LiveFacts> knownFacts;
	private final RecordingRules recordings;

	/** Connects to {@code --live} without a password, knows no facts of its own and reads no recordings. */
	public LintAnalysis() {
		this(home -> LiveFacts.none());
	}

	/**
	 * Connects to {@code --live} without a password and reads no recordings (the workbench's lint).
	 *
	 * @param knownFacts the facts the face has of a server home or file without {@code --live}
	 */
	public LintAnalysis(Function<Path, LiveFacts> knownFacts) {
		this(target -> new JvmConnection(target, null, Sampler.shared()), knownFacts, RecordingRules.NONE);
	}

	/**
	 * @param connections opens the (not yet connected) connection to a {@code --live} target, with its password
	 * @param knownFacts  the facts the face has of a server home or file without {@code --live}
	 * @param recordings  reads a {@code --jfr} recording's rule hints
	 */
	public LintAnalysis(Function<Target, JvmConnection> connections, Function<Path, LiveFacts> knownFacts,
			RecordingRules recordings) {
		this.connections = connections;
		this.knownFacts = knownFacts;
		this.recordings = recordings;
	}

	@Override
	public String name() {
		return "lint";
	}

	@Override
	public String title() {
		return "Lint";
	}

	@Override
	public String summary() {
		return "check a server home or one configuration file against the tuning rules";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(TARGET, PROFILE, CONFIG, ALL_CONFIGS, FAIL_ON, MIN_SEVERITY, IGNORE, RULES, LIVE, WATCH, USER,
				RECORDING);
	}

	/**
	 * The {@code --live} target with the JMX user of {@code --user}; null for none.
	 *
	 * @throws IllegalArgumentException when {@code --for} or {@code --user} come without {@code --live}, or a user
	 *                                  with a target that is not JMX (a wrong command line)
	 */
	public static Target liveTarget(Arguments arguments) {
		Target live = arguments.get(LIVE);
		String user = arguments.get(USER);
		if (live == null) {
			if (arguments.get(WATCH) != null || user != null) {
				throw new IllegalArgumentException("--for and --user go with --live");
			}
			return null;
		}
		return Target.withUser(live, user);
	}

	@Override
	public LintResult run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException {
		Path target = arguments.get(TARGET);
		Target live;
		try {
			live = liveTarget(arguments);
		} catch (IllegalArgumentException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
		List<Server> servers = servers(target, arguments.get(PROFILE));
		String config = arguments.get(CONFIG);
		boolean allConfigs = arguments.get(ALL_CONFIGS);
		if (config != null && (servers == null || allConfigs)) {
			throw new AnalysisException(servers == null ? "--config applies to a server home, not to a file"
					: "--config names the one configuration to lint, --all-configs lints them all: give one of them");
		}
		RuleCatalog catalog = catalog(arguments);
		ConfigFile file = servers == null ? configFile(target) : null;
		// Before a --live observation, so that a bad recording is told at once.
		RecordingHints recording = null;
		Path jfr = arguments.get(RECORDING);
		if (jfr != null) {
			try {
				recording = new RecordingHints(jfr, recordings.hints(jfr));
			} catch (IOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
		}
		ObservedFacts observed = null;
		LiveFacts facts;
		if (live != null) {
			Set<FileKind> kinds = new LinkedHashSet<>(files(servers, file).stream().map(ConfigFile::kind).toList());
			Observation o = observe(live, arguments.get(WATCH) == null ? DEFAULT_WATCH : arguments.get(WATCH), kinds,
					progress);
			observed = o.observed();
			facts = o.facts();
			config = config != null ? config : o.runs();
		} else {
			facts = knownFacts.apply(target);
		}
		if (servers != null && !allConfigs) {
			servers = runConfiguration(servers, config == null ? "standalone.xml" : config);
		}
		List<ConfigFile> files = files(servers, file);
		progress.checkCancelled();
		LintReport report;
		if (servers == null) {
			report = Linter.lint(file, facts, catalog);
		} else {
			List<LintReport> reports = new ArrayList<>();
			for (Server s : servers) {
				progress.checkCancelled();
				reports.add(Linter.lint(s, facts, catalog));
			}
			report = LintReport.merge(target, reports);
		}
		report = report.atLeast(arguments.get(MIN_SEVERITY));
		return new LintResult(report, files, observed, recording, arguments.get(FAIL_ON));
	}

	/**
	 * The standard catalogue with the rules of {@code --rules}, without those of {@code --ignore}: what
	 * {@code dyno lint} checks and {@code dyno rules} lists.
	 */
	public static RuleCatalog catalog(Arguments arguments) throws AnalysisException {
		RuleCatalog catalog = RuleCatalog.standard();
		Path folder = arguments.get(RULES);
		if (folder != null) {
			try {
				catalog = catalog.with(RuleFolder.load(folder));
			} catch (IOException | IllegalStateException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
		}
		List<String> ignored = arguments.all(IGNORE);
		return ignored == null ? catalog : catalog.without(ignored);
	}

	/** The files of the servers (each once: bin/run.conf is every JBoss AS profile's), or the one file. */
	private static List<ConfigFile> files(List<Server> servers, ConfigFile file) {
		return servers == null ? List.of(file)
				: List.copyOf(new LinkedHashSet<>(servers.stream().flatMap(s -> s.files().stream()).toList()));
	}

	/**
	 * Of a WildFly home, the configuration it runs: the standalone server with {@code config} its only
	 * {@code standalone*.xml} (bin/standalone.conf and the other files stay), without the domain, which runs only
	 * when started as one (--profile domain lints it). Other servers (JBoss AS profiles, Tomcat) whole.
	 *
	 * @throws AnalysisException the standalone server has no {@code config}
	 */
	private static List<Server> runConfiguration(List<Server> servers, String config) throws AnalysisException {
		boolean standalone = servers.stream().anyMatch(LintAnalysis::isWildFlyStandalone);
		List<Server> out = new ArrayList<>();
		for (Server s : servers) {
			if (isWildFlyStandalone(s)) {
				List<String> names = s.files(FileKind.WILDFLY_STANDALONE).stream().map(ConfigFile::name).toList();
				if (!names.contains(config)) {
					throw new AnalysisException("no " + config + " in " + s.home().resolve("standalone/configuration")
							+ " (found: " + String.join(", ", names) + "; --all-configs lints them all)");
				}
				out.add(new Server(s.home(), s.profile(), s.version(), s.files().stream()
						.filter(f -> f.kind() != FileKind.WILDFLY_STANDALONE || f.name().equals(config)).toList()));
			} else if (!(standalone && s.product() == ServerProduct.WILDFLY)) {
				out.add(s);
			}
		}
		return out;
	}

	private static boolean isWildFlyStandalone(Server s) {
		return s.product() == ServerProduct.WILDFLY && "standalone".equals(s.profile());
	}

	/** The servers to lint, checked before any observation starts; null when the target is one file. */
	private static List<Server> servers(Path target, String profile) throws AnalysisException {
		if (!Files.exists(target)) {
			throw new AnalysisException("no such file or folder: " + target);
		}
		if (Files.isRegularFile(target)) {
			if (profile != null) {
				throw new AnalysisException("--profile applies to a server home, not to a file");
			}
			return null;
		}
		List<Server> servers;
		try {
			servers = ServerLayout.detect(target);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
		if (servers.isEmpty()) {
			throw new AnalysisException("no JBoss AS, WildFly or Tomcat server in " + target
					+ " (looked for bin/run.conf with server/<profile>/, standalone/configuration, conf/server.xml)");
		}
		if (profile == null) {
			return servers;
		}
		List<Server> chosen = servers.stream().filter(s -> s.profile().equals(profile)).toList();
		if (chosen.isEmpty()) {
			throw new AnalysisException("no profile '" + profile + "' in " + target + "; found: "
					+ String.join(", ", servers.stream().map(Server::profile).toList()));
		}
		return chosen;
	}

	private static ConfigFile configFile(Path file) throws AnalysisException {
		try {
			return ConfigFile.of(file);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}

	/**
	 * What an observation gave: for the report, for the rules, and the file name of the standalone configuration
	 * the observed WildFly runs (null for another JVM).
	 */
	private record Observation(ObservedFacts observed, LiveFacts facts, String runs) {
	}

	/** Connects to {@code target} and observes it for {@code watch}; the rules of files of {@code kinds} weigh it. */
	private Observation observe(Target target, Duration watch, Set<FileKind> kinds, Progress progress)
			throws AnalysisException, InterruptedException {
		JvmConnection connection;
		try {
			connection = connections.apply(target);
		} catch (IllegalArgumentException e) { // a password that is needed and cannot be had
			throw new AnalysisException(e.getMessage(), e);
		}
		try (connection) {
			// Before connecting: changing it on a live connection lets two reads of the GC counters overlap.
			connection.setInterval(ThreadMonitor.DEFAULT_INTERVAL);
			JvmConnection.State state = connection.connectAndWait(CONNECT_TIMEOUT);
			if (state != JvmConnection.State.LIVE) {
				throw new AnalysisException("cannot connect to " + target.label() + ": "
						+ (state == JvmConnection.State.CONNECTING
								? "no answer within " + CONNECT_TIMEOUT.toSeconds() + " s" : connection.problem()));
			}
			progress.begin("observing " + target.label() + " for " + watch.toSeconds() + " s…",
					(int) watch.toSeconds());
			try (LiveObservation o = LiveObservation.start(connection, ThreadMonitor.DEFAULT_INTERVAL)) {
				sleep(watch, progress);
				// A short --for must not end before the first read, which may have to start the JVM's agent.
				o.awaitFirstTick(CONNECT_TIMEOUT);
				o.close();
				return new Observation(new ObservedFacts(target.label(), o.observedFor().toSeconds(),
						o.problem().orElse(null), o.observed().stream().map(f -> ObservedFacts.Fact.of(f, kinds))
								.toList()), o.facts(), runs(connection));
			}
		}
	}

	/** The file name of the standalone configuration the connected WildFly runs; null for another JVM. */
	private static String runs(JvmConnection connection) {
		try {
			return LocalServer.configFile(connection.info(), FileKind.WILDFLY_STANDALONE)
					.map(p -> p.getFileName().toString()).orElse(null);
		} catch (IOException e) {
			return null; // its command line cannot be read now: the default configuration is linted
		}
	}

	/** A target as {@link Target#parse} reads it (a local JMX target as its pid). */
	private static String typed(Target target) {
		return switch (target) {
		case Target.Local l -> Long.toString(l.pid());
		case Target.LocalJmx l -> Long.toString(l.pid());
		case Target.Jstatd j -> j.host() + ":" + j.port() + "/" + j.pid();
		case Target.Jmx j -> j.address();
		};
	}

	/** Waits {@code watch}, a second at a time, so that a cancel ends the observation. */
	private static void sleep(Duration watch, Progress progress) throws InterruptedException {
		long end = System.nanoTime() + watch.toNanos();
		for (long left = watch.toMillis(); left > 0; left = (end - System.nanoTime()) / 1_000_000) {
			progress.checkCancelled();
			Thread.sleep(Math.min(left, 1000));
			progress.worked(1);
		}
	}
}
