package dyno.ui.internal;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import dyno.ui.DynoUi;

/** The Dyno perspective: the JVM Explorer on the left, the editor area for later views and editors. */
public final class DynoPerspective implements IPerspectiveFactory {

	@Override
	public void createInitialLayout(IPageLayout layout) {
		// Until the JVM views arrive, the explorer has the window to itself.
		layout.setEditorAreaVisible(false);
		layout.addView(DynoUi.JVM_EXPLORER_ID, IPageLayout.LEFT, 0.35f, layout.getEditorArea());
	}
}
