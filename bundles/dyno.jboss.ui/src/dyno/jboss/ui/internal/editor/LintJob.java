package dyno.jboss.ui.internal.editor;

import java.nio.charset.Charset;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.rules.Finding;
import dyno.jboss.ui.internal.markers.Markers;

/**
 * Re-lints an editor's text off the UI thread, a moment after the last change (requests while it waits or runs fold
 * into one more run), replaces the file's markers and hands the findings to the editor on the UI thread.
 */
final class LintJob extends Job {

	private static final long DELAY_MS = 250;

	private final ConfigFile file;
	private final IFile resource;
	private final Charset charset;
	private final Display display;
	private final Consumer<List<Finding>> results;
	private volatile String text;
	private Server server;

	LintJob(ConfigFile file, IFile resource, Charset charset, Display display, Consumer<List<Finding>> results) {
		super("Checking " + file.name() + " against the tuning rules");
		this.file = file;
		this.resource = resource;
		this.charset = charset;
		this.display = display;
		this.results = results;
		setSystem(true);
		setRule(Markers.lintRule(resource));
	}

	@Override
	public boolean belongsTo(Object family) {
		return family == Markers.FAMILY;
	}

	/** Lints {@code current} soon. */
	void lint(String current) {
		text = current;
		schedule(DELAY_MS);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		String current = text;
		if (server == null) {
			server = ServerOfFile.of(file);
		}
		List<Finding> findings = Hints.lint(server, file, current.getBytes(charset));
		if (current != text || monitor.isCanceled()) {
			return Status.CANCEL_STATUS; // a newer text is on its way
		}
		try {
			if (resource.exists()) {
				Markers.update(resource, findings);
			}
		} catch (CoreException e) {
			return e.getStatus();
		}
		if (!display.isDisposed()) {
			display.asyncExec(() -> {
				if (current == text) {
					results.accept(findings);
				}
			});
		}
		return Status.OK_STATUS;
	}
}
