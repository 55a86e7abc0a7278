package dyno.heap.ui.internal.holders;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.core.Plural;
import dyno.core.analysis.Arguments;
import dyno.heap.analysis.HoldersAnalysis;
import dyno.heap.hprof.Holders;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.Analyses;
import dyno.jvm.JvmActions;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Jvms;
import dyno.ui.BackgroundJob;
import dyno.ui.Parts;

/**
 * Who holds a class: asks whether to take a heap dump of the JVM now (when the series came from one that offers
 * actions) or to open an HPROF file, then runs the {@link HoldersAnalysis} of the dump in a job, and shows its
 * result in the Holders view.
 */
public final class FindHolders {

	static final int MAX_PATHS = 50;
	private static final HoldersAnalysis HOLDERS = new HoldersAnalysis();
	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

	private FindHolders() {
	}

	/**
	 * @param target the JVM the class's series came from, or null
	 * @param series its snapshot files: a dump taken now goes into the same folder
	 */
	public static void ask(Shell shell, String className, Target target, List<Path> series) {
		boolean canTake = target != null && Jvms.whyNoActions(target, Jvms.HEAP_ACTIONS) == null;
		String[] buttons = canTake ? new String[] { "Take a Heap Dump Now", "Open a Heap Dump File…", "Cancel" }
				: new String[] { "Open a Heap Dump File…", "Cancel" };
		String message = "Who holds " + className + "? Dyno finds the shortest paths from GC roots to its instances "
				+ "in a heap dump." + (canTake ? " Take one of " + target.label() + " now (live objects, a full GC "
						+ "in the JVM), or open an HPROF file." : "");
		MessageDialog d = new MessageDialog(shell, "Find Holders of " + simple(className), null, message,
				MessageDialog.QUESTION, 0, buttons);
		int choice = d.open();
		if (canTake && choice == 0) {
			Path file = series.get(series.size() - 1).resolveSibling("heap-" + LocalDateTime.now().format(STAMP) + ".hprof");
			start(shell, className, file, target);
		} else if (choice == (canTake ? 1 : 0)) {
			FileDialog f = new FileDialog(shell, SWT.OPEN);
			f.setText("Heap dump with " + simple(className));
			f.setFilterExtensions(new String[] { "*.hprof;*.hprof.gz", "*" });
			String chosen = f.open();
			if (chosen != null) {
				start(shell, className, Path.of(chosen), null);
			}
		}
	}

	/** Finds the holders of {@code className} in {@code dump}, first writing it from {@code dumpFrom} when not null. */
	public static void start(Shell shell, String className, Path dump, Target dumpFrom) {
		BackgroundJob.start(shell, "Finding holders of " + className, (IProgressMonitor monitor) -> {
			if (dumpFrom != null) {
				monitor.subTask("heap dump of " + dumpFrom.label());
				JvmActions actions = Jvms.live(dumpFrom, Jvms.HEAP_ACTIONS).actions()
						.orElseThrow(() -> new IOException(Jvms.whyNoActions(dumpFrom, Jvms.HEAP_ACTIONS)));
				Files.createDirectories(dump.getParent());
				actions.dumpHeap(dump, true);
			}
			Arguments arguments = Arguments.of(HOLDERS).with(HoldersAnalysis.DUMP, dump)
					.with(HoldersAnalysis.CLASS, className).with(HoldersAnalysis.PATHS, MAX_PATHS).build();
			return Analyses.inJob(monitor, progress -> HOLDERS.run(arguments, progress));
		}, shown -> {
			if (Parts.showView(DynoHeapUi.HOLDERS_VIEW_ID) instanceof HoldersView v) {
				v.show(shown);
			}
		});
	}

	static String simple(String className) {
		return className.substring(className.lastIndexOf('.') + 1);
	}

	/** The Holders view's one-line summary of what was found. */
	static String describe(Holders h) {
		return String.format("%s: %,d %s, %,d bytes shallow, %s", h.className(), h.instances(),
				Plural.noun(h.instances(), "instance"), h.shallowBytes(), Plural.of(h.groups().size(), "holder"));
	}
}
