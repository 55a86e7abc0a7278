package dyno.ui;

import java.time.Instant;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;

/**
 * The commands of the profiling views that other views invoke without depending on them (the views of a JVM, the
 * load dashboard and the tuning history sit below the profiling views): their ids and parameters, and how to run
 * one. The profiling views contribute the commands and their handlers.
 */
public final class RecordingCommands {

	/** Opens the recording Dyno made of a JVM that covers a span of time, at that range. */
	public static final String OPEN_RANGE = "dyno.profile.openRange";
	/** Compares the recordings taken around an instant: the differential flame graph of the one after against the one before. */
	public static final String COMPARE_AROUND = "dyno.profile.compareRecordings";
	/** The JVM, as a target's label names it ("pid 4711"): the recording store's folder of its recordings. */
	public static final String JVM = "jvm";
	/** The JVMs of the recording before and after the instant (the same JVM, or a server before and after a restart). */
	public static final String JVM_BEFORE = "jvmBefore";
	public static final String JVM_AFTER = "jvmAfter";
	/** ISO instants: the span's start and end, and the instant to compare around. */
	public static final String FROM = "from";
	public static final String TO = "to";
	public static final String AT = "at";

	private RecordingCommands() {
	}

	/** Opens the recording of {@code jvm} that covers {@code from}..{@code to} at that range. UI thread. */
	public static void openRange(Shell shell, String jvm, Instant from, Instant to) {
		run(shell, "Open this Range", OPEN_RANGE, Map.of(JVM, jvm, FROM, from.toString(), TO, to.toString()));
	}

	/**
	 * Compares the first recording of {@code jvmAfter} after {@code at} with the last of {@code jvmBefore} before
	 * it. UI thread.
	 */
	public static void compareAround(Shell shell, String jvmBefore, String jvmAfter, Instant at) {
		run(shell, "Compare Recordings", COMPARE_AROUND,
				Map.of(JVM_BEFORE, jvmBefore, JVM_AFTER, jvmAfter, AT, at.toString()));
	}

	private static void run(Shell shell, String title, String id, Map<String, String> parameters) {
		Command command = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(id);
		if (!command.isDefined()) {
			MessageDialog.openInformation(shell, title, "Recordings cannot be opened: the profiling views are not installed.");
			return;
		}
		try {
			PlatformUI.getWorkbench().getService(IHandlerService.class)
					.executeCommand(ParameterizedCommand.generateCommand(command, parameters), null);
		} catch (CommandException e) {
			MessageDialog.openError(shell, title, e.getMessage());
		}
	}
}
