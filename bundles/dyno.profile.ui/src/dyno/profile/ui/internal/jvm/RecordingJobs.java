package dyno.profile.ui.internal.jvm;


import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListDialog;

import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;
import dyno.profile.JfrControl;
import dyno.profile.RecordingInfo;
import dyno.profile.RecordingSettings;
import dyno.profile.RecordingStore;
import dyno.profile.analysis.ProfileAnalysis;
import dyno.profile.analysis.TimedRecording;
import dyno.ui.MonitorProgress;
import dyno.profile.ui.internal.editor.RecordingEditor;
import dyno.ui.BackgroundJob;

/**
 * The recording commands' slow work, each in a job: connecting, starting, waiting out a fixed duration and
 * fetching the file over JMX into the recording store ({@link ProfileAnalysis#record}, as {@code dyno profile}
 * does), and opening it. Cancel in the Progress view stops the wait (the recording goes on in the JVM: stop it
 * later with Stop JFR Recording and Open).
 */
final class RecordingJobs {

	private RecordingJobs() {
	}

	/**
	 * Starts a recording; with a duration, waits it out, then fetches and opens the file; until stopped, says it
	 * started and how to fetch it.
	 */
	static void start(Shell shell, Target target, RecordingSettings settings) {
		BackgroundJob.start(shell, "JFR recording on " + target.label(), monitor -> {
			JfrControl control = JfrControl.on(Jvms.live(target, Jvms.FLIGHT_RECORDER));
			if (settings.duration() == null) {
				control.start(settings);
				return null;
			}
			return ProfileAnalysis.record(control, settings, null, new MonitorProgress(monitor), started -> {
			}).file();
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

	/**
	 * Copies recording {@code id} into a new file of the store; with {@code stop}, it ends ({@link TimedRecording#fetch}).
	 */
	private static Path fetch(JfrControl control, long id, boolean stop, IProgressMonitor monitor) throws IOException {
		monitor.subTask((stop ? "stopping and fetching" : "fetching") + " recording " + id);
		return TimedRecording.fetch(control, id, stop, RecordingStore.defaultStore().newFile(control.jvm(), Instant.now()));
	}

	/**
	 * Fetches a recording of {@code target} into the store and opens it: with {@code stop}, one that runs, which
	 * ends; else one that runs or has stopped (it goes on). When the JVM has several, the user picks one.
	 */
	static void fetch(Shell shell, Target target, boolean stop) {
		String verb = stop ? "Stopping" : "Dumping";
		BackgroundJob.start(shell, verb + " the JFR recording of " + target.label(), monitor -> {
			JfrControl control = JfrControl.on(Jvms.live(target, Jvms.FLIGHT_RECORDER));
			List<RecordingInfo> candidates = control.recordings().stream()
					.filter(r -> r.running() || !stop && "STOPPED".equals(r.state())).toList();
			if (candidates.isEmpty()) {
				throw new IOException("No JFR recording runs on " + target.label()
						+ ". Start one with Start JFR Recording….");
			}
			RecordingInfo chosen = candidates.size() == 1 ? candidates.get(0) : choose(shell, target, candidates);
			if (chosen == null) {
				throw new InterruptedException(); // the user closed the choice: nothing to do
			}
			return fetch(control, chosen.id(), stop, monitor);
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
			d.setLabelProvider(new LabelProvider() {
				@Override
				public String getText(Object element) {
					RecordingInfo r = (RecordingInfo) element;
					return "#" + r.id() + " " + r.name() + " (" + r.state().toLowerCase(Locale.ROOT)
							+ (r.start() == null ? "" : ", since " + r.start()) + ")";
				}
			});
			d.setInput(running);
			d.setInitialSelections(running.get(running.size() - 1));
			if (d.open() == Window.OK && d.getResult().length == 1) {
				chosen.set((RecordingInfo) d.getResult()[0]);
			}
		});
		return chosen.get();
	}
}
