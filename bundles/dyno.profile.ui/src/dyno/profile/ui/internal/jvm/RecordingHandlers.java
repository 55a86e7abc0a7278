package dyno.profile.ui.internal.jvm;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.core.analysis.Arguments;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.connections.Jvms;
import dyno.profile.RecordingSettings;
import dyno.profile.analysis.ProfileAnalysis;
import dyno.profile.ui.internal.live.LiveProfileView;
import dyno.ui.DynoUi;
import dyno.ui.ParametersDialog;

/** The recording commands on a JVM of the explorer (context menu and Profile menu). */
public final class RecordingHandlers {

	private RecordingHandlers() {
	}

	/**
	 * The window's shell, which outlives the jobs: the active shell may be a transient one (the explorer's tooltip,
	 * a menu), and a job whose shell is gone drops its result.
	 */
	private static Shell shell(ExecutionEvent event) throws ExecutionException {
		return HandlerUtil.getActiveWorkbenchWindowChecked(event).getShell();
	}

	/** The one JVM the command is for, or null after telling the user why there is none. */
	private static Target target(ExecutionEvent event, String title) throws ExecutionException {
		Shell shell = shell(event);
		List<Target> targets = Jvms.of(event);
		if (targets.size() != 1) {
			MessageDialog.openInformation(shell, title, "Select one JVM in the JVM Explorer.");
			return null;
		}
		String why = Jvms.whyNoActions(targets.get(0), Jvms.FLIGHT_RECORDER);
		if (why != null) {
			MessageDialog.openError(shell, title, why);
			return null;
		}
		return targets.get(0);
	}

	/**
	 * "Start JFR Recording…": asks the profile analysis' parameters (as {@code dyno profile} takes them), then
	 * starts in a job.
	 */
	public static final class Start extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			Target target = target(event, "Start JFR Recording");
			if (target != null) {
				Shell shell = shell(event);
				ProfileAnalysis analysis = DynoUi.analyses().get("profile", ProfileAnalysis.class);
				ParametersDialog d = new ParametersDialog(shell, analysis, "Start JFR Recording on " + target.label(),
						"Start", "Flight Recorder records the JVM with low overhead: method samples, allocations, "
								+ "lock waits, GC. The recording is fetched into the recording store and opened when it "
								+ "ends or when you choose Stop JFR Recording and Open.")
						.asking(List.of(ProfileAnalysis.DURATION, ProfileAnalysis.UNTIL_STOPPED,
								ProfileAnalysis.SETTINGS, ProfileAnalysis.NAME, ProfileAnalysis.MAX_SIZE))
						.given(ProfileAnalysis.TARGET, target).footer(RecordingHandlers::whatHappens);
				if (d.open() == Window.OK) {
					RecordingJobs.start(shell, target, ProfileAnalysis.settings(d.arguments()));
				}
			}
			return null;
		}
	}

	/** The dialog's footer: what Start will do with these arguments. */
	private static String whatHappens(Arguments arguments) {
		RecordingSettings settings = ProfileAnalysis.settings(arguments);
		return settings.duration() == null
				? "It records until you choose Stop JFR Recording and Open (or Dump JFR Recording and Open for what it "
						+ "has so far) on the JVM."
				: "It records for " + ProfileAnalysis.DURATION_TYPE.format().apply(settings.duration())
						+ ", then the recording is fetched and opened.";
	}

	/** "Stop JFR Recording and Open". */
	public static final class Stop extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			Target target = target(event, "Stop JFR Recording");
			if (target != null) {
				RecordingJobs.fetch(shell(event), target, true);
			}
			return null;
		}
	}

	/** "Dump JFR Recording and Open": what the recording has so far; it goes on. */
	public static final class Dump extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			Target target = target(event, "Dump JFR Recording");
			if (target != null) {
				RecordingJobs.fetch(shell(event), target, false);
			}
			return null;
		}
	}

	/** "Open Live Profile": the JVM's {@link LiveProfileView}, which starts its stream in a job. */
	public static final class OpenLive extends AbstractHandler {
		@Override
		public Object execute(ExecutionEvent event) throws ExecutionException {
			Target target = target(event, "Live Profile");
			if (target != null) {
				try {
					HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(LiveProfileView.ID,
							TargetCodec.encode(target), IWorkbenchPage.VIEW_ACTIVATE);
				} catch (PartInitException e) {
					throw new ExecutionException("cannot open the Live Profile of " + target.label(), e);
				}
			}
			return null;
		}
	}
}
