package dyno.app.internal;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;

import dyno.ui.DynoUi;

/**
 * Hides the editor area of a Dyno perspective when its last editor closes, as the perspective starts: a result
 * (leaks, a recording, a dashboard, a configuration) takes the area while it is open, and the views of the JVMs get
 * their room back afterwards instead of sharing the window with an empty area.
 */
final class EditorAreaWhenNeeded implements IPartListener2 {

	private final IWorkbenchWindow window;

	private EditorAreaWhenNeeded(IWorkbenchWindow window) {
		this.window = window;
	}

	static void watch(IWorkbenchWindow window) {
		window.getPartService().addPartListener(new EditorAreaWhenNeeded(window));
	}

	@Override
	public void partClosed(IWorkbenchPartReference ref) {
		if (ref.getPage() != null && ref.getPage().getEditorReferences().length == 0) {
			// after the close has finished: hiding the area while its last editor is being disposed upsets the model
			window.getShell().getDisplay().asyncExec(() -> hideIfEmpty(window.getActivePage()));
		}
	}

	private static void hideIfEmpty(IWorkbenchPage page) {
		if (page == null || page.getEditorReferences().length > 0) {
			return;
		}
		IPerspectiveDescriptor perspective = page.getPerspective();
		if (perspective != null && perspective.getId().startsWith(DynoUi.PERSPECTIVE_ID)) {
			page.setEditorAreaVisible(false);
		}
	}
}
