package dyno.jvm.ui.internal.threads;

import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.core.Plural;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.analysis.JvmAccess;
import dyno.jvm.analysis.ThreadsAnalysis;
import dyno.ui.Actions;
import dyno.jvm.threads.DumpComparison;
import dyno.jvm.threads.StackGroup;
import dyno.jvm.threads.ThreadDumpText;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.ThreadState;
import dyno.ui.TextDialog;

/**
 * The Threads view's toolbar: a full thread dump (whole stacks and held locks, read in a job), a comparison of
 * the last dump with one taken now, and the latest sample's threads grouped by identical stack. Each opens a
 * {@link TextDialog} with Copy and Save…; a JVM that cannot give details says why in a message instead.
 */
final class ThreadsActions {

	/** Between the two dumps of a comparison when none was taken before: long enough for threads to move on. */
	private static final long COMPARE_GAP_MILLIS = 2000;

	private final Shell shell;
	private final ThreadMonitor monitor;
	private final String title;
	/** The last full dump this view took, for Compare Dumps. */
	private volatile ThreadSample lastDump;

	ThreadsActions(Shell shell, ThreadMonitor monitor, String title) {
		this.shell = shell;
		this.monitor = monitor;
		this.title = title;
	}

	void fill(IToolBarManager toolbar) {
		toolbar.add(Actions.of("Thread Dump", "A jstack -l like dump of every thread, to copy or save", this::dump));
		toolbar.add(Actions.of("Compare Dumps", "Compares the last dump with one taken now", this::compare));
		toolbar.add(Actions.of("Group by Stack", "Threads with identical stacks, largest group first", this::group));
	}

	private void dump() {
		inJob("Thread dump of " + title, () -> {
			ThreadSample d = takeDump();
			String text = ThreadDumpText.format(d, title);
			return () -> open("Thread Dump — " + title, text, "threads-" + stamp(d) + ".txt");
		});
	}

	private void compare() {
		inJob("Comparing thread dumps of " + title, () -> {
			ThreadSample first = lastDump;
			if (first == null) {
				first = takeDump();
				Thread.sleep(COMPARE_GAP_MILLIS);
			}
			ThreadSample second = takeDump();
			String text = "First dump " + Instant.ofEpochMilli(first.time()) + ", second "
					+ Instant.ofEpochMilli(second.time()) + "\n\n" + DumpComparison.of(first, second).text();
			return () -> open("Compare Dumps — " + title, text, "threads-compared-" + stamp(second) + ".txt");
		});
	}

	private void group() {
		Optional<ThreadSample> latest = monitor.latest();
		if (latest.isEmpty() || !latest.get().detailed()) {
			MessageDialog.openInformation(shell, "Group by Stack", latest.map(s -> String.join("\n", s.gaps()))
					.filter(s -> !s.isBlank()).orElse("No thread sample yet."));
			return;
		}
		open("Threads by Stack — " + title, groups(latest.get()), "threads-by-stack.txt");
	}

	/** Each group: how many threads in which states, their names, then the shared stack. */
	static String groups(ThreadSample sample) {
		StringBuilder b = new StringBuilder();
		for (StackGroup g : StackGroup.of(sample)) {
			b.append(Plural.of(g.threads().size(), "thread"));
			for (Map.Entry<ThreadState, Integer> s : g.states().entrySet()) {
				b.append(", ").append(s.getValue()).append(' ').append(s.getKey().label());
			}
			b.append(":");
			int named = 0;
			for (ThreadInfoRow t : g.threads()) {
				if (named++ == 8) {
					b.append(" …");
					break;
				}
				b.append(" \"").append(t.name()).append('"');
			}
			b.append('\n');
			for (StackTraceElement f : g.stack()) {
				b.append("\tat ");
				ThreadDumpText.frame(b, f);
				b.append('\n');
			}
			b.append('\n');
		}
		return b.toString();
	}

	/** A dump asked of the {@link ThreadsAnalysis}, as {@code dyno threads --dump} asks it, on this view's connection. */
	private ThreadSample takeDump() throws IOException, InterruptedException {
		JvmConnection connection = monitor.connection();
		ThreadSample d;
		try {
			ThreadsAnalysis dump = new ThreadsAnalysis(JvmAccess.lending(connection));
			d = dump.run(Arguments.of(dump).with(ThreadsAnalysis.TARGET, connection.target())
					.with(ThreadsAnalysis.DUMP, true).build(), Progress.NONE).sample();
		} catch (AnalysisException e) {
			throw new IOException(e.getMessage(), e);
		}
		lastDump = d;
		return d;
	}

	private static String stamp(ThreadSample s) {
		return Instant.ofEpochMilli(s.time()).toString().replace(':', '-');
	}

	private void open(String dialogTitle, String text, String fileName) {
		new TextDialog(shell, dialogTitle, text, "threads.dumpText").withCopyAndSave(fileName).open();
	}

	/** The work that reads the JVM; what it returns runs on the UI thread. */
	@FunctionalInterface
	private interface Work {
		Runnable run() throws IOException, InterruptedException;
	}

	private void inJob(String name, Work work) {
		Job job = Job.create(name, (IProgressMonitor m) -> {
			Runnable show;
			try {
				show = work.run();
			} catch (IOException | RuntimeException e) {
				String why = e.getMessage() == null ? e.toString() : e.getMessage();
				show = () -> MessageDialog.openError(shell, name, "No thread dump from " + title + ": " + why);
			} catch (InterruptedException e) {
				return Status.CANCEL_STATUS;
			}
			Runnable onUi = show;
			if (!shell.isDisposed()) {
				shell.getDisplay().asyncExec(() -> {
					if (!shell.isDisposed()) {
						onUi.run();
					}
				});
			}
			return Status.OK_STATUS;
		});
		job.schedule();
	}
}
