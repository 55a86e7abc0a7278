package dyno.jboss.ui.internal.runtime;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Jvms;

/** "Server Runtime" on the JVMs selected in the explorer: a Server Runtime view for each, as Open does the heap's. */
public final class OpenServerRuntime extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
		for (Target t : Jvms.of(event)) {
			try {
				DynoJvmUi.show(page, ServerRuntimeView.ID, t, IWorkbenchPage.VIEW_ACTIVATE);
			} catch (PartInitException e) {
				MessageDialog.openError(HandlerUtil.getActiveShell(event), "Server Runtime of " + t.label(),
						e.getMessage());
			}
		}
		return null;
	}
}
