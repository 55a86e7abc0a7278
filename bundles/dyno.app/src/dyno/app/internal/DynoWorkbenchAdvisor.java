package dyno.app.internal;

import java.util.Map;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import dyno.ui.DynoUi;

final class DynoWorkbenchAdvisor extends WorkbenchAdvisor {

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		configurer.setSaveAndRestore(true);
		declareProblemsViewImages(configurer);
	}

	/**
	 * The Problems view's severity icons (plain, and with a quick fix) and group icon, which only the IDE's own
	 * advisor declares: without them Dyno's hints there have red squares or no icons.
	 */
	private static void declareProblemsViewImages(IWorkbenchConfigurer configurer) {
		Map.of("IMG_OBJS_ERROR_PATH", "obj16/error_tsk.png", "IMG_OBJS_WARNING_PATH", "obj16/warn_tsk.png",
				"IMG_OBJS_INFO_PATH", "obj16/info_tsk.png", "IMG_OBJS_FIXABLE_ERROR", "obj16/quickfix_error_obj.png",
				"IMG_OBJS_FIXABLE_WARNING", "obj16/quickfix_warning_obj.png", "IMG_OBJS_FIXABLE_INFO",
				"obj16/quickfix_info_obj.png", "IMG_ETOOL_PROBLEM_CATEGORY", "etool16/problem_category.png")
				.forEach((key, icon) -> ResourceLocator.imageDescriptorFromBundle("org.eclipse.ui.ide", "icons/full/" + icon)
						.ifPresent(image -> configurer.declareImage(key, image, true)));
	}

	@Override
	public String getInitialWindowPerspectiveId() {
		return DynoUi.PERSPECTIVE_ID;
	}

	/**
	 * Saves the workspace as the IDE does when it closes: the configuration files and recordings Dyno opens are linked
	 * into it (see dyno.ui.LinkedFiles), and an unsaved workspace forgets those links at the next start.
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
				window.setShowCoolBar(true);
				window.setShowPerspectiveBar(true);
				window.setShowMenuBar(true);
				window.setShowStatusLine(true);
				window.setShowProgressIndicator(true);
			}

			@Override
			public void postWindowOpen() {
				EditorAreaWhenNeeded.watch(getWindowConfigurer().getWindow());
			}

			@Override
			public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer actionBars) {
				return new DynoActionBarAdvisor(actionBars);
			}
		};
	}
}
