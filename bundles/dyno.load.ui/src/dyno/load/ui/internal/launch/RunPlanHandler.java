package dyno.load.ui.internal.launch;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Run Test Plan…": this workbench's Run As › JMeter Load Test, as it has no file explorer: pick a {@code .jmx}
 * file and it runs at once, through {@link LoadLaunchShortcut}.
 */
public final class RunPlanHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		FileDialog dialog = new FileDialog(HandlerUtil.getActiveShellChecked(event), SWT.OPEN);
		dialog.setText("Run Test Plan");
		dialog.setFilterExtensions(new String[] { "*.jmx", "*" });
		dialog.setFilterNames(new String[] { "JMeter test plans (*.jmx)", "All files" });
		String chosen = dialog.open();
		if (chosen != null) {
			LoadLaunchShortcut.launchPlan(Path.of(chosen), ILaunchManager.RUN_MODE);
		}
		return null;
	}
}
