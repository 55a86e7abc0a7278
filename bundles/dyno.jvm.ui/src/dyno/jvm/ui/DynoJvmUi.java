package dyno.jvm.ui;

/** Identifiers of the JVM views, for the perspective, other bundles and UI tests. */
public final class DynoJvmUi {

	public static final String JVM_EXPLORER_ID = "dyno.jvm.ui.jvmExplorer";
	/** One view per connection; its secondary id encodes the target. */
	public static final String HEAP_GENERATIONS_ID = "dyno.jvm.ui.heapGenerations";
	/** One view per connection, like the heap's. */
	public static final String THREADS_ID = "dyno.jvm.ui.threads";

	private DynoJvmUi() {
	}
}
