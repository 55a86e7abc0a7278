package dyno.load.ui.internal.dashboard;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.load.ui.DynoLoadUi;

/** "Open Load Run…": a dashboard for a saved run folder (the runs folder is offered first). */
public final class OpenLoadRunHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		DirectoryDialog d = new DirectoryDialog(HandlerUtil.getActiveShellChecked(event));
		d.setText("Open Load Run");
		d.setMessage("The folder of a load run (it holds run.json and results.jtl)");
		d.setFilterPath(DynoLoadUi.defaultRunsFolder().toString());
		String chosen = d.open();
		if (chosen != null) {
			Dashboards.openSaved(Path.of(chosen));
		}
		return null;
	}
}
