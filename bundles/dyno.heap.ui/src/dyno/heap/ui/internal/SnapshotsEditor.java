package dyno.heap.ui.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;

import dyno.core.Plural;
import dyno.heap.JvmIdentity;
import dyno.heap.Snapshot;
import dyno.heap.analysis.DiffAnalysis;
import dyno.ui.BackgroundJob;
import dyno.ui.ReadOnlyEditor;

/** A read-only editor of snapshot files (the diff, the leak finder): nothing to save; the files read in a job. */
public abstract class SnapshotsEditor extends ReadOnlyEditor {

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof SnapshotsInput)) {
			throw new PartInitException(getClass().getSimpleName() + " opens snapshot files, not " + input.getName());
		}
		setSite(site);
		setInput(input);
	}

	protected List<Path> files() {
		return ((SnapshotsInput) getEditorInput()).files();
	}

	/**
	 * Reads the input's snapshots in a job, as {@code dyno diff} and {@code dyno leaks} read theirs (snapshot files
	 * or histogram text); {@code done} gets them on the UI thread.
	 */
	protected void read(Consumer<List<Snapshot>> done) {
		BackgroundJob.start(getSite().getShell(), "Reading " + getEditorInput().getName(),
				(IProgressMonitor m) -> Analyses.inJob(m, progress -> DiffAnalysis.read(files(), progress)), list -> {
					if (!isDisposed()) {
						done.accept(list);
					}
				});
	}

	/** The control that takes the focus (the table); until it exists, the editor is not shown yet. */
	protected abstract Control mainControl();

	private boolean isDisposed() {
		return mainControl() == null || mainControl().isDisposed();
	}

	@Override
	public void setFocus() {
		mainControl().setFocus();
	}

	/** "dyno.samples.Leaky, pid 4711, 5 snapshots" for a series of one JVM; "5 snapshots of 2 JVMs" otherwise. */
	protected static String seriesName(List<Snapshot> series) {
		long jvms = series.stream().map(Snapshot::jvm).distinct().count();
		if (jvms != 1) {
			return Plural.of(series.size(), "snapshot") + " of " + Plural.of(jvms, "JVM");
		}
		JvmIdentity jvm = series.get(0).jvm();
		return jvm.mainClass() + (jvm.pid() > 0 ? ", pid " + jvm.pid() : "") + ", " + Plural.of(series.size(), "snapshot");
	}
}
