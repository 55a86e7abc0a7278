package dyno.profile.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.ui.IPathEditorInput;

import dyno.profile.TimeRange;
import dyno.ui.TransientInput;

/**
 * A {@code .jfr} file on disk for the Recording editor; two inputs of one file are equal, so a file has one editor.
 * A path input (not a workspace file) because recordings live in the recording store or wherever the user saved
 * them, never in a project.
 */
public final class RecordingInput extends TransientInput implements IPathEditorInput {

	private final Path file;
	private final TimeRange range;

	public RecordingInput(Path file) {
		this(file, TimeRange.ALL);
	}

	/** The file, for an editor that opens at {@code range} (two inputs of one file are equal whatever their ranges). */
	public RecordingInput(Path file, TimeRange range) {
		this.file = file.toAbsolutePath().normalize();
		this.range = range;
	}

	public Path file() {
		return file;
	}

	/** The range a new editor shows first. */
	public TimeRange range() {
		return range;
	}

	@Override
	protected Object key() {
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
}
