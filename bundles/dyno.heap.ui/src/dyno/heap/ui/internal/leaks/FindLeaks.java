package dyno.heap.ui.internal.leaks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import dyno.heap.OldFloor;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotSchedule;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.BackgroundJob;

/**
 * Takes the leak finder's series of a JVM in a job (each snapshot saved to the store at once, so a cancelled
 * series keeps what it took), then opens the Leak Finder on it with the JVM's old-generation floor over the series.
 */
final class FindLeaks {

	private FindLeaks() {
	}

	static void start(Shell shell, Target target, FindLeaksDialog choice) {
		int count = choice.count();
		BackgroundJob.start(shell, "Finding leaks in " + target.label(), monitor -> {
			JvmConnection c = Jvms.live(target, Jvms.HEAP_ACTIONS);
			long start = System.currentTimeMillis();
			List<Path> files = new ArrayList<>();
			SnapshotSchedule schedule = new SnapshotSchedule(c, HeapUiPlugin.store().get(), choice.interval(), count, choice.fullGcFirst());
			monitor.subTask("snapshot 1 of " + count);
			// On the job's thread: Cancel in the Progress view interrupts it, which ends the series.
			schedule.run(new SnapshotSchedule.Listener() {
				@Override
				public void taken(int index, Snapshot snapshot, Path file) {
					files.add(file);
					monitor.subTask(index + 1 < count ? "snapshot " + (index + 2) + " of " + count : "ranking");
					Display.getDefault().asyncExec(HeapUiPlugin.store()::changed);
				}
			});
			if (Thread.interrupted()) {
				throw new InterruptedException();
			}
			if (schedule.failure() != null) {
				throw new IOException("the series stopped after " + files.size() + " of " + count + " snapshots: "
						+ schedule.failure().getMessage(), schedule.failure());
			}
			OldFloor floor = OldFloor.from(c.history(), start, System.currentTimeMillis());
			return new LeakFinderInput(files, target, floor.size() == 0 ? null : floor);
		}, LeakFinderEditor::open);
	}
}
