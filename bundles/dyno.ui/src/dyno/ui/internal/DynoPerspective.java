package dyno.ui.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import dyno.ui.DynoUi;

/**
 * The Dyno perspective: the JVM Explorer on the left, the views of opened JVMs stacked on the right. The
 * editor area stays hidden until editors (server configurations) arrive.
 */
public final class DynoPerspective implements IPerspectiveFactory {

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(false);
		layout.addView(DynoUi.JVM_EXPLORER_ID, IPageLayout.LEFT, 0.33f, layout.getEditorArea());
		IFolderLayout jvmViews = layout.createFolder("dyno.ui.jvmViews", IPageLayout.RIGHT, 0.33f,
				DynoUi.JVM_EXPLORER_ID);
		jvmViews.addPlaceholder(DynoUi.JVM_VIEWS_PLACEHOLDER);
		jvmViews.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
	}
}
