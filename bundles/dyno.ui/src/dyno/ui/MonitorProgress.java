package dyno.ui;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.Progress;

/**
 * A job's monitor as an analysis' {@link Progress}: its tasks as the job's sub-tasks (the job began the monitor,
 * which may be begun once), Cancel in the Progress view as cancelled.
 */
public record MonitorProgress(IProgressMonitor monitor) implements Progress {

	@Override
	public void begin(String task, int totalWork) {
		monitor.subTask(task);
	}

	@Override
	public void worked(int work) {
		monitor.worked(work);
	}

	@Override
	public boolean cancelled() {
		return monitor.isCanceled();
	}
}
