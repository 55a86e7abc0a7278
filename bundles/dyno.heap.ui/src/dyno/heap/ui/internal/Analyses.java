package dyno.heap.ui.internal;

import java.io.IOException;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Progress;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.MonitorProgress;

/** How the heap views run the heap analyses: in a job, with the workbench's shared connections. */
public final class Analyses {

	/** An analysis' run, given the job's progress. */
	public interface Run<R> {
		R run(Progress progress) throws AnalysisException, InterruptedException;
	}

	/** The workbench's connection to a JVM, opened if needed and lent: the views keep it after the analysis. */
	public static final JvmAccess JVMS = target -> {
		try {
			return JvmAccess.lending(Jvms.live(target, Jvms.HEAP_ACTIONS)).open(target);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
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
			return run.run(new MonitorProgress(monitor));
		} catch (AnalysisException e) {
			throw new IOException(e.getMessage(), e);
		}
	}
}
