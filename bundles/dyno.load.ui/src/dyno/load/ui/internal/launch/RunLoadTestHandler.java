package dyno.load.ui.internal.launch;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.load.ui.DynoLoadUi;

/**
 * "Run Load Test…": the Run Configurations dialog on a JMeter Load Test configuration, the most recently
 * changed one or, when there is none yet, a new one with the defaults.
 */
public final class RunLoadTestHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		ILaunchConfigurationType type = manager.getLaunchConfigurationType(DynoLoadUi.LAUNCH_TYPE_ID);
		try {
			ILaunchConfiguration[] existing = manager.getLaunchConfigurations(type);
			ILaunchConfiguration config = existing.length > 0 ? LaunchConfigs.newest(existing) : created(manager, type);
			DebugUITools.openLaunchConfigurationDialogOnGroup(HandlerUtil.getActiveShellChecked(event),
					new StructuredSelection(config), IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		} catch (CoreException e) {
			throw new ExecutionException("Cannot open the JMeter Load Test configurations: " + e.getMessage(), e);
		}
		return null;
	}

	private static ILaunchConfiguration created(ILaunchManager manager, ILaunchConfigurationType type) throws CoreException {
		var copy = type.newInstance(null, manager.generateLaunchConfigurationName("Load test"));
		new PlanTab().setDefaults(copy);
		return copy.doSave();
	}
}
