package dyno.ui;

import java.util.Objects;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * An editor input that lives only as long as the workbench session (a run, a snapshot series, a recording): not
 * remembered across restarts nor offered in File › Recent (its files may be gone by then), the editor's own icon.
 * Two inputs of the same class and {@link #key()} are equal, so one thing gets one editor.
 */
public abstract class TransientInput implements IEditorInput {

	/** What makes two inputs the same (a run folder, a file, a list of files). */
	protected abstract Object key();

	@Override
	public boolean exists() {
		return false;
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
		return o != null && o.getClass() == getClass() && Objects.equals(((TransientInput) o).key(), key());
	}

	@Override
	public int hashCode() {
		return Objects.hashCode(key());
	}
}
