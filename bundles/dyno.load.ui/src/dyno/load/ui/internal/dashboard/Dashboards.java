package dyno.load.ui.internal.dashboard;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import dyno.core.analysis.AnalysisException;
import dyno.load.gate.ThresholdRule;
import dyno.load.run.LoadSession;
import dyno.load.ui.DynoLoadUi;
import dyno.ui.MonitorProgress;
import dyno.ui.Parts;

/** Opens Load Dashboards: for a session just started, or for a run folder read in the background. */
public final class Dashboards {

	private Dashboards() {
	}

	/** Opens the live dashboard of {@code session}; callable from any thread. */
	public static void openLive(LoadSession session) {
		openLive(session, List.of());
	}

	/** Opens the live dashboard of {@code session}, which judges {@code gate} when the run ends; any thread. */
	public static void openLive(LoadSession session, List<ThresholdRule> gate) {
		LiveRun run = new LiveRun(session, gate);
		PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(new DashboardInput(run)));
	}

	/** Reads the run in {@code dir} in a Job, then opens its dashboard; a folder that is not a run gets an error dialog. */
	public static void openSaved(Path dir) {
		Job job = Job.create("Reading the load run " + dir, (IProgressMonitor m) -> {
			try {
				SavedRun run = SavedRun.load(dir, new MonitorProgress(m));
				PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(new DashboardInput(run)));
				return Status.OK_STATUS;
			} catch (InterruptedException e) {
				return Status.CANCEL_STATUS;
			} catch (AnalysisException | IOException | RuntimeException e) {
				String problem = "Cannot open the load run " + dir + ": " + e.getMessage();
				PlatformUI.getWorkbench().getDisplay().asyncExec(() -> MessageDialog.openError(shell(), "Open Load Run", problem));
				return Status.OK_STATUS;
			}
		});
		job.setUser(true);
		job.schedule();
	}

	private static void open(DashboardInput input) {
		Parts.openEditor(input, DynoLoadUi.DASHBOARD_ID, "Load Dashboard", "the dashboard of " + input.getName());
	}

	/** The active window's shell, or null (a dialog of its own) when there is none. */
	private static Shell shell() {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		return window == null ? null : window.getShell();
	}
}
