package dyno.ui;

/** Identifiers other bundles (views of later capabilities, UI tests) refer to. */
public final class DynoUi {

	public static final String PERSPECTIVE_ID = "dyno.ui.perspective";
	/** The JVM Explorer, contributed by {@code dyno.jvm.ui}; the Dyno perspective places it. */
	public static final String JVM_EXPLORER_ID = "dyno.jvm.ui.jvmExplorer";
	/** Where the perspective stacks the per-JVM views ({@code dyno.jvm.ui}'s Heap Generations, any secondary id). */
	public static final String JVM_VIEWS_PLACEHOLDER = "dyno.jvm.ui.heapGenerations:*";
	/** The per-JVM Threads views ({@code dyno.jvm.ui}'s), stacked with the Heap Generations views. */
	public static final String JVM_THREADS_PLACEHOLDER = "dyno.jvm.ui.threads:*";
	/** Widget data key under which Dyno names its controls for UI tests (Jemmy's {@code ByName}). */
	public static final String WIDGET_NAME = "name";
	/** The marker type every Dyno hint of the Problems view has (config findings, recording rule results). */
	public static final String HINT_MARKER = "dyno.ui.hint";

	private DynoUi() {
	}
}
