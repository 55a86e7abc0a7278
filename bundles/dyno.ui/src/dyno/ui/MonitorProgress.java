package dyno.ui;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dyno.core.analysis.Progress;

/** A job's monitor as an analysis' {@link Progress}: its tasks in the Progress view, its Cancel ends the analysis. */
public final class MonitorProgress implements Progress {

	private final IProgressMonitor monitor;
	private SubMonitor task;

	public MonitorProgress(IProgressMonitor monitor) {
		this.monitor = monitor;
	}

	@Override
	public void begin(String name, int totalWork) {
		task = SubMonitor.convert(monitor, name, totalWork < 0 ? IProgressMonitor.UNKNOWN : totalWork);
	}

	@Override
	public void worked(int work) {
		if (task != null) {
			task.worked(work);
		}
	}

	@Override
	public boolean cancelled() {
		return monitor.isCanceled();
	}
}
