package dyno.jboss.ui;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.jboss.ConfigFile;

/**
 * Tells who cares (the tuning history) that a configuration file was saved from Dyno, with its bytes before and
 * after, so each saved change can be recorded without watching the file system. One per running dyno.jboss.ui
 * bundle, which creates it; listeners hear each save on the saving thread.
 */
public final class ConfigSaves {
	/** Hears each save of a configuration file by Dyno. */
	public interface Listener {
		/** Called after {@code file} was written; {@code before} and {@code after} are its whole contents. */
		void saved(ConfigFile file, byte[] before, byte[] after);
	}

	private final Listeners<Listener> listeners = new Listeners<>();

	/** Hears every save until the registration is closed. */
	public Registration add(Listener l) {
		return listeners.add(l);
	}

	/** Called by whatever wrote the file (editor save, quick fix on a closed file, apply-all-fixes). */
	public void fire(ConfigFile file, byte[] before, byte[] after) {
		listeners.fire(l -> l.saved(file, before, after));
	}
}
