package dyno.load.ui.internal.launch;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Run Configurations…": the platform's dialog with every launch configuration, as the IDE's Run menu opens it. */
public final class RunConfigurationsHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		DebugUITools.openLaunchConfigurationDialogOnGroup(HandlerUtil.getActiveShellChecked(event), StructuredSelection.EMPTY,
				IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		return null;
	}
}
