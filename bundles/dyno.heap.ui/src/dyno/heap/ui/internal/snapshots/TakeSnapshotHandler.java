package dyno.heap.ui.internal.snapshots;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.jvm.ui.connections.Jvms;

/**
 * "Take Class Histogram Snapshot" on the JVMs selected in the explorer (its context menu) or, from elsewhere, in
 * the explorer's last selection.
 */
public final class TakeSnapshotHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		TakeSnapshot.startAll(HandlerUtil.getActiveShellChecked(event), Jvms.of(event));
		return null;
	}
}
