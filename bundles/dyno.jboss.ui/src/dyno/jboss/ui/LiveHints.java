package dyno.jboss.ui;

import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Function;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.jboss.rules.LiveFacts;

/**
 * Where editors and the servers view get the live measurements of a server (its connected JVM) for the rules, and
 * hear when they change. The provider that watches connected JVMs plugs itself in; without one every server has
 * {@link LiveFacts#none()}. One per running dyno.jboss.ui bundle, which creates it.
 */
public final class LiveHints {
	private volatile Function<Path, LiveFacts> provider = home -> LiveFacts.none();
	private final Listeners<Runnable> listeners = new Listeners<>();

	/** The measurements of the server whose home (installation folder) is {@code serverHome}. */
	public LiveFacts forServer(Path serverHome) {
		return Objects.requireNonNullElse(provider.apply(serverHome), LiveFacts.none());
	}

	/** Installs the source of measurements (there is one). */
	public void provider(Function<Path, LiveFacts> p) {
		provider = Objects.requireNonNull(p);
	}

	/**
	 * Runs {@code r} (on the provider's thread, any) whenever some server's measurements change, e.g. to re-lint
	 * open editors, until the registration is closed.
	 */
	public Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/** How many listeners are registered (for tests: a closed view or editor leaves none). */
	public int listenerCount() {
		return listeners.size();
	}

	/** Called by the provider when measurements changed. */
	public void changed() {
		listeners.fire(Runnable::run);
	}
}
