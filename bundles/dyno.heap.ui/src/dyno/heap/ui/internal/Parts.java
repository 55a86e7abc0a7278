package dyno.heap.ui.internal;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/** Opens this bundle's editors and views in the workbench's window (UI thread). */
public final class Parts {

	private Parts() {
	}

	public static void openEditor(IEditorInput input, String editorId) {
		IWorkbenchPage page = page();
		if (page == null) {
			return;
		}
		// The Dyno perspective starts with the editor area hidden.
		page.setEditorAreaVisible(true);
		try {
			page.openEditor(input, editorId);
		} catch (PartInitException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), input.getName(),
					"Cannot open " + input.getName() + ": " + e.getMessage());
		}
	}

	/**
	 * Shows the view (creating it if needed) without taking the focus from the part the user works in (the
	 * explorer, an editor); null when it cannot be shown.
	 */
	public static IViewPart showView(String viewId) {
		IWorkbenchPage page = page();
		if (page == null) {
			return null;
		}
		try {
			return page.showView(viewId, null, IWorkbenchPage.VIEW_VISIBLE);
		} catch (PartInitException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Show view", e.getMessage());
			return null;
		}
	}

	public static IWorkbenchWindow window() {
		IWorkbench workbench = PlatformUI.getWorkbench();
		IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
		if (window == null && workbench.getWorkbenchWindowCount() > 0) {
			window = workbench.getWorkbenchWindows()[0];
		}
		return window;
	}

	private static IWorkbenchPage page() {
		IWorkbenchWindow window = window();
		return window == null ? null : window.getActivePage();
	}
}
