package dyno.jboss.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

import dyno.jboss.rules.LiveFacts;

/**
 * Where editors and the servers view get the live measurements of a server (its connected JVM) for the rules, and
 * hear when they change. The provider that watches connected JVMs plugs itself in; without one every server has
 * {@link LiveFacts#none()}.
 */
public final class LiveHints {
	private static volatile Function<Path, LiveFacts> provider = home -> LiveFacts.none();
	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

	private LiveHints() {
	}

	/** The measurements of the server whose home (installation folder) is {@code serverHome}. */
	public static LiveFacts forServer(Path serverHome) {
		return Objects.requireNonNullElse(provider.apply(serverHome), LiveFacts.none());
	}

	/** Installs the source of measurements (there is one). */
	public static void provider(Function<Path, LiveFacts> p) {
		provider = Objects.requireNonNull(p);
	}

	/** Runs {@code r} (on any thread) whenever some server's measurements change, e.g. to re-lint open editors. */
	public static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	public static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}

	/** Called by the provider when measurements changed. */
	public static void changed() {
		LISTENERS.forEach(Runnable::run);
	}
}
