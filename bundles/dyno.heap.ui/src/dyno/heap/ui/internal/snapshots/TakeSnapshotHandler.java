package dyno.heap.ui.internal.snapshots;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.heap.ui.internal.Jvms;
import dyno.jvm.Target;

/**
 * "Take Class Histogram Snapshot" on the JVMs selected in the explorer (its context menu) or, from elsewhere, in
 * the explorer's last selection.
 */
public final class TakeSnapshotHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		Shell shell = HandlerUtil.getActiveShellChecked(event);
		List<Target> targets = Jvms.targets(HandlerUtil.getCurrentSelection(event));
		if (targets.isEmpty()) {
			targets = Jvms.selectedInExplorer(HandlerUtil.getActiveWorkbenchWindow(event));
		}
		TakeSnapshot.startAll(shell, targets);
		return null;
	}
}
