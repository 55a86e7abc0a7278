package dyno.load.ui.internal.dashboard;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.load.analysis.LoadComparisonAnalysis;
import dyno.load.run.LoadRun;
import dyno.ui.MonitorProgress;
import dyno.ui.TextDialog;

/**
 * "Compare with…": the user picks another run of the same runs folder as the baseline, and the change of every
 * column per label and in TOTAL is shown ({@link LoadComparisonAnalysis} of the two run folders), with Export
 * Report… for both runs' full reports side by side ({@link RunReport}). Runs are listed and read in Jobs.
 */
final class CompareRuns {

	static final String TITLE = "Compare with…";

	private CompareRuns() {
	}

	static void choose(Shell shell, RunData current) {
		Path root = current.dir().getParent();
		Display display = shell.getDisplay();
		Job job = Job.create("Listing the runs in " + root, (IProgressMonitor m) -> {
			try {
				List<LoadRun> others = LoadRun.list(root).stream().filter(r -> !r.dir().equals(current.dir())).toList();
				display.asyncExec(() -> pick(shell, current, root, others));
			} catch (IOException e) {
				display.asyncExec(() -> MessageDialog.openError(shell, TITLE, "Cannot list the runs in " + root + ": " + e.getMessage()));
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private static void pick(Shell shell, RunData current, Path root, List<LoadRun> others) {
		if (shell.isDisposed()) {
			return;
		}
		if (others.isEmpty()) {
			MessageDialog.openInformation(shell, TITLE, "There is no other run in " + root + " to compare with.");
			return;
		}
		ElementListSelectionDialog d = new ElementListSelectionDialog(shell, new LabelProvider() {
			@Override
			public String getText(Object element) {
				LoadRun r = (LoadRun) element;
				return r.name() + " — " + r.outcome().name().toLowerCase() + " — " + r.plan().getFileName();
			}
		});
		d.setTitle(TITLE);
		d.setMessage("The baseline run to compare " + current.name() + " with (runs in " + root + "):");
		d.setElements(others.toArray());
		d.setMultipleSelection(false);
		if (d.open() == ElementListSelectionDialog.OK && d.getFirstResult() instanceof LoadRun baseline) {
			compare(shell, current, baseline);
		}
	}

	private static void compare(Shell shell, RunData current, LoadRun baseline) {
		Display display = shell.getDisplay();
		LoadComparisonAnalysis analysis = new LoadComparisonAnalysis();
		Arguments arguments = Arguments.of(analysis).with(LoadComparisonAnalysis.BASELINE, baseline.dir())
				.with(LoadComparisonAnalysis.RUN, current.dir()).build();
		Job job = Job.create("Comparing " + current.name() + " with " + baseline.name(), (IProgressMonitor m) -> {
			try {
				Report report = analysis.run(arguments, new MonitorProgress(m)).report();
				String text = Faces.text(report);
				// Export Report… writes both runs' full reports side by side, read when it is pressed.
				RunReport both = new RunReport(current.dir(), baseline.dir());
				display.asyncExec(() -> new TextDialog(shell, report.title(), text, "load.comparison")
						.withReport(both, baseline.name() + "-vs-" + current.name()).open());
			} catch (InterruptedException e) {
				return Status.CANCEL_STATUS;
			} catch (AnalysisException | RuntimeException e) {
				display.asyncExec(() -> MessageDialog.openError(shell, TITLE, "Cannot compare with the run "
						+ baseline.name() + ": " + e.getMessage()));
			}
			return Status.OK_STATUS;
		});
		job.setUser(true);
		job.schedule();
	}
}
