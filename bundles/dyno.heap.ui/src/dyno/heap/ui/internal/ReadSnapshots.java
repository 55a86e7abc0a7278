package dyno.heap.ui.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.heap.Snapshot;

/** Reads snapshot files for an editor, in its job; a file that is not a snapshot is named in the error. */
public final class ReadSnapshots {

	private ReadSnapshots() {
	}

	public static List<Snapshot> read(List<Path> files, IProgressMonitor monitor) throws IOException, InterruptedException {
		List<Snapshot> out = new ArrayList<>();
		for (Path f : files) {
			if (monitor.isCanceled()) {
				throw new InterruptedException();
			}
			monitor.subTask(f.getFileName().toString());
			try {
				out.add(HeapUiPlugin.store().get().load(f));
			} catch (IllegalArgumentException e) {
				throw new IOException(f + ": " + e.getMessage(), e);
			}
		}
		return out;
	}
}
