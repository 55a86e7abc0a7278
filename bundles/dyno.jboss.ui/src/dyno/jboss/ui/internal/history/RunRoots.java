package dyno.jboss.ui.internal.history;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import dyno.load.run.LoadRun;
import dyno.ui.DynoUi;

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
		return List.of(LoadRun.workbenchRuns(DynoUi.workspaceFolder()), LoadRun.CLI_RUNS);
	}
}
