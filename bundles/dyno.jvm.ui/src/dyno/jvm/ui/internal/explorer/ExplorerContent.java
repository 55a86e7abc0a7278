package dyno.jvm.ui.internal.explorer;

import org.eclipse.jface.viewers.ITreeContentProvider;

import dyno.jvm.ui.connections.SavedTargets.JstatdHost;

/** Tree structure of the {@link ExplorerModel}. */
final class ExplorerContent implements ITreeContentProvider {

	private final ExplorerModel model;

	ExplorerContent(ExplorerModel model) {
		this.model = model;
	}

	@Override
	public Object[] getElements(Object input) {
		return model.children(model);
	}

	@Override
	public Object[] getChildren(Object parent) {
		return model.children(parent);
	}

	@Override
	public Object getParent(Object element) {
		return switch (element) {
		case ExplorerModel.Group g -> null;
		case ExplorerModel.Message m -> m.parent();
		case ExplorerModel.JvmNode n -> n.target() instanceof dyno.jvm.Target.Jstatd j
				? new JstatdHost(j.host(), j.port())
				: ExplorerModel.Group.LOCAL;
		default -> ExplorerModel.Group.REMOTE;
		};
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof ExplorerModel.Group || element instanceof JstatdHost;
	}
}
