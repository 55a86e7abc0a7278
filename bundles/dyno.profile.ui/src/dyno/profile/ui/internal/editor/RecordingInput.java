package dyno.profile.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A {@code .jfr} file on disk for the Recording editor; two inputs of one file are equal, so a file has one editor.
 * A path input (not a workspace file) because recordings live in the recording store or wherever the user saved
 * them, never in a project.
 */
public final class RecordingInput implements IPathEditorInput {

	private final Path file;

	public RecordingInput(Path file) {
		this.file = file.toAbsolutePath().normalize();
	}

	public Path file() {
		return file;
	}

	@Override
	public IPath getPath() {
		return IPath.fromPath(file);
	}

	@Override
	public String getName() {
		return String.valueOf(file.getFileName());
	}

	@Override
	public String getToolTipText() {
		return file.toString();
	}

	@Override
	public boolean exists() {
		return false; // not offered in the File > Recent list: the store's files may be deleted any time
	}

	@Override
	public ImageDescriptor getImageDescriptor() {
		return null;
	}

	@Override
	public IPersistableElement getPersistable() {
		return null;
	}

	@Override
	public <T> T getAdapter(Class<T> adapter) {
		return null;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof RecordingInput r && r.file.equals(file);
	}

	@Override
	public int hashCode() {
		return file.hashCode();
	}
}
