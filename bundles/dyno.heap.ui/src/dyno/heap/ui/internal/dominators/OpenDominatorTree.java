package dyno.heap.ui.internal.dominators;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Open Dominator Tree…" of the Heap menu: asks for an HPROF file and opens its dominator tree. */
public final class OpenDominatorTree extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		FileDialog d = new FileDialog(HandlerUtil.getActiveShellChecked(event), SWT.OPEN);
		d.setText("Open Dominator Tree");
		d.setFilterExtensions(new String[] { "*.hprof;*.hprof.gz", "*" });
		String chosen = d.open();
		if (chosen != null) {
			DominatorTreeEditor.open(Path.of(chosen), null);
		}
		return null;
	}
}
