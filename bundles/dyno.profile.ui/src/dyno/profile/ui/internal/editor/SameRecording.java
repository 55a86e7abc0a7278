package dyno.profile.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorMatchingStrategy;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.PartInitException;

/**
 * One Recording editor per file, however it is opened: from the recording store (a {@link RecordingInput}), from a
 * rule marker in the Problems view (the workspace file of a linked folder) or from an IDE's project.
 */
public final class SameRecording implements IEditorMatchingStrategy {

	@Override
	public boolean matches(IEditorReference editor, IEditorInput input) {
		try {
			Path open = pathOf(editor.getEditorInput());
			return open != null && open.equals(pathOf(input));
		} catch (PartInitException e) {
			return false; // an editor that cannot restore its input shows no recording
		}
	}

	private static Path pathOf(IEditorInput input) {
		return input instanceof IPathEditorInput p ? p.getPath().toPath().toAbsolutePath().normalize() : null;
	}
}
