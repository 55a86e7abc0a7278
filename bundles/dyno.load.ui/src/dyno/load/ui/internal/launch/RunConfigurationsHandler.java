package dyno.load.ui.internal.launch;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Run Configurations…": the platform's dialog with every launch configuration, as the IDE's Run menu opens it: on
 * the configuration launched last, else on the one saved last (the user's last Apply), so it does not forget where
 * the user was.
 */
public final class RunConfigurationsHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		DebugUITools.openLaunchConfigurationDialogOnGroup(HandlerUtil.getActiveShellChecked(event), lastUsed(),
				IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		return null;
	}

	private static IStructuredSelection lastUsed() throws ExecutionException {
		ILaunchConfiguration last = DebugUITools.getLastLaunch(IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		if (last == null || !last.exists()) {
			try {
				ILaunchConfiguration[] all = DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations();
				last = all.length == 0 ? null : LaunchConfigs.newest(all);
			} catch (CoreException e) {
				throw new ExecutionException("Cannot list the launch configurations: " + e.getMessage(), e);
			}
		}
		return last == null ? StructuredSelection.EMPTY : new StructuredSelection(last);
	}
}
