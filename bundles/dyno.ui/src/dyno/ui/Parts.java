package dyno.ui;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/** Opens Dyno's editors and views in the workbench's window (UI thread). */
public final class Parts {

	private Parts() {
	}

	/** Opens (or brings to the front) the editor of {@code input}; a failure is told in a dialog named after it. */
	public static void openEditor(IEditorInput input, String editorId) {
		openEditor(input, editorId, input.getName(), input.getName());
	}

	/**
	 * Opens (or brings to the front) the editor of {@code input}, showing the editor area; a failure is told in a
	 * dialog titled {@code title}: "Cannot open {@code what}: why".
	 */
	public static void openEditor(IEditorInput input, String editorId, String title, String what) {
		IWorkbenchPage page = page();
		if (page == null) {
			return;
		}
		// The Dyno perspective starts with the editor area hidden.
		page.setEditorAreaVisible(true);
		try {
			page.openEditor(input, editorId);
		} catch (PartInitException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), title,
					"Cannot open " + what + ": " + e.getMessage());
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

	/** The active workbench window, else the first one; null when there is none (e.g. while closing). */
	public static IWorkbenchWindow window() {
		IWorkbench workbench = PlatformUI.getWorkbench();
		IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
		if (window == null && workbench.getWorkbenchWindowCount() > 0) {
			window = workbench.getWorkbenchWindows()[0];
		}
		return window;
	}

	/** The page of {@link #window()}, or null. */
	public static IWorkbenchPage page() {
		IWorkbenchWindow window = window();
		return window == null ? null : window.getActivePage();
	}
}
