package dyno.ui;

/** Identifiers other bundles (views of later capabilities, UI tests) refer to. */
public final class DynoUi {

	public static final String PERSPECTIVE_ID = "dyno.ui.perspective";
	public static final String JVM_EXPLORER_ID = "dyno.ui.jvmExplorer";
	/** Widget data key under which Dyno names its controls for UI tests (Jemmy's {@code ByName}). */
	public static final String WIDGET_NAME = "name";

	private DynoUi() {
	}
}
