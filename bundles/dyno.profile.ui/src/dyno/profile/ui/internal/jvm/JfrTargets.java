package dyno.profile.ui.internal.jvm;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.internal.Connections;

/**
 * The JVM a recording command is for (picked in the JVM Explorer) and the workbench's live connection to it.
 * Mirrors {@code dyno.heap.ui}'s {@code Jvms}, which other bundles cannot reach (an internal package of its own).
 */
final class JfrTargets {

	private static final Duration CONNECT_LIMIT = Duration.ofSeconds(20);

	private JfrTargets() {
	}

	/**
	 * The JVMs of the command's selection (the explorer's context menu), else those selected in the window's JVM
	 * Explorer (the Profile menu).
	 */
	static List<Target> of(ExecutionEvent event) {
		List<Target> targets = targets(HandlerUtil.getCurrentSelection(event));
		IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
		return targets.isEmpty() && window != null
				? targets(window.getSelectionService().getSelection(DynoJvmUi.JVM_EXPLORER_ID))
				: targets;
	}

	private static List<Target> targets(ISelection selection) {
		List<Target> out = new ArrayList<>();
		if (selection instanceof IStructuredSelection s) {
			for (Object o : s.toList()) {
				Target t = Adapters.adapt(o, Target.class);
				if (t != null) {
					out.add(t);
				}
			}
		}
		return out;
	}

	/** Why JFR cannot be driven on {@code target}, or null when it can: jstatd only reads counters. */
	static String whyNoRecording(Target target) {
		return target.transport().offersActions() ? null
				: target.label() + " is watched over " + target.transport().label() + ", which gives "
						+ target.transport().gives()
						+ " but cannot start Flight Recorder. Open the JVM locally or over JMX.";
	}

	/** The workbench's connection to {@code target} once live, or the connection's own words. Blocks: in a job. */
	static JvmConnection live(Target target) throws IOException, InterruptedException {
		String why = whyNoRecording(target);
		if (why != null) {
			throw new IOException(why);
		}
		JvmConnection c = Connections.get().open(target);
		if (c.connectAndWait(CONNECT_LIMIT) != JvmConnection.State.LIVE) {
			throw new IOException(target.label() + " is not connected"
					+ (c.problem() == null ? " (no answer within " + CONNECT_LIMIT.toSeconds() + " s)" : ": " + c.problem()));
		}
		return c;
	}
}
