package dyno.app.internal;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import dyno.ui.DynoUi;

final class DynoWorkbenchAdvisor extends WorkbenchAdvisor {

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		configurer.setSaveAndRestore(true);
	}

	@Override
	public String getInitialWindowPerspectiveId() {
		return DynoUi.PERSPECTIVE_ID;
	}

	/**
	 * Saves the workspace as the IDE does when it closes: the configuration files Dyno opens are linked into it
	 * (see dyno.jboss.ui's ServerFiles), and an unsaved workspace forgets those links at the next start.
	 */
	@Override
	public void postShutdown() {
		try {
			ResourcesPlugin.getWorkspace().save(true, null);
		} catch (CoreException e) {
			ILog.of(getClass()).log(e.getStatus());
		}
	}

	@Override
	public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		return new WorkbenchWindowAdvisor(configurer) {
			@Override
			public void preWindowOpen() {
				IWorkbenchWindowConfigurer window = getWindowConfigurer();
				window.setTitle("Dyno");
				window.setInitialSize(new Point(1200, 800));
				window.setShowCoolBar(false);
				window.setShowStatusLine(true);
				window.setShowProgressIndicator(true);
			}
		};
	}
}
