package dyno.jvm.ui.internal;

import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Control;

import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Target;

/**
 * The tab titles of the per-JVM views: the JVM's name beside its pid or address ("Heap Leaky (pid 4711)"), once
 * the connection has told it; a tab that said only "Heap pid 24287" left the user to find out which JVM that was.
 */
public final class ViewTitles {

	private ViewTitles() {
	}

	/** "Heap Leaky (pid 4711)"; "Heap pid 4711" while the name is not known. */
	public static String of(String kind, Target target, Optional<String> name) {
		return kind + " " + name.map(n -> n + " (" + target.label() + ")").orElse(target.label());
	}

	/**
	 * Reads the JVM's identity in a background job and hands it to {@code identified} on the UI thread, unless
	 * {@code control} is disposed by then; a JVM that cannot say keeps its title.
	 */
	public static void identify(JvmConnection connection, Control control, Consumer<JvmInfo> identified) {
		Job job = Job.create("Reading the identity of " + connection.target().label(), (IProgressMonitor m) -> {
			try {
				JvmInfo info = connection.info();
				if (!control.isDisposed()) {
					control.getDisplay().asyncExec(() -> {
						if (!control.isDisposed()) {
							identified.accept(info);
						}
					});
				}
			} catch (IOException e) {
				// The title keeps the target's label; the state line says what went wrong.
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}
}
