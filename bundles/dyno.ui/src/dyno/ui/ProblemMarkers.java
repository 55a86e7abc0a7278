package dyno.ui;

import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.runtime.CoreException;

/**
 * The Problems-view markers a Dyno tool keeps on a file (config findings, a recording's rule results): every writer
 * replaces the file's markers of its type at once, so they never pile up and the view changes in one step.
 */
public final class ProblemMarkers {

	private ProblemMarkers() {
	}

	/** Replaces the {@code type} markers of {@code file} by one per attribute map, in one workspace operation. */
	public static void replace(IFile file, String type, List<Map<String, Object>> markers) throws CoreException {
		IWorkspaceRunnable op = monitor -> {
			file.deleteMarkers(type, false, IResource.DEPTH_ZERO);
			for (Map<String, Object> attributes : markers) {
				file.createMarker(type, attributes);
			}
		};
		file.getWorkspace().run(op, file, 0, null);
	}
}
