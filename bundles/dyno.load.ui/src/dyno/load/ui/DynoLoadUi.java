package dyno.load.ui;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/** Identifiers of the load test UI that other bundles (the perspective, UI tests) refer to. */
public final class DynoLoadUi {

	/** The "JMeter Load Test" launch configuration type. */
	public static final String LAUNCH_TYPE_ID = "dyno.load.ui.launchType";
	/** The Load Dashboard editor (one per run). */
	public static final String DASHBOARD_ID = "dyno.load.ui.dashboard";
	/** Launch configuration attribute: the .jmx file (absolute path). */
	public static final String ATTR_PLAN = "dyno.load.plan";
	/** Launch configuration attribute: the folder new runs are written under. */
	public static final String ATTR_RUNS_ROOT = "dyno.load.runsRoot";

	private DynoLoadUi() {
	}

	/**
	 * Where the workbench's runs go unless a launch configuration says otherwise: {@code load-runs} in Dyno's
	 * workspace folder (the tuning history looks there too).
	 */
	public static Path defaultRunsFolder() {
		Location workspace = Platform.getInstanceLocation();
		// (The location's URL is a file URL whose path is not escaped: read it as a path, not as a URI.)
		if (workspace != null && workspace.getURL() != null && "file".equals(workspace.getURL().getProtocol())) {
			return Path.of(workspace.getURL().getPath()).resolve("load-runs");
		}
		return Path.of(System.getProperty("user.home"), "dyno-load-runs");
	}
}
