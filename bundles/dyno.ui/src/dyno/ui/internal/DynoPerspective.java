package dyno.ui.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import dyno.ui.DynoUi;

/**
 * The Dyno perspective: the JVM Explorer on the left, the views of opened JVMs stacked on the right. The
 * editor area stays hidden until editors (server configurations) arrive.
 * <p>
 * Reset Perspective lays the perspective out again while its editors stay open: a hidden editor area then would
 * dispose them, and an editor whose input is not persistable (a run, a snapshot series) cannot be made again from
 * its reference ("No editor descriptor for id …emptyEditorTab"). So the area is hidden only when no editor is open.
 */
public final class DynoPerspective implements IPerspectiveFactory {

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(editorsOpen());
		layout.addView(DynoUi.JVM_EXPLORER_ID, IPageLayout.LEFT, 0.33f, layout.getEditorArea());
		IFolderLayout jvmViews = layout.createFolder("dyno.ui.jvmViews", IPageLayout.RIGHT, 0.33f,
				DynoUi.JVM_EXPLORER_ID);
		jvmViews.addPlaceholder(DynoUi.JVM_VIEWS_PLACEHOLDER);
		jvmViews.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
		jvmViews.addPlaceholder(DynoUi.JVM_MBEANS_PLACEHOLDER);
	}

	/** Whether the page being laid out again (Reset Perspective) has editors; false at the first layout. */
	private static boolean editorsOpen() {
		IWorkbenchWindow window = PlatformUI.isWorkbenchRunning()
				? PlatformUI.getWorkbench().getActiveWorkbenchWindow()
				: null;
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		return page != null && page.getEditorReferences().length > 0;
	}
}
