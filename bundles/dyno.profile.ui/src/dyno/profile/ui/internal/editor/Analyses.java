package dyno.profile.ui.internal.editor;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;

import dyno.profile.AllocationProfile;
import dyno.profile.ContentionProfile;
import dyno.profile.ExecutionProfile;
import dyno.profile.FrameFilter;
import dyno.profile.JfrFile;

/**
 * What the editor's first three pages show, read in a job; or, for a file that cannot be read, why (the editor
 * says it in its own area rather than in a dialog that goes away).
 */
record Analyses(JfrFile recording, ExecutionProfile execution, AllocationProfile memory, ContentionProfile contention,
		String problem) {

	/** Loads the file and runs the three analyses; an unreadable file gives an instance with only the problem. */
	static Analyses load(Path file, IProgressMonitor monitor) throws InterruptedException {
		try {
			monitor.subTask("reading " + file.getFileName());
			JfrFile recording = JfrFile.load(file);
			checkCancel(monitor);
			monitor.subTask("execution time");
			ExecutionProfile execution = ExecutionProfile.of(recording, FrameFilter.NONE);
			checkCancel(monitor);
			monitor.subTask("allocations");
			AllocationProfile memory = AllocationProfile.of(recording);
			checkCancel(monitor);
			monitor.subTask("lock contention");
			return new Analyses(recording, execution, memory, ContentionProfile.of(recording), null);
		} catch (IOException e) {
			return new Analyses(null, null, null, null, e.getMessage() == null ? e.toString() : e.getMessage());
		}
	}

	static void checkCancel(IProgressMonitor monitor) throws InterruptedException {
		if (monitor.isCanceled() || Thread.currentThread().isInterrupted()) {
			throw new InterruptedException();
		}
	}
}
