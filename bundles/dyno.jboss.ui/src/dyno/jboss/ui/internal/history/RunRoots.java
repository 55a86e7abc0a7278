package dyno.jboss.ui.internal.history;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/**
 * The runs folders whose load runs the Tuning History links to: the workbench's ({@code load-runs} in the workspace
 * folder, where "JMeter Load Test" launches write unless told otherwise) and the CLI's ({@code ~/.dyno/runs}).
 * The system property {@value #PROPERTY} (a path list) replaces both, e.g. for tests.
 */
final class RunRoots {

	static final String PROPERTY = "dyno.history.runs";

	private RunRoots() {
	}

	static List<Path> get() {
		String set = System.getProperty(PROPERTY);
		if (set != null && !set.isBlank()) {
			return List.of(set.split(File.pathSeparator)).stream().map(Path::of).toList();
		}
		List<Path> out = new ArrayList<>();
		Location workspace = Platform.getInstanceLocation();
		// the location's URL is a file URL whose path is not escaped: read it as a path, not as a URI
		if (workspace != null && workspace.getURL() != null && "file".equals(workspace.getURL().getProtocol())) {
			out.add(Path.of(workspace.getURL().getPath()).resolve("load-runs"));
		}
		out.add(Path.of(System.getProperty("user.home"), ".dyno", "runs"));
		return out;
	}
}
