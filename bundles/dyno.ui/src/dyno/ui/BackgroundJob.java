package dyno.ui;

import java.io.IOException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * Slow work (a JVM action, reading a file) in a user job with progress, so the UI thread never waits: the result
 * is handed to the UI thread, a failure becomes an error dialog titled with the job's name that names the cause.
 * Cancel in the Progress view interrupts the job's thread, which the engines' waits give up on.
 */
public final class BackgroundJob {

	/** The work; it may report progress on the monitor and should stop when its thread is interrupted. */
	public interface Work<T> {
		T run(IProgressMonitor monitor) throws IOException, InterruptedException;
	}

	private BackgroundJob() {
	}

	/**
	 * Schedules {@code work}; {@code done} gets its result on the UI thread unless {@code shell} is gone by then.
	 * A cancelled job ends quietly.
	 */
	public static <T> Job start(Shell shell, String name, Work<T> work, Consumer<T> done) {
		Job job = new Job(name) {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				monitor.beginTask(name, IProgressMonitor.UNKNOWN);
				try {
					T result = work.run(monitor);
					onUi(shell, () -> done.accept(result));
					return Status.OK_STATUS;
				} catch (InterruptedException e) {
					return Status.CANCEL_STATUS;
				} catch (IOException | RuntimeException e) {
					if (monitor.isCanceled()) {
						return Status.CANCEL_STATUS; // the interrupt surfaced as an I/O error
					}
					String why = e.getMessage() == null ? e.toString() : e.getMessage();
					onUi(shell, () -> MessageDialog.openError(shell, name, "Cannot do that: " + why));
					return Status.OK_STATUS;
				} finally {
					monitor.done();
				}
			}

			@Override
			protected void canceling() {
				Thread t = getThread();
				if (t != null) {
					t.interrupt();
				}
			}
		};
		job.setUser(true);
		job.schedule();
		return job;
	}

	private static void onUi(Shell shell, Runnable r) {
		if (!shell.isDisposed()) {
			shell.getDisplay().asyncExec(() -> {
				if (!shell.isDisposed()) {
					r.run();
				}
			});
		}
	}
}
