package dyno.ui;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.ui.part.EditorPart;

/**
 * An editor that shows what it is given and never changes it (a load run, snapshots): never dirty, nothing to
 * save, no Save As.
 */
public abstract class ReadOnlyEditor extends EditorPart {

	@Override
	public void doSave(IProgressMonitor monitor) {
		// nothing to save
	}

	@Override
	public void doSaveAs() {
		// not offered
	}

	@Override
	public boolean isDirty() {
		return false;
	}

	@Override
	public boolean isSaveAsAllowed() {
		return false;
	}
}
