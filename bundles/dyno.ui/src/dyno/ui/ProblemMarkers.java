package dyno.ui;

import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
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

	/**
	 * The marker attribute whose text the Problems view shows as the Path instead of the resource's own
	 * ({@code org.eclipse.ui.views.markers.MarkerViewUtil.PATH_ATTRIBUTE} of org.eclipse.ui.ide, which Dyno's bundles
	 * do not require).
	 */
	static final String PATH_SHOWN = "org.eclipse.ui.views.markers.path";

	/**
	 * Replaces the {@code type} markers of {@code file} by one per attribute map, in one workspace operation. A file
	 * linked into the hidden project shows its folder on disk as its Path, not "/.dyno-files/…".
	 */
	public static void replace(IFile file, String type, List<Map<String, Object>> markers) throws CoreException {
		String folder = file.getProject().getName().equals(LinkedFiles.PROJECT) && file.getLocation() != null
				? file.getLocation().toPath().getParent().toString() : null;
		IWorkspaceRunnable op = monitor -> {
			file.deleteMarkers(type, false, IResource.DEPTH_ZERO);
			for (Map<String, Object> attributes : markers) {
				IMarker m = file.createMarker(type, attributes);
				if (folder != null) {
					m.setAttribute(PATH_SHOWN, folder);
				}
			}
		};
		file.getWorkspace().run(op, file, 0, null);
	}
}
