package dyno.heap.ui.internal;

import java.io.IOException;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Progress;
import dyno.heap.analysis.JvmAccess;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.internal.Jvms;

/** How the heap views run the heap analyses: in a job, with the workbench's shared connections. */
public final class Analyses {

	/** An analysis' run, given the job's progress. */
	public interface Run<R> {
		R run(Progress progress) throws AnalysisException, InterruptedException;
	}

	/** The workbench's connection to a JVM, opened if needed and lent: the views keep it after the analysis. */
	public static final JvmAccess JVMS = new JvmAccess() {
		@Override
		public JvmConnection connect(Target target) throws AnalysisException, InterruptedException {
			try {
				return Jvms.live(target, Jvms.HEAP_ACTIONS);
			} catch (IOException e) {
				throw new AnalysisException(e.getMessage(), e);
			}
		}

		@Override
		public void release(JvmConnection connection) {
		}
	};

	private Analyses() {
	}

	/**
	 * Runs an analysis in a {@link dyno.ui.BackgroundJob}: its progress in the job's monitor (Cancel in the Progress
	 * view cancels it), its failure as the job's error.
	 */
	public static <R> R inJob(IProgressMonitor monitor, Run<R> run) throws IOException, InterruptedException {
		try {
			return run.run(progress(monitor));
		} catch (AnalysisException e) {
			throw new IOException(e.getMessage(), e);
		}
	}

	/** The job's monitor as an analysis' progress. */
	public static Progress progress(IProgressMonitor monitor) {
		return new Progress() {
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
		};
	}
}
