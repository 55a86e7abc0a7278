package dyno.heap.ui.internal.leaks;

import java.util.List;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import dyno.core.analysis.Arguments;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.ui.internal.Analyses;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.jvm.Target;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.ParametersDialog;

/**
 * Runs the {@link LeaksAnalysis} of a series taken now of a JVM in a job (each snapshot saved to the store at once,
 * so a cancelled series keeps what it took; the Snapshots view shows each as it comes), then opens the Leak Finder on
 * its result.
 */
final class FindLeaks {

	/** The registry's, whose parameters the dialog asks; each run makes one that tells the Snapshots view. */
	private static final LeaksAnalysis ANALYSIS = DynoUi.analyses().get("leaks", LeaksAnalysis.class);

	private FindLeaks() {
	}

	/**
	 * The series' dialog, generated from the analysis' parameters: how often, how many, with a full GC or not; the
	 * JVM is the one chosen. Null when it was cancelled.
	 */
	static Arguments ask(Shell shell, Target target) {
		ParametersDialog d = new ParametersDialog(shell, ANALYSIS, "Find Leaks in " + target.label(), "Start",
				"Dyno takes a series of class histograms of the JVM and ranks the classes that keep growing. Let the "
						+ "application do its usual work meanwhile (a load test is ideal).")
				.asking(List.of(LeaksAnalysis.EVERY, LeaksAnalysis.COUNT, LeaksAnalysis.NO_GC))
				.given(LeaksAnalysis.FROM, target).checking(a -> LeaksAnalysis.problem(a, null))
				.footer(FindLeaks::duration);
		return d.open() == Window.OK ? d.arguments() : null;
	}

	/** "The series takes about 50 s ...": the time from the first snapshot to the last. */
	private static String duration(Arguments arguments) {
		long seconds = arguments.get(LeaksAnalysis.EVERY).toSeconds() * (arguments.get(LeaksAnalysis.COUNT) - 1);
		return "The series takes about " + (seconds < 120 ? seconds + " s" : seconds / 60 + " min")
				+ "; it runs in the background (Cancel in the Progress view stops it).";
	}

	static void start(Shell shell, Target target, Arguments arguments) {
		LeaksAnalysis analysis = new LeaksAnalysis(Analyses.JVMS,
				(index, snapshot, file) -> Display.getDefault().asyncExec(HeapUiPlugin.store()::changed));
		BackgroundJob.start(shell, "Finding leaks in " + target.label(), monitor -> {
			// On the job's thread: Cancel in the Progress view interrupts it, which ends the series.
			return Analyses.inJob(monitor, progress -> analysis.run(arguments, progress));
		}, result -> LeakFinderEditor.open(new LeakFinderInput(result.files(), target, result)));
	}
}
