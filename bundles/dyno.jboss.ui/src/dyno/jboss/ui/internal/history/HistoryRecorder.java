package dyno.jboss.ui.internal.history;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

import dyno.jboss.ConfigFile;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.ui.ConfigSaves;

/**
 * Records every configuration file Dyno saves (editor, quick fix, safe fixes) in the tuning history
 * ({@link TuningHistory#defaultHistory()}, read at each save so {@code -Ddyno.history} can move it at any time).
 * Installed once at workbench start; the Tuning History view listens for new records.
 */
public final class HistoryRecorder implements ConfigSaves.Listener {

	private static final HistoryRecorder INSTANCE = new HistoryRecorder();
	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

	private HistoryRecorder() {
	}

	/** Starts recording (idempotent). */
	public static void install() {
		ConfigSaves.remove(INSTANCE);
		ConfigSaves.add(INSTANCE);
	}

	@Override
	public void saved(ConfigFile file, byte[] before, byte[] after) {
		try {
			TuningHistory.defaultHistory().record(file.path(), before, after, Instant.now());
			LISTENERS.forEach(Runnable::run);
		} catch (IOException e) {
			// the save itself succeeded: a history that cannot be written must not undo or block it; say it in the log
			ILog.of(HistoryRecorder.class).log(new Status(IStatus.ERROR, "dyno.jboss.ui",
					"Cannot record the change of " + file.path() + " in the tuning history: " + e.getMessage(), e));
		}
	}

	/** Runs {@code r} (on the saving thread) after each recorded change. */
	static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}
}
