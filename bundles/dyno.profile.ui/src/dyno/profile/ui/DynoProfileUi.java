package dyno.profile.ui;

/** Identifiers of the profiling parts, for other bundles and UI tests. */
public final class DynoProfileUi {

	/** The read-only editor of a {@code .jfr} file: Execution Time, Memory, Threads and Rules pages. */
	public static final String RECORDING_EDITOR_ID = "dyno.profile.ui.recordingEditor";

	private DynoProfileUi() {
	}
}
