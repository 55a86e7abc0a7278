package dyno.jboss.ui.internal.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.live.LiveFact;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.live.LocalServer;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;

/**
 * The {@link dyno.jboss.ui.LiveHints} provider of the workbench: each JVM that becomes live in the JVM Explorer is asked for its
 * server home ({@link LiveObservation#serverHomeOf}); a server JVM is observed ({@link LiveObservation}) while its
 * connection is live, and its facts are the live hints of that home. A lost connection keeps what was observed
 * (the peaks stay true of the last run); closing it drops them. Installed once at workbench start, so it hears every
 * connection the user opens; one already live by then (opened from the command line) it is told of as it registers.
 */
public final class LiveServers {

	/** How often an observation samples threads and MBeans: peaks need no finer grain, and it costs the target. */
	static final Duration INTERVAL = Duration.ofSeconds(2);

	/**
	 * An observed server JVM, the home it runs from and the profile it runs ({@link #profileOf}: which of the home's
	 * servers the JBoss Servers view shows running).
	 */
	private record Observed(Path home, String profile, LiveObservation observation) {
	}

	private static final Map<Target, Observed> OBSERVED = new ConcurrentHashMap<>();
	/** How many of a connection's samples may go by before a JVM that never told its server home is given up on. */
	static final int INFO_TRIES = 30;
	/** The connections whose JVM is asked again at each sample ({@link InfoWatch}). */
	private static final Set<JvmConnection> WATCHED = ConcurrentHashMap.newKeySet();
	private static final JvmConnection.Listener LISTENER = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State state) {
			switch (state) {
			case LIVE -> Thread.ofVirtual().name("dyno live hints " + c.target().label()).start(() -> observe(c));
			case CLOSED -> stop(c.target());
			// What was observed stays, but the server no longer runs as far as Dyno sees (isLive): its line says so.
			case LOST -> JBossUiPlugin.liveHints().changed();
			default -> {
				// CONNECTING: keep what was observed
			}
			}
		}
	};
	private static boolean installed;

	private LiveServers() {
	}

	/**
	 * Installs the provider and starts listening to the explorer's connections, observing the server JVMs among
	 * those already live (idempotent).
	 */
	public static synchronized void install() {
		if (installed) {
			return;
		}
		installed = true;
		JBossUiPlugin.liveHints().provider(LiveServers::factsOf);
		Connections.get().addListener(LISTENER);
	}

	/**
	 * Observes {@code c} if it is a server JVM and not yet observed (a reconnect restarts the observation). A JVM
	 * reached in its first moments (a server just started, on a busy machine) may not show its command line yet, or
	 * its transport may not answer yet: then its next samples ask again, until the answer is known.
	 */
	private static void observe(JvmConnection c) {
		if (!observed(c) && WATCHED.add(c)) {
			c.addListener(new InfoWatch());
		}
	}

	/** Whether it is decided for {@code c}: observed now, or known to be no server JVM. */
	private static boolean observed(JvmConnection c) {
		JvmInfo info;
		try {
			info = c.info();
		} catch (IOException | RuntimeException e) {
			return false; // no answer yet, or none over this transport (jstatd): the tries are counted
		}
		Optional<Path> home = LiveObservation.serverHomeOf(info).map(LiveServers::canonical);
		if (home.isEmpty()) {
			String command = info.commandLine();
			return command != null && !command.isBlank() && !command.equals("?");
		}
		Observed old = OBSERVED.remove(c.target());
		if (old != null) {
			old.observation().close();
		}
		LiveObservation o = LiveObservation.start(c, INTERVAL);
		o.addListener(JBossUiPlugin.liveHints()::changed);
		OBSERVED.put(c.target(), new Observed(home.get(), profileOf(info), o));
		if (c.state() == JvmConnection.State.CLOSED) {
			stop(c.target()); // closed while its home was asked for: its CLOSED found nothing to stop yet
		}
		JBossUiPlugin.liveHints().changed();
		return true;
	}

	/**
	 * Asks a connection's JVM for its server home again at each of its samples (one question at a time, off the
	 * sampler's thread), until it is decided, the connection ends, or {@link #INFO_TRIES} samples went by.
	 */
	private static final class InfoWatch implements JvmConnection.Listener {
		private final AtomicInteger left = new AtomicInteger(INFO_TRIES);
		private final AtomicBoolean asking = new AtomicBoolean();

		@Override
		public void sampled(JvmConnection c, GcSpaces sample) {
			if (!asking.compareAndSet(false, true)) {
				return;
			}
			Thread.ofVirtual().name("dyno live hints " + c.target().label()).start(() -> {
				try {
					if (c.state() != JvmConnection.State.LIVE || observed(c) || left.decrementAndGet() <= 0) {
						done(c);
					}
				} finally {
					asking.set(false);
				}
			});
		}

		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State state) {
			if (state == JvmConnection.State.CLOSED || state == JvmConnection.State.LOST) {
				done(c); // a reconnect is LIVE again, and asks anew
			}
		}

		private void done(JvmConnection c) {
			c.removeListener(this);
			WATCHED.remove(c);
		}
	}

	private static void stop(Target t) {
		Observed o = OBSERVED.remove(t);
		if (o != null) {
			o.observation().close();
			JBossUiPlugin.liveHints().changed();
		}
	}

	/**
	 * The facts of the JVMs observed for {@code home} (normally one; two instances of a home: all their facts): the
	 * workbench's {@link dyno.jboss.ui.LiveHints} provider.
	 */
	public static LiveFacts factsOf(Path home) {
		List<Observed> of = of(home);
		if (of.size() == 1) {
			return of.get(0).observation().facts();
		}
		return LiveFact.forRules(of.stream().flatMap(o -> o.observation().observed().stream()).toList());
	}

	/** Whether a connected JVM of the server whose home is {@code home} is observed (the Servers view's "[live]"). */
	public static boolean isObserved(Path home) {
		return !of(home).isEmpty();
	}

	/**
	 * Whether a JVM of {@code server} (its home and profile) is observed with its connection live: it runs, as far
	 * as Dyno sees it without having started it. A lost connection's server counts as stopped (what was observed
	 * stays for the hints).
	 */
	public static boolean isLive(Server server) {
		return of(server.home()).stream().anyMatch(o -> o.profile().equals(server.profile())
				&& o.observation().connection().state() == JvmConnection.State.LIVE);
	}

	/**
	 * The profile a server JVM runs, as {@link Server#profile()} names it: a JBoss AS's {@code jboss.server.name}, or
	 * its {@code -c NAME} (jvmstat shows the command line, not the properties the server sets itself), else
	 * {@code default}; a WildFly's {@code domain} for the processes of a domain (their command lines name the
	 * process, "[Host Controller]", "[Server:…]"), else {@code standalone}; "" for a Tomcat.
	 */
	static String profileOf(JvmInfo info) {
		Map<String, String> p = LiveObservation.serverPropertiesOf(info);
		String command = info.commandLine() == null ? "" : info.commandLine();
		String args = info.jvmArguments() == null ? "" : info.jvmArguments();
		if (p.containsKey("catalina.home") || p.containsKey("catalina.base")) {
			return "";
		}
		if (command.contains("org.jboss.Main")) { // JBoss AS 4–6's main class (WildFly also sets jboss.server.name)
			Matcher m = JBOSS_PROFILE.matcher(command);
			return p.getOrDefault("jboss.server.name", m.find() ? m.group(1) : "default");
		}
		return args.contains("[Host Controller]") || args.contains("[Process Controller]") || args.contains("[Server:")
				|| command.contains("[Host Controller]") || command.contains("[Server:") ? "domain" : "standalone";
	}

	/** {@code -c all}, {@code -call}, {@code --configuration=all} after JBoss AS's main class. */
	private static final Pattern JBOSS_PROFILE = Pattern.compile("(?:\\s-c\\s*|\\s--configuration=)(\\S+)");

	/**
	 * What is observed of {@code home}, for a tooltip: which JVM, for how long, each fact with its source; empty
	 * when no connected JVM runs from it.
	 */
	public static Optional<String> describe(Path home) {
		List<Observed> of = of(home);
		if (of.isEmpty()) {
			return Optional.empty();
		}
		StringBuilder b = new StringBuilder();
		for (Observed o : of) {
			LiveObservation obs = o.observation();
			b.append(b.isEmpty() ? "" : "\n").append("Live facts of ").append(obs.connection().target().label())
					.append(" (").append(obs.connection().state().name().toLowerCase()).append(", observed for ")
					.append(obs.observedFor().toSeconds()).append(" s):");
			if (obs.observed().isEmpty()) {
				b.append("\n  nothing measured yet");
			}
			for (LiveFact f : obs.observed()) {
				b.append("\n  ").append(f.text());
			}
			obs.problem().ifPresent(p -> b.append("\n  latest reading failed: ").append(p));
		}
		return Optional.of(b.toString());
	}

	/**
	 * The system properties of a connected JVM of {@code home} (its port offset, bind addresses), empty when none is
	 * observed or its properties cannot be read.
	 */
	public static Map<String, String> propertiesOf(Path home) {
		for (Observed o : of(home)) {
			try {
				return LiveObservation.serverPropertiesOf(o.observation().connection().info());
			} catch (IOException | RuntimeException e) {
				// gone meanwhile, or a transport without its info: the configuration's defaults apply
			}
		}
		return Map.of();
	}

	/**
	 * The file name of the standalone configuration a connected WildFly of {@code home} runs ({@code -c}, as
	 * {@link LocalServer#configFile} reads it); empty when none is observed or its command line cannot be read.
	 */
	public static Optional<String> configOf(Path home) {
		for (Observed o : of(home)) {
			try {
				Optional<Path> runs = LocalServer.configFile(o.observation().connection().info(),
						FileKind.WILDFLY_STANDALONE);
				if (runs.isPresent()) {
					return Optional.of(runs.get().getFileName().toString());
				}
			} catch (IOException | RuntimeException e) {
				// gone meanwhile, or a transport without its info: the default configuration is linted
			}
		}
		return Optional.empty();
	}

	private static List<Observed> of(Path home) {
		Path h = canonical(home);
		return OBSERVED.values().stream().filter(o -> o.home().equals(h)).toList();
	}

	/** The real path where the folder exists here (symbolic links resolved), else the normalized path. */
	private static Path canonical(Path p) {
		Path abs = p.toAbsolutePath().normalize();
		try {
			return Files.exists(abs) ? abs.toRealPath() : abs;
		} catch (IOException e) {
			return abs;
		}
	}
}
