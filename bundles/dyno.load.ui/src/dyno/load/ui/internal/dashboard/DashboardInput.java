package dyno.load.ui.internal.dashboard;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/** One run for the dashboard; two inputs of the same run folder are equal, so a run has one dashboard. */
final class DashboardInput implements IEditorInput {

	private final RunData run;

	DashboardInput(RunData run) {
		this.run = run;
	}

	RunData run() {
		return run;
	}

	@Override
	public boolean exists() {
		return false; // not in the "recent" list: a live run cannot be reopened as it was
	}

	@Override
	public ImageDescriptor getImageDescriptor() {
		return null; // the editor's own icon
	}

	@Override
	public String getName() {
		return run.name();
	}

	@Override
	public IPersistableElement getPersistable() {
		return null;
	}

	@Override
	public String getToolTipText() {
		return run.dir().toString();
	}

	@Override
	public <T> T getAdapter(Class<T> adapter) {
		return null;
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof DashboardInput other && other.run.dir().equals(run.dir());
	}

	@Override
	public int hashCode() {
		return run.dir().hashCode();
	}
}
