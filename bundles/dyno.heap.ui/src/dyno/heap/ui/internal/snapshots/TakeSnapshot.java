package dyno.heap.ui.internal.snapshots;

import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.core.analysis.Arguments;
import dyno.heap.analysis.HistoAnalysis;
import dyno.heap.ui.internal.Analyses;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.BackgroundJob;

/**
 * Runs the {@link HistoAnalysis} of a JVM in a job (after a full GC, saved to the store) and shows the snapshot in
 * the Snapshots view.
 */
public final class TakeSnapshot {

	private static final String TITLE = "Take Class Histogram Snapshot";
	private static final HistoAnalysis HISTO = new HistoAnalysis(Analyses.JVMS);

	private TakeSnapshot() {
	}

	/** One snapshot of each target; says what to select when there is none, and why a jstatd JVM has none. */
	public static void startAll(Shell shell, List<Target> targets) {
		if (targets.isEmpty()) {
			MessageDialog.openInformation(shell, TITLE,
					"Select a JVM in the JVM Explorer first: the snapshot is taken of the selected JVM.");
		}
		for (Target t : targets) {
			String why = Jvms.whyNoActions(t, Jvms.HEAP_ACTIONS);
			if (why != null) {
				MessageDialog.openError(shell, TITLE, why);
			} else {
				start(shell, t);
			}
		}
	}

	private static void start(Shell shell, Target target) {
		String name = "Taking a class histogram snapshot of " + target.label();
		BackgroundJob.start(shell, name, monitor -> {
			Arguments arguments = Arguments.of(HISTO).with(HistoAnalysis.JVM, target).build();
			return Analyses.inJob(monitor, progress -> HISTO.run(arguments, progress)).file();
		}, SnapshotsView::showSaved);
	}
}
