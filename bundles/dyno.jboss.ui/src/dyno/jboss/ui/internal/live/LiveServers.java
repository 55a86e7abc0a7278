package dyno.jboss.ui.internal.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dyno.jboss.live.LiveFact;
import dyno.jboss.live.LiveObservation;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jvm.JvmConnection;
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

	/** An observed server JVM and the home it runs from. */
	private record Observed(Path home, LiveObservation observation) {
	}

	private static final Map<Target, Observed> OBSERVED = new ConcurrentHashMap<>();
	private static final JvmConnection.Listener LISTENER = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State state) {
			switch (state) {
			case LIVE -> Thread.ofVirtual().name("dyno live hints " + c.target().label()).start(() -> observe(c));
			case CLOSED -> stop(c.target());
			default -> {
				// CONNECTING, LOST: keep what was observed
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

	/** Observes {@code c} if it is a server JVM and not yet observed (a reconnect restarts the observation). */
	private static void observe(JvmConnection c) {
		Optional<Path> home;
		try {
			home = LiveObservation.serverHomeOf(c.info()).map(LiveServers::canonical);
		} catch (IOException | RuntimeException e) {
			return; // no info over this transport (jstatd) or the JVM went away: no server to match
		}
		if (home.isEmpty()) {
			return;
		}
		Observed old = OBSERVED.remove(c.target());
		if (old != null) {
			old.observation().close();
		}
		LiveObservation o = LiveObservation.start(c, INTERVAL);
		o.addListener(JBossUiPlugin.liveHints()::changed);
		OBSERVED.put(c.target(), new Observed(home.get(), o));
		if (c.state() == JvmConnection.State.CLOSED) {
			stop(c.target()); // closed while its home was asked for: its CLOSED found nothing to stop yet
		}
		JBossUiPlugin.liveHints().changed();
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
