package dyno.profile.ui;

/** Identifiers of the profiling parts and commands, for menus, other bundles and UI tests. */
public final class DynoProfileUi {

	/** The read-only editor of a {@code .jfr} file: Execution Time, Memory, Threads and Rules pages. */
	public static final String RECORDING_EDITOR_ID = "dyno.profile.ui.recordingEditor";
	public static final String START_RECORDING_COMMAND_ID = "dyno.profile.ui.startRecording";
	public static final String STOP_RECORDING_COMMAND_ID = "dyno.profile.ui.stopRecording";
	public static final String DUMP_RECORDING_COMMAND_ID = "dyno.profile.ui.dumpRecording";
	public static final String OPEN_JFR_FILE_COMMAND_ID = "dyno.profile.ui.openJfrFile";

	private DynoProfileUi() {
	}
}
