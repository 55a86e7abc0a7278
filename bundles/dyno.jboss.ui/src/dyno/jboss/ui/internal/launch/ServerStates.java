package dyno.jboss.ui.internal.launch;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.jboss.Server;

/**
 * What the JBoss Servers view shows of a server's life cycle beside whether it runs: what Dyno is doing to it now
 * (starting, stopping, reloading, restarting) and what its management interface last said it waits for before a
 * change takes effect ({@code reload-required}, {@code restart-required}). The view reads the state from the server
 * when it refreshes; whoever changes a running server (the editor's save) reports what the server answered through
 * {@link #reported}, so the line says so at once.
 */
public final class ServerStates {

	/** What a running server waits for before its changed configuration takes effect. */
	public enum Pending {
		RELOAD("reload-required"), RESTART("restart-required");

		private final String state;

		Pending(String state) {
			this.state = state;
		}

		/** WildFly's word for it, as its {@code server-state} attribute says it. */
		public String state() {
			return state;
		}

		/** The pending step of a WildFly {@code server-state} ({@code running}, {@code starting} …: none). */
		public static Optional<Pending> of(String serverState) {
			for (Pending p : values()) {
				if (p.state.equals(serverState)) {
					return Optional.of(p);
				}
			}
			return Optional.empty();
		}
	}

	private static final ServerStates INSTANCE = new ServerStates();

	private final Map<Path, Pending> pending = new ConcurrentHashMap<>();
	private final Map<Path, String> doing = new ConcurrentHashMap<>();
	private final Listeners<Runnable> listeners = new Listeners<>();

	private ServerStates() {
	}

	public static ServerStates get() {
		return INSTANCE;
	}

	/**
	 * Tells the view what a running server answered to a change: its {@code server-state} or process state
	 * ({@code reload-required}, {@code restart-required}, {@code running}). A server that needs a restart also needs
	 * no reload, so the later word replaces the earlier one, except that a reload does not clear a restart-required.
	 */
	public void reported(Server server, String serverState) {
		Optional<Pending> p = Pending.of(serverState);
		Path key = ServerRuns.key(server);
		Pending before = p.isPresent() ? pending.put(key, p.get()) : pending.remove(key);
		if (before == Pending.RESTART && p.orElse(null) == Pending.RELOAD) {
			pending.put(key, Pending.RESTART);
		}
		if (before != pending.get(key)) {
			changed();
		}
	}

	/** What the server waits for, as it last said; empty when nothing or when it does not run. */
	public Optional<Pending> pending(Server server) {
		return Optional.ofNullable(pending.get(ServerRuns.key(server)));
	}

	/** Forgets what the server waited for: it stopped, or a restart applied everything. */
	public void clear(Server server) {
		if (pending.remove(ServerRuns.key(server)) != null) {
			changed();
		}
	}

	/**
	 * Marks the server as being worked on ({@code "stopping"}, {@code "reloading"} …) until {@link #done}: the line
	 * says so, and the view starts no other life-cycle action on it meanwhile. A later step of the same work
	 * (restarting, then starting) replaces the word.
	 */
	public void doing(Server server, String activity) {
		if (!activity.equals(doing.put(ServerRuns.key(server), activity))) {
			changed();
		}
	}

	/** What Dyno is doing to the server now, if anything. */
	public Optional<String> doing(Server server) {
		return Optional.ofNullable(doing.get(ServerRuns.key(server)));
	}

	/** Ends what {@link #begin} marked. */
	public void done(Server server) {
		if (doing.remove(ServerRuns.key(server)) != null) {
			changed();
		}
	}

	/** Runs {@code r} (on any thread) when a server's state here changes, until the registration is closed. */
	public Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	private void changed() {
		listeners.fire(Runnable::run);
	}
}
