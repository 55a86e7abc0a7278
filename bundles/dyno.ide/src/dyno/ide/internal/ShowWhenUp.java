package dyno.ide.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import dyno.jvm.JvmDiscovery;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.ui.Parts;

/**
 * Waits (in the background, at most {@link #WAIT_MILLIS}) until a launched program's JVM publishes its counters,
 * then shows it in the JVM Explorer with its Heap Generations and Threads views. When the program ends its data
 * stays in the views (the connection turns "lost", as for any JVM that exits), and its JFR recording, if it made
 * one, opens in the recording editor.
 */
final class ShowWhenUp extends Job {

	static final long WAIT_MILLIS = 20_000;
	private static final long POLL_MILLIS = 100;

	private final long pid;
	private final IProcess process;
	private final Path recording;
	/** One listing kept across polls: it describes each JVM once, not every JVM of the machine at every poll. */
	private final JvmDiscovery discovery = JvmDiscovery.local();

	ShowWhenUp(long pid, IProcess process, Path recording) {
		super("Connecting Dyno to pid " + pid);
		this.pid = pid;
		this.process = process;
		this.recording = recording;
		setSystem(true);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		if (recording != null) {
			openRecordingAtEnd();
		}
		long deadline = System.currentTimeMillis() + WAIT_MILLIS;
		try {
			while (!listed()) {
				if (monitor.isCanceled() || process.isTerminated()) {
					return Status.CANCEL_STATUS;
				}
				if (System.currentTimeMillis() > deadline) {
					return Status.warning("Dyno did not see pid " + pid + " publish its counters within "
							+ WAIT_MILLIS / 1000 + " s (is the JVM started with -XX:-UsePerfData, or is /tmp not writable?)");
				}
				Thread.sleep(POLL_MILLIS);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Status.CANCEL_STATUS;
		}
		PlatformUI.getWorkbench().getDisplay().asyncExec(this::showViews);
		return Status.OK_STATUS;
	}

	private boolean listed() {
		try {
			return discovery.list().stream().anyMatch(j -> j.pid() == pid);
		} catch (IOException e) {
			return false; // jvmstat unreadable for a moment; the deadline ends the wait
		}
	}

	private void showViews() {
		IWorkbenchPage page = Parts.page();
		if (page == null) {
			return;
		}
		Target target = new Target.Local(pid);
		try {
			page.showView(DynoJvmUi.JVM_EXPLORER_ID, null, IWorkbenchPage.VIEW_VISIBLE);
			DynoJvmUi.show(page, DynoJvmUi.THREADS_ID, target, IWorkbenchPage.VIEW_VISIBLE);
			DynoJvmUi.show(page, DynoJvmUi.HEAP_GENERATIONS_ID, target, IWorkbenchPage.VIEW_ACTIVATE);
		} catch (PartInitException e) {
			DebugPlugin.log(e);
		}
	}

	/** When the process ends, JFR has written the recording (dumponexit): open it. */
	private void openRecordingAtEnd() {
		DebugPlugin.getDefault().addDebugEventListener(new IDebugEventSetListener() {
			@Override
			public void handleDebugEvents(DebugEvent[] events) {
				for (DebugEvent e : events) {
					if (e.getKind() == DebugEvent.TERMINATE && e.getSource() == process) {
						DebugPlugin.getDefault().removeDebugEventListener(this);
						PlatformUI.getWorkbench().getDisplay().asyncExec(ShowWhenUp.this::openRecording);
					}
				}
			}
		});
	}

	private void openRecording() {
		IWorkbenchPage page = Parts.page();
		if (page == null || !Files.isRegularFile(recording)) {
			return;
		}
		try {
			IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(recording.toUri()));
		} catch (PartInitException e) {
			DebugPlugin.log(e);
		}
	}

}
