package dyno.profile.ui.internal;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.profile.RecordingStore;
import dyno.profile.ui.internal.editor.RecordingEditor;

/** "Open JFR File…" of the Profile menu: any {@code .jfr} file, starting in the recording store. */
public final class OpenJfrFileHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		FileDialog d = new FileDialog(HandlerUtil.getActiveShellChecked(event), SWT.OPEN);
		d.setText("Open JFR File");
		d.setFilterExtensions(new String[] { "*.jfr", "*" });
		d.setFilterPath(RecordingStore.defaultStore().root().toString());
		String chosen = d.open();
		if (chosen != null) {
			RecordingEditor.open(Path.of(chosen));
		}
		return null;
	}
}
