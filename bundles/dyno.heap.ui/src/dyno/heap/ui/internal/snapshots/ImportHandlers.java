package dyno.heap.ui.internal.snapshots;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

/** The Heap menu's file commands; the Snapshots view's tool bar does the same. */
public final class ImportHandlers {

	private ImportHandlers() {
	}

	/** "Import Histogram…". */
	public static final class Histogram extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			ImportSnapshots.histograms(HandlerUtil.getActiveShellChecked(event));
			return null;
		}
	}

	/** "Open Heap Dump…". */
	public static final class HeapDump extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			ImportSnapshots.heapDump(HandlerUtil.getActiveShellChecked(event));
			return null;
		}
	}
}
