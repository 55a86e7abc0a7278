package dyno.load.ui.internal.launch;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import dyno.load.run.LoadSession;

/** Stopping a run from the Console's Terminate or the dashboard's Stop: the same graceful stop, in a Job. */
public final class GracefulStop {

	private GracefulStop() {
	}

	/** Stops {@code session} gracefully in a Job: the caller (often the UI thread) does not wait for JMeter. */
	public static void inBackground(LoadSession session, String what) {
		Job stop = Job.create("Stopping " + what, (IProgressMonitor m) -> {
			session.stop();
			return Status.OK_STATUS;
		});
		stop.setSystem(true);
		stop.schedule();
	}
}
