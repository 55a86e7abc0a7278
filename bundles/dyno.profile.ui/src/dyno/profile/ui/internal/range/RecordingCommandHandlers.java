package dyno.profile.ui.internal.range;

import java.io.IOException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.profile.RecordingStore;
import dyno.profile.TimeRange;
import dyno.profile.ui.internal.editor.RecordingEditor;
import dyno.ui.RecordingCommands;

/**
 * The handlers of the commands other views invoke ({@link RecordingCommands}): they find a JVM's recordings in
 * the recording store by time and open them in the Recording editor; where none fits, a dialog says so in a line.
 */
public final class RecordingCommandHandlers {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

	private RecordingCommandHandlers() {
	}

	/** {@value RecordingCommands#OPEN_RANGE}: the recording that covers most of the span, at that range. */
	public static final class OpenRange extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			String jvm = event.getParameter(RecordingCommands.JVM);
			Instant from = instant(event, RecordingCommands.FROM);
			Instant to = instant(event, RecordingCommands.TO);
			Shell shell = HandlerUtil.getActiveShell(event);
			Optional<RecordingStore.Stored> found;
			try {
				found = RecordingStore.defaultStore().covering(jvm, from, to);
			} catch (IOException e) {
				throw new ExecutionException("Cannot read the recording store: " + e.getMessage(), e);
			}
			if (found.isEmpty()) {
				MessageDialog.openInformation(shell, "Open this Range", "Dyno has no recording of " + jvm + " from "
						+ TIME.format(from) + " to " + TIME.format(to) + ".");
				return null;
			}
			RecordingEditor.open(found.get().file(), TimeRange.of(from, to));
			return null;
		}
	}

	/**
	 * {@value RecordingCommands#COMPARE_AROUND}: the first recording after the instant compared with the last one
	 * before it, each of its JVM (a server restarted by a change is another JVM after it).
	 */
	public static final class CompareAround extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			String jvmBefore = event.getParameter(RecordingCommands.JVM_BEFORE);
			String jvmAfter = event.getParameter(RecordingCommands.JVM_AFTER);
			Instant at = instant(event, RecordingCommands.AT);
			Optional<RecordingStore.Stored> before;
			Optional<RecordingStore.Stored> after;
			try {
				before = RecordingStore.defaultStore().lastBefore(jvmBefore, at);
				after = RecordingStore.defaultStore().firstAfter(jvmAfter, at);
			} catch (IOException e) {
				throw new ExecutionException("Cannot read the recording store: " + e.getMessage(), e);
			}
			if (before.isEmpty() || after.isEmpty()) {
				MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Compare Recordings",
						"Dyno has no recording of " + (before.isEmpty() ? jvmBefore + " before " : jvmAfter + " after ")
								+ TIME.format(at) + ".");
				return null;
			}
			RecordingEditor editor = RecordingEditor.open(after.get().file(), TimeRange.ALL);
			if (editor != null) {
				editor.compareWith(before.get().file());
			}
			return null;
		}
	}

	private static Instant instant(ExecutionEvent event, String parameter) throws ExecutionException {
		try {
			return Instant.parse(event.getParameter(parameter));
		} catch (RuntimeException e) {
			throw new ExecutionException("'" + parameter + "' is no ISO instant: " + event.getParameter(parameter), e);
		}
	}
}
