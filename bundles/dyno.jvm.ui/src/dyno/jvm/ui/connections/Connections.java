package dyno.jvm.ui.connections;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.PlatformUI;

import dyno.core.Listeners.Registration;
import dyno.jvm.GcSpaces;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The workbench's open JVM connections, one per target, shared by the explorer and every view and all sampled
 * by {@link Sampler#shared()}. Closes them all when the workbench shuts down, and lets go of each one whose local
 * JVM has ended once it is lost. Listeners hear every connection's state changes (on sampler threads), starting
 * with the state each one is in when they register.
 */
public final class Connections {

	private static Connections instance;

	private final Map<Target, JvmConnection> open = new ConcurrentHashMap<>();
	/** Guarded by {@code this}, with {@link #told}: a listener added hears each told state once, in order. */
	private final List<JvmConnection.Listener> listeners = new ArrayList<>();
	/** The latest state each connection's listeners were told (guarded by {@code this}), replayed to new ones. */
	private final Map<JvmConnection, JvmConnection.State> told = new HashMap<>();
	/** Passwords typed without "Save password": kept for this session only. */
	private final Map<Target, char[]> sessionPasswords = new ConcurrentHashMap<>();
	private final JvmConnection.Listener forward = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection connection, JvmConnection.State state) {
			// Called under the connection's lock, so its states arrive here one at a time and in order.
			List<JvmConnection.Listener> now;
			synchronized (Connections.this) {
				told.put(connection, state);
				now = List.copyOf(listeners);
			}
			for (JvmConnection.Listener l : now) {
				l.stateChanged(connection, state);
			}
			if (state != JvmConnection.State.CONNECTING && state != JvmConnection.State.LIVE && connection.ended()) {
				forget(connection);
			}
		}

		@Override
		public void sampled(JvmConnection connection, GcSpaces sample) {
			// Views listen to their own connection; the explorer needs state changes only.
		}
	};

	private Connections() {
	}

	/** The registry, created on first use; must first be called where a workbench runs. */
	public static synchronized Connections get() {
		if (instance == null) {
			instance = new Connections();
			if (PlatformUI.isWorkbenchRunning()) {
				instance.closeOnShutdown(PlatformUI.getWorkbench());
			}
		}
		return instance;
	}

	private void closeOnShutdown(IWorkbench workbench) {
		workbench.addWorkbenchListener(new IWorkbenchListener() {
			@Override
			public boolean preShutdown(IWorkbench w, boolean forced) {
				return true;
			}

			@Override
			public void postShutdown(IWorkbench w) {
				closeAll();
			}
		});
	}

	/** The connection to {@code target}, created if there is none yet, and connecting unless it is live. */
	public JvmConnection open(Target target) {
		JvmConnection c = open.computeIfAbsent(target, t -> {
			char[] typed = sessionPasswords.get(t);
			JvmConnection created = new JvmConnection(t, typed != null ? typed : Passwords.read(t), Sampler.shared());
			created.addListener(forward);
			return created;
		});
		c.connect();
		return c;
	}

	/**
	 * Lets go of a connection to a JVM of this machine that has ended: no reconnect can reach it, and JVMs that come
	 * and go (tests, batch jobs, a server restarted again and again) would otherwise each leave their connection and
	 * history here for the rest of the session. Its listeners heard its last state; a view still showing it keeps its
	 * own reference (and its data) until it is closed. Opening the target again makes a new connection.
	 */
	private void forget(JvmConnection connection) {
		open.remove(connection.target(), connection);
		synchronized (this) {
			told.remove(connection);
		}
		connection.removeListener(forward);
	}

	/** Uses {@code password} for connections to {@code target} opened from now on, until the workbench ends. */
	public void rememberPassword(Target target, char[] password) {
		sessionPasswords.put(target, password.clone());
	}

	/** The connection to {@code target} if one was opened (in whatever state), without connecting. */
	public Optional<JvmConnection> find(Target target) {
		return Optional.ofNullable(open.get(target));
	}

	/**
	 * Closes the connection; its views show it closed and keep their data. It stays known, so opening the
	 * target again reconnects with the same history.
	 */
	public void disconnect(Target target) {
		find(target).ifPresent(JvmConnection::close);
	}

	/**
	 * Adds {@code l} and, before this returns, tells it the state of each connection that is not closed, so a
	 * listener added late (at workbench start, after a connection went live) misses none. Whatever changes from
	 * then on it hears once, after that replay: a connection going live during the call is told once, either way.
	 * Listeners must return quickly and call no synchronized method of a connection: they run under its lock, and
	 * during the replay under this registry's, which its state changes wait for. Closing the returned registration
	 * removes {@code l} (a view closes it when it is disposed).
	 */
	public synchronized Registration addListener(JvmConnection.Listener l) {
		listeners.add(l);
		told.forEach((connection, state) -> {
			if (state != JvmConnection.State.CLOSED) {
				l.stateChanged(connection, state);
			}
		});
		return () -> {
			synchronized (Connections.this) {
				listeners.remove(l);
			}
		};
	}

	/** How many connections are held, in whatever state (for tests: a JVM that ended leaves none). */
	public int size() {
		return open.size();
	}

	/** How many listeners are registered (for tests: a closed view leaves none). */
	public synchronized int listenerCount() {
		return listeners.size();
	}

	void closeAll() {
		for (Target t : List.copyOf(open.keySet())) {
			disconnect(t);
		}
	}
}
