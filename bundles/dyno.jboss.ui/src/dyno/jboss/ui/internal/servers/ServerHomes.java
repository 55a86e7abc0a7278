package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;

/**
 * The server homes the user added to the JBoss Servers view, kept in the workspace's preferences (one path a line)
 * so they are there at the next start. Listeners hear every change (on the thread that made it). One per running
 * bundle: {@link dyno.jboss.ui.internal.JBossUiPlugin#serverHomes()}.
 */
public final class ServerHomes {

	static final String NODE = "dyno.jboss.ui";
	static final String KEY = "serverHomes";
	private final Listeners<Runnable> listeners = new Listeners<>();

	public ServerHomes() {
	}

	/** The homes in the order they were added. */
	public synchronized List<Path> list() {
		String stored = prefs().get(KEY, "");
		List<Path> out = new ArrayList<>();
		for (String line : stored.split("\n")) {
			if (!line.isBlank()) {
				out.add(Path.of(line));
			}
		}
		return out;
	}

	/** Adds {@code home} (absolute, normalized) unless it is there; returns whether it was added. */
	public boolean add(Path home) {
		Path abs = home.toAbsolutePath().normalize();
		synchronized (this) {
			List<Path> homes = list();
			if (homes.contains(abs)) {
				return false;
			}
			homes.add(abs);
			store(homes);
		}
		changed();
		return true;
	}

	public void remove(Path home) {
		synchronized (this) {
			List<Path> homes = list();
			homes.remove(home.toAbsolutePath().normalize());
			store(homes);
		}
		changed();
	}

	/** Runs {@code r} after each change until the registration is closed. */
	public Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/** How many listeners are registered (for tests: a closed view leaves none). */
	public int listenerCount() {
		return listeners.size();
	}

	private void changed() {
		listeners.fire(Runnable::run);
	}

	private static void store(List<Path> homes) {
		IEclipsePreferences p = prefs();
		p.put(KEY, String.join("\n", homes.stream().map(Path::toString).toList()));
		try {
			p.flush();
		} catch (BackingStoreException e) {
			// kept in memory for this session; the next change tries to write again
		}
	}

	private static IEclipsePreferences prefs() {
		return InstanceScope.INSTANCE.getNode(NODE);
	}
}
