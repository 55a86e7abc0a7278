package dyno.heap.ui.internal.snapshots;

import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.heap.Snapshot;
import dyno.heap.SnapshotCapture;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.BackgroundJob;

/** Takes one class-histogram snapshot of a JVM in a job, saves it to the store and shows it in the Snapshots view. */
public final class TakeSnapshot {

	private static final String TITLE = "Take Class Histogram Snapshot";

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
			Snapshot s = SnapshotCapture.take(Jvms.live(target, Jvms.HEAP_ACTIONS), true);
			return HeapUiPlugin.store().get().save(s);
		}, SnapshotsView::showSaved);
	}
}
