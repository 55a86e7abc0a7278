package dyno.profile.ui.internal.jvm;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListDialog;

import dyno.jvm.Target;
import dyno.profile.JfrControl;
import dyno.profile.Recording;
import dyno.profile.RecordingInfo;
import dyno.profile.RecordingSettings;
import dyno.profile.RecordingStore;
import dyno.profile.ui.internal.editor.RecordingEditor;
import dyno.ui.BackgroundJob;

/**
 * The recording commands' slow work, each in a job: connecting, starting, waiting out a fixed duration, fetching
 * the file over JMX into the recording store, and opening it. Cancel in the Progress view stops the wait (the
 * recording goes on in the JVM: stop it later with Stop JFR Recording and Open).
 */
final class RecordingJobs {

	/** Flight Recorder writes its last chunk just after the duration; a moment's grace avoids dumping too early. */
	private static final Duration GRACE = Duration.ofSeconds(2);

	private RecordingJobs() {
	}

	/**
	 * Starts a recording; with a duration, waits it out, then fetches and opens the file; until stopped, says it
	 * started and how to fetch it.
	 */
	static void start(Shell shell, Target target, RecordingSettings settings) {
		BackgroundJob.start(shell, "JFR recording on " + target.label(), monitor -> {
			JfrControl control = JfrControl.on(JfrTargets.live(target));
			Recording recording = control.start(settings);
			if (settings.duration() == null) {
				return null;
			}
			waitOut(settings.duration().plus(GRACE), monitor);
			monitor.subTask("fetching the recording");
			return control.dump(recording.id(), newFile(target));
		}, file -> {
			if (file == null) {
				MessageDialog.openInformation(shell, "JFR Recording", "Flight Recorder records " + target.label()
						+ " (" + settings.configuration() + " settings) until stopped. Choose Stop JFR Recording and Open "
						+ "(or Dump JFR Recording and Open for what it has so far) on the JVM to see it.");
			} else {
				RecordingEditor.open(file);
			}
		});
	}

	private static void waitOut(Duration duration, IProgressMonitor monitor) throws InterruptedException {
		long end = System.nanoTime() + duration.toNanos();
		for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
			monitor.subTask("recording, " + Duration.ofNanos(left).toSeconds() + " s to go");
			Thread.sleep(Math.min(1000, Math.max(1, left / 1_000_000)));
		}
	}

	/**
	 * Fetches a running recording of {@code target} into the store and opens it; with {@code stop}, ends the
	 * recording first. When the JVM runs several, the user picks one.
	 */
	static void fetch(Shell shell, Target target, boolean stop) {
		String verb = stop ? "Stopping" : "Dumping";
		BackgroundJob.start(shell, verb + " the JFR recording of " + target.label(), monitor -> {
			JfrControl control = JfrControl.on(JfrTargets.live(target));
			List<RecordingInfo> running = control.recordings();
			if (running.isEmpty()) {
				throw new IOException("No JFR recording runs on " + target.label()
						+ ". Start one with Start JFR Recording….");
			}
			RecordingInfo chosen = running.size() == 1 ? running.get(0) : choose(shell, target, running);
			if (chosen == null) {
				throw new InterruptedException(); // the user closed the choice: nothing to do
			}
			monitor.subTask("fetching recording " + chosen.id());
			if (stop) {
				control.stop(chosen.id());
			}
			return control.dump(chosen.id(), newFile(target));
		}, RecordingEditor::open);
	}

	/** Asks on the UI thread which recording to fetch; null when the user cancels. Called from the job. */
	private static RecordingInfo choose(Shell shell, Target target, List<RecordingInfo> running) {
		AtomicReference<RecordingInfo> chosen = new AtomicReference<>();
		shell.getDisplay().syncExec(() -> {
			ListDialog d = new ListDialog(shell);
			d.setTitle("JFR Recordings of " + target.label());
			d.setMessage("The JVM runs " + running.size() + " recordings. Which one?");
			d.setContentProvider(ArrayContentProvider.getInstance());
			d.setLabelProvider(new LabelProvider());
			d.setInput(running);
			d.setInitialSelections(running.get(running.size() - 1));
			if (d.open() == Window.OK && d.getResult().length == 1) {
				chosen.set((RecordingInfo) d.getResult()[0]);
			}
		});
		return chosen.get();
	}

	private static Path newFile(Target target) throws IOException {
		return RecordingStore.defaultStore().newFile(target.label());
	}
}
