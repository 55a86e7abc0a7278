package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import dyno.core.analysis.Arguments;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotSchedule;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.ui.internal.Analyses;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jvm.Target;
import dyno.ui.BackgroundJob;

/**
 * Runs the {@link LeaksAnalysis} of a series taken now of a JVM in a job (each snapshot saved to the store at once,
 * so a cancelled series keeps what it took; the Snapshots view shows each as it comes), then opens the Leak Finder on
 * its result.
 */
final class FindLeaks {

	private FindLeaks() {
	}

	static void start(Shell shell, Target target, FindLeaksDialog choice) {
		LeaksAnalysis analysis = new LeaksAnalysis(Analyses.JVMS, new SnapshotSchedule.Listener() {
			@Override
			public void taken(int index, Snapshot snapshot, Path file) {
				Display.getDefault().asyncExec(HeapUiPlugin.store()::changed);
			}
		});
		Arguments arguments = Arguments.of(analysis).with(LeaksAnalysis.FROM, target)
				.with(LeaksAnalysis.EVERY, choice.interval()).with(LeaksAnalysis.COUNT, choice.count())
				.with(LeaksAnalysis.NO_GC, !choice.fullGcFirst()).build();
		BackgroundJob.start(shell, "Finding leaks in " + target.label(), monitor -> {
			// On the job's thread: Cancel in the Progress view interrupts it, which ends the series.
			return Analyses.inJob(monitor, progress -> analysis.run(arguments, progress));
		}, result -> LeakFinderEditor.open(new LeakFinderInput(result.files(), target, result)));
	}
}
