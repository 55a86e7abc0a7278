package dyno.jvm.ui.connections;

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
import dyno.jvm.Transport;
import dyno.jvm.ui.DynoJvmUi;

/**
 * The JVMs the user picked in the JVM Explorer, and live connections to them with their actions, for the commands of
 * the heap, profiling and other tool bundles.
 */
public final class Jvms {

	/** What the heap commands need a JVM's actions for (see {@link #whyNoActions}). */
	public static final String HEAP_ACTIONS = "take class histograms or heap dumps";
	/** What the profiling commands need them for. */
	public static final String FLIGHT_RECORDER = "start Flight Recorder";

	private static final Duration CONNECT_LIMIT = Duration.ofSeconds(20);

	private Jvms() {
	}

	/** The targets of a selection (explorer rows adapt to theirs); empty when none is a JVM. */
	public static List<Target> targets(ISelection selection) {
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

	/**
	 * The JVMs a command is for: those of its selection (the explorer's context menu), else those selected in the
	 * window's JVM Explorer (the Heap menu).
	 */
	public static List<Target> of(ExecutionEvent event) {
		List<Target> targets = targets(HandlerUtil.getCurrentSelection(event));
		return targets.isEmpty() ? selectedInExplorer(HandlerUtil.getActiveWorkbenchWindow(event)) : targets;
	}

	/** The JVMs selected in the window's JVM Explorer. */
	public static List<Target> selectedInExplorer(IWorkbenchWindow window) {
		return window == null ? List.of() : targets(window.getSelectionService().getSelection(DynoJvmUi.JVM_EXPLORER_ID));
	}

	/**
	 * Why {@code target}'s transport cannot do what a command needs ({@code cannot}, e.g. {@link #HEAP_ACTIONS}), or
	 * null when it can: jstatd reads counters only and has no channel to ask the JVM for anything.
	 */
	public static String whyNoActions(Target target, String cannot) {
		Transport t = target.transport();
		return t.offersActions() ? null
				: target.label() + " is watched over " + t.label() + ", which gives " + t.gives() + " but cannot "
						+ cannot + ". Open the JVM locally or over JMX.";
	}

	/**
	 * The workbench's connection to {@code target} (opened if needed), once live; the connection's own words when
	 * it cannot be made (a JVM that ended, a host that does not answer). Blocks: call it in a job.
	 */
	public static JvmConnection live(Target target, String cannot) throws IOException, InterruptedException {
		String why = whyNoActions(target, cannot);
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
