package dyno.load.ui;

import java.nio.file.Path;

import dyno.load.run.LoadRun;
import dyno.ui.DynoUi;

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
	 * Where the workbench's runs go unless a launch configuration says otherwise:
	 * {@link LoadRun#workbenchRuns} of Dyno's workspace folder.
	 */
	public static Path defaultRunsFolder() {
		return LoadRun.workbenchRuns(DynoUi.workspaceFolder());
	}
}
