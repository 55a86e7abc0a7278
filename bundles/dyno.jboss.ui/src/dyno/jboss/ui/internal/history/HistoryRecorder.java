package dyno.jboss.ui.internal.history;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.jboss.ConfigFile;
import dyno.jboss.history.TuningHistory;
import dyno.jboss.ui.ConfigSaves;

/**
 * Records every configuration file the workbench saves (editor, quick fix, safe fixes, the file a running server
 * wrote for an applied edit) in the tuning history, as {@code ./dyno config set} does ({@link TuningHistory#recordSave}).
 * One per running bundle ({@link dyno.jboss.ui.internal.JBossUiPlugin#historyRecorder()}), which registers it with
 * its {@link ConfigSaves} when it starts; the Tuning History view listens for new records.
 */
public final class HistoryRecorder implements ConfigSaves.Listener {

	private final Listeners<Runnable> listeners = new Listeners<>();

	public HistoryRecorder() {
	}

	@Override
	public void saved(ConfigFile file, byte[] before, byte[] after) {
		// the save itself succeeded: a history that cannot be written must not undo or block it; say it in the log
		TuningHistory.recordSave(file.path(), before, after).ifPresentOrElse(
				problem -> ILog.of(HistoryRecorder.class).log(new Status(IStatus.ERROR, "dyno.jboss.ui",
						"Cannot record: " + problem)),
				() -> listeners.fire(Runnable::run));
	}

	/** Runs {@code r} (on the saving thread) after each recorded change. */
	Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/** How many listeners are registered (for tests: a closed view leaves none). */
	public int listenerCount() {
		return listeners.size();
	}
}
