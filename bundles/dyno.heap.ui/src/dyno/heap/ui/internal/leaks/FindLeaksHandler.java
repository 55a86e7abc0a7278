package dyno.heap.ui.internal.leaks;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.core.analysis.Arguments;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;

/** "Find Leaks…" on a JVM of the explorer: asks for the schedule, then takes the series in a job. */
public final class FindLeaksHandler extends AbstractHandler {

	private static final String TITLE = "Find Leaks";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		Shell shell = HandlerUtil.getActiveShellChecked(event);
		List<Target> targets = Jvms.of(event);
		if (targets.size() != 1) {
			MessageDialog.openInformation(shell, TITLE, "Select one JVM in the JVM Explorer: the leak finder watches one JVM.");
			return null;
		}
		Target target = targets.get(0);
		String why = Jvms.whyNoActions(target, Jvms.HEAP_ACTIONS);
		if (why != null) {
			MessageDialog.openError(shell, TITLE, why);
			return null;
		}
		Arguments arguments = FindLeaks.ask(shell, target);
		if (arguments != null) {
			FindLeaks.start(shell, target, arguments);
		}
		return null;
	}
}
