package dyno.jboss.ui.internal.runtime;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import dyno.core.analysis.Faces;
import dyno.jboss.runtime.RuntimeReading;
import dyno.jboss.runtime.ServerRuntimeMonitor;
import dyno.ui.charts.ChartImages;
import dyno.ui.charts.TimeWindow;

/**
 * The Server Runtime view's exports, as the heap view's: the strips as a PNG image, or the latest values and every
 * sample of the window as CSV (the monitor's report), in a job, to a file the user picks.
 */
final class RuntimeExport {

	private final Shell shell;
	private final ServerRuntimeMonitor monitor;

	RuntimeExport(Shell shell, ServerRuntimeMonitor monitor) {
		this.shell = shell;
		this.monitor = monitor;
	}

	void png(Point size, TimeWindow window) {
		Path file = ask("png");
		if (file != null) {
			int w = Math.max(800, size.x);
			int h = Math.max(600, size.y);
			run(file, () -> {
				ImageLoader loader = new ImageLoader();
				loader.data = new ImageData[] { ChartImages.render(RuntimeChart.build(monitor, window, w), w, h, null) };
				loader.save(file.toString(), SWT.IMAGE_PNG);
			});
		}
	}

	void csv(TimeWindow window) {
		Path file = ask("csv");
		if (file != null) {
			long newest = monitor.latest().map(RuntimeReading::time).orElse(System.currentTimeMillis());
			run(file, () -> Files.writeString(file, Faces.csv(monitor.report(window.from(newest))),
					StandardCharsets.UTF_8));
		}
	}

	private Path ask(String extension) {
		FileDialog d = new FileDialog(shell, SWT.SAVE);
		d.setText("Export " + extension.toUpperCase(Locale.ROOT));
		d.setFilterExtensions(new String[] { "*." + extension });
		d.setFileName("runtime-" + monitor.connection().target().label().replaceAll("[^\\w.-]+", "_") + "."
				+ extension);
		d.setOverwrite(true);
		String f = d.open();
		return f == null ? null : Path.of(f);
	}

	private interface Work {
		void run() throws IOException;
	}

	private static void run(Path file, Work work) {
		Job job = Job.create("Exporting the server runtime to " + file.getFileName(), (IProgressMonitor m) -> {
			try {
				work.run();
				return Status.OK_STATUS;
			} catch (IOException | RuntimeException e) {
				// An error status makes the workbench show the cause to the user.
				return Status.error("Cannot write " + file + ": " + e.getMessage(), e);
			}
		});
		job.setUser(true);
		job.schedule();
	}
}
