package dyno.ui;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

import dyno.core.analysis.AnalysisRegistry;

/** Identifiers other bundles (views of later capabilities, UI tests) refer to. */
public final class DynoUi {

	public static final String PERSPECTIVE_ID = "dyno.ui.perspective";
	/** The journeys' perspectives: watching JVMs, tuning servers, load tests, profiling. */
	public static final String MONITOR_PERSPECTIVE_ID = "dyno.ui.perspective.monitor";
	public static final String SERVERS_PERSPECTIVE_ID = "dyno.ui.perspective.servers";
	public static final String LOAD_PERSPECTIVE_ID = "dyno.ui.perspective.load";
	public static final String PROFILE_PERSPECTIVE_ID = "dyno.ui.perspective.profile";
	/** The JVM Explorer, contributed by {@code dyno.jvm.ui}; the Dyno perspective places it. */
	public static final String JVM_EXPLORER_ID = "dyno.jvm.ui.jvmExplorer";
	/** Where the perspective stacks the per-JVM views ({@code dyno.jvm.ui}'s Heap Generations, any secondary id). */
	public static final String JVM_VIEWS_PLACEHOLDER = "dyno.jvm.ui.heapGenerations:*";
	/** The per-JVM Threads views ({@code dyno.jvm.ui}'s), stacked with the Heap Generations views. */
	public static final String JVM_THREADS_PLACEHOLDER = "dyno.jvm.ui.threads:*";
	/** The per-JVM MBeans views ({@code dyno.jvm.ui}'s), stacked with the Heap Generations views. */
	public static final String JVM_MBEANS_PLACEHOLDER = "dyno.jvm.ui.mbeans:*";
	/** Widget data key under which Dyno names its controls for UI tests (Jemmy's {@code ByName}). */
	public static final String WIDGET_NAME = "name";
	/** The marker type every Dyno hint of the Problems view has (config findings, recording rule results). */
	public static final String HINT_MARKER = "dyno.ui.hint";

	private DynoUi() {
	}

	/** The installed bundles' analyses, read once: what the Analyses menu lists and each face looks up by name. */
	public static AnalysisRegistry analyses() {
		return Registry.ANALYSES;
	}

	/** Loaded on first use, not when the workbench starts. */
	private static final class Registry {
		static final AnalysisRegistry ANALYSES = AnalysisRegistry.load();
	}

	/** The workbench's workspace folder (its instance location), null when it has none on the file system. */
	public static Path workspaceFolder() {
		Location workspace = Platform.getInstanceLocation();
		// (The location's URL is a file URL whose path is not escaped: read it as a path, not as a URI.)
		if (workspace != null && workspace.getURL() != null && "file".equals(workspace.getURL().getProtocol())) {
			return Path.of(workspace.getURL().getPath());
		}
		return null;
	}
}
