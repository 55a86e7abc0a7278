package dyno.heap.ui.internal.snapshots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.heap.HistogramImport;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.ProgressListener;
import dyno.heap.ui.internal.HeapUiPlugin;
import dyno.ui.BackgroundJob;

/**
 * Snapshots from files: class histograms printed by {@code jmap -histo} or {@code jcmd GC.class_histogram}, and the
 * histogram of an HPROF heap dump. Each is read in a job and saved to the store; a file that is neither gets an
 * error naming it and what was wrong.
 */
public final class ImportSnapshots {

	private static final long MB = 1024 * 1024;

	private ImportSnapshots() {
	}

	/** Asks for histogram text files and imports each. */
	public static void histograms(Shell shell) {
		FileDialog d = new FileDialog(shell, SWT.OPEN | SWT.MULTI);
		d.setText("Import Class Histograms");
		d.setFilterExtensions(new String[] { "*.txt;*.histo;*.log", "*" });
		if (d.open() == null) {
			return;
		}
		List<Path> files = new ArrayList<>();
		for (String name : d.getFileNames()) {
			files.add(Path.of(d.getFilterPath(), name));
		}
		importHistograms(shell, files);
	}

	/** Imports histogram text files in a job; the first that is not one stops the import with its reason. */
	public static void importHistograms(Shell shell, List<Path> files) {
		BackgroundJob.start(shell, "Importing class histograms", monitor -> {
			List<Path> saved = new ArrayList<>();
			for (Path f : files) {
				monitor.subTask(f.getFileName().toString());
				try {
					saved.add(HeapUiPlugin.store().get().save(HistogramImport.read(f, null)));
				} catch (IllegalArgumentException e) {
					throw new IOException("Not a class histogram: " + e.getMessage(), e);
				}
			}
			return saved;
		}, saved -> SnapshotsView.showSaved(saved.get(saved.size() - 1)));
	}

	/** Asks for an HPROF file and saves its class histogram as a snapshot. */
	public static void heapDump(Shell shell) {
		FileDialog d = new FileDialog(shell, SWT.OPEN);
		d.setText("Open Heap Dump");
		d.setFilterExtensions(new String[] { "*.hprof;*.hprof.gz", "*" });
		String chosen = d.open();
		if (chosen != null) {
			importHeapDump(shell, Path.of(chosen));
		}
	}

	/** Reads the heap dump in a job and saves its class histogram to the store. */
	public static void importHeapDump(Shell shell, Path file) {
		BackgroundJob.start(shell, "Reading the heap dump " + file.getFileName(), monitor -> {
			try (HeapDump dump = HeapDump.open(file, progress(monitor))) {
				monitor.subTask("class histogram");
				return HeapUiPlugin.store().get().save(dump.histogram());
			}
		}, SnapshotsView::showSaved);
	}

	/** A heap dump's reading progress in the job's monitor; Cancel in the Progress view stops the reading. */
	public static ProgressListener progress(IProgressMonitor monitor) {
		return new ProgressListener() {
			@Override
			public void worked(long bytesRead, long total) {
				monitor.subTask(bytesRead / MB + " of " + total / MB + " MB read");
			}

			@Override
			public boolean cancelled() {
				return monitor.isCanceled();
			}
		};
	}

}
