package dyno.load.ui.internal.launch;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/** Where runs go unless a launch configuration says otherwise: {@code load-runs} in Dyno's workspace folder. */
public final class RunsRoot {

	public static final Path DEFAULT = defaultRoot();

	private RunsRoot() {
	}

	private static Path defaultRoot() {
		Location workspace = Platform.getInstanceLocation();
		// (The location's URL is a file URL whose path is not escaped: read it as a path, not as a URI.)
		if (workspace != null && workspace.getURL() != null && "file".equals(workspace.getURL().getProtocol())) {
			return Path.of(workspace.getURL().getPath()).resolve("load-runs");
		}
		return Path.of(System.getProperty("user.home"), "dyno-load-runs");
	}
}
