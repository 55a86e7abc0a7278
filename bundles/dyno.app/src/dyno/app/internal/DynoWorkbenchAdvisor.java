package dyno.app.internal;

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
