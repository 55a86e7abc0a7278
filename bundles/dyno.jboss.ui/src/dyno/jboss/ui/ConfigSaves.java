package dyno.jboss.ui;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dyno.jboss.ConfigFile;

/**
 * Tells who cares (the tuning history) that a configuration file was saved from Dyno, with its bytes before and
 * after, so each saved change can be recorded without watching the file system.
 */
public final class ConfigSaves {
	/** Hears each save of a configuration file by Dyno. */
	public interface Listener {
		/** Called after {@code file} was written; {@code before} and {@code after} are its whole contents. */
		void saved(ConfigFile file, byte[] before, byte[] after);
	}

	private static final List<Listener> LISTENERS = new CopyOnWriteArrayList<>();

	private ConfigSaves() {
	}

	public static void add(Listener l) {
		LISTENERS.add(l);
	}

	public static void remove(Listener l) {
		LISTENERS.remove(l);
	}

	/** Called by whatever wrote the file (editor save, quick fix on a closed file, apply-all-fixes). */
	public static void fire(ConfigFile file, byte[] before, byte[] after) {
		for (Listener l : LISTENERS) {
			l.saved(file, before, after);
		}
	}
}
