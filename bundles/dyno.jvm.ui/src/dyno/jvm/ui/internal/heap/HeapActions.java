package dyno.jvm.ui.internal.heap;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;

/**
 * Perform GC, Heap Dump, Class Histogram and JVM Info for one connection, each in a job with progress. When
 * the transport offers no actions (jstatd, or a channel without attach) the user is told why, in words.
 */
final class HeapActions {

	private final Shell shell;
	private final JvmConnection connection;

	HeapActions(Shell shell, JvmConnection connection) {
		this.shell = shell;
		this.connection = connection;
	}

	void performGc() {
		withActions("Performing GC in " + label(), a -> {
			a.performGc();
			return null;
		}, r -> {
		});
	}

	void heapDump() {
		int choice = new MessageDialog(shell, "Heap Dump of " + label(), null,
				"Dump only live (reachable) objects? That runs a full GC first. Over JMX the file is written on the "
						+ "target's machine.",
				MessageDialog.QUESTION, 0, "Live objects", "All objects", "Cancel").open();
		if (choice != 0 && choice != 1) {
			return;
		}
		FileDialog d = new FileDialog(shell, SWT.SAVE);
		d.setText("Heap dump file");
		d.setFilterExtensions(new String[] { "*.hprof" });
		d.setFileName("heap-" + connection.target().label().replaceAll("[^\\w.-]+", "_") + ".hprof");
		String file = d.open();
		if (file == null) {
			return;
		}
		withActions("Dumping the heap of " + label(), a -> {
			a.dumpHeap(Path.of(file), choice == 0);
			return file;
		}, f -> MessageDialog.openInformation(shell, "Heap Dump", "Wrote " + f));
	}

	void histogram() {
		withActions("Taking a class histogram of " + label(), JvmActions::classHistogram,
				(ClassHistogram h) -> new HistogramDialog(shell, label(), h).open());
	}

	void info() {
		background("Reading JVM info of " + label(), connection::info,
				(JvmInfo i) -> new JvmInfoDialog(shell, label(), i).open());
	}

	private String label() {
		return connection.target().label();
	}

	private interface Call<T> {
		T call() throws IOException;
	}

	private interface ActionCall<T> {
		T call(JvmActions actions) throws IOException;
	}

	private <T> void withActions(String name, ActionCall<T> work, java.util.function.Consumer<T> done) {
		background(name, () -> {
			Optional<JvmActions> actions = connection.actions();
			if (actions.isEmpty()) {
				throw new IOException("this connection (" + connection.target().transport().label()
						+ ") offers no actions. It gives: " + connection.target().transport().gives() + ".");
			}
			return work.call(actions.get());
		}, done);
	}

	private <T> void background(String name, Call<T> work, java.util.function.Consumer<T> done) {
		Job job = new Job(name) {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				monitor.beginTask(name, IProgressMonitor.UNKNOWN);
				try {
					T result = work.call();
					shell.getDisplay().asyncExec(() -> {
						if (!shell.isDisposed()) {
							done.accept(result);
						}
					});
				} catch (IOException | RuntimeException e) {
					String why = e.getMessage() == null ? e.toString() : e.getMessage();
					shell.getDisplay().asyncExec(() -> {
						if (!shell.isDisposed()) {
							MessageDialog.openError(shell, name, "Cannot do that: " + why);
						}
					});
				} finally {
					monitor.done();
				}
				return Status.OK_STATUS;
			}
		};
		job.setUser(true);
		job.schedule();
	}
}
