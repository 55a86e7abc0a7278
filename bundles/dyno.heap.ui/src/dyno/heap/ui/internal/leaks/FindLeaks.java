package dyno.heap.ui.internal.leaks;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import dyno.heap.SnapshotCapture;
import dyno.heap.ui.internal.Jvms;
import dyno.heap.ui.internal.Store;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
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
		long every = choice.interval().toMillis();
		BackgroundJob.start(shell, "Finding leaks in " + target.label(), monitor -> {
			JvmConnection c = Jvms.live(target);
			long start = System.currentTimeMillis();
			List<Path> files = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				waitUntil(start + i * every, monitor);
				monitor.subTask("snapshot " + (i + 1) + " of " + count);
				files.add(Store.get().save(SnapshotCapture.take(c, choice.fullGcFirst())));
				Display.getDefault().asyncExec(Store::changed);
			}
			return new LeakFinderInput(files, target, Floors.since(c.history(), start));
		}, input -> LeakFinderEditor.open(input));
	}

	private static void waitUntil(long time, IProgressMonitor monitor) throws InterruptedException {
		long left;
		while ((left = time - System.currentTimeMillis()) > 0) {
			if (monitor.isCanceled()) {
				throw new InterruptedException();
			}
			Thread.sleep(Math.min(left, 200));
		}
	}
}
