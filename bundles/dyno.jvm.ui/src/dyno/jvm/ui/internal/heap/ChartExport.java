package dyno.jvm.ui.internal.heap;

import java.io.BufferedWriter;
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

import dyno.jvm.JvmConnection;
import dyno.jvm.MetricsCsv;
import dyno.jvm.Target;
import dyno.jvm.ui.internal.StateText;
import dyno.ui.charts.ChartImages;
import dyno.ui.charts.TimeWindow;

/** Writes the charts as a PNG image or every metric as CSV, in a job, to a file the user picks. */
final class ChartExport {

	private final Shell shell;
	private final JvmConnection connection;
	private final Target target;

	ChartExport(Shell shell, JvmConnection connection) {
		this.shell = shell;
		this.connection = connection;
		this.target = connection.target();
	}

	void png(Point size, TimeWindow window) {
		Path file = ask("png");
		if (file == null) {
			return;
		}
		int w = Math.max(800, size.x);
		int h = Math.max(600, size.y);
		run("Exporting the charts of " + target.label(), () -> {
			ImageData data = ChartImages.render(HeapChart.build(connection.history(), window, w, StateText.noSamples(connection)), w, h, null);
			ImageLoader loader = new ImageLoader();
			loader.data = new ImageData[] { data };
			loader.save(file.toString(), SWT.IMAGE_PNG);
		}, file);
	}

	void csv(TimeWindow window) {
		Path file = ask("csv");
		if (file == null) {
			return;
		}
		run("Exporting the metrics of " + target.label(), () -> writeCsv(file, window), file);
	}

	private void writeCsv(Path file, TimeWindow window) throws IOException {
		long last = connection.history().latest().map(s -> s.time()).orElse(System.currentTimeMillis());
		long from = window.from(last);
		try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
			MetricsCsv.write(connection.history(), from, out);
		}
	}

	private Path ask(String extension) {
		FileDialog d = new FileDialog(shell, SWT.SAVE);
		d.setText("Export " + extension.toUpperCase(Locale.ROOT));
		d.setFilterExtensions(new String[] { "*." + extension });
		d.setFileName("heap-" + target.label().replaceAll("[^\\w.-]+", "_") + "." + extension);
		d.setOverwrite(true);
		String f = d.open();
		return f == null ? null : Path.of(f);
	}

	private interface Work {
		void run() throws IOException;
	}

	private static void run(String name, Work work, Path file) {
		Job job = new Job(name) {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				try {
					work.run();
					return Status.OK_STATUS;
				} catch (IOException | RuntimeException e) {
					// An error status makes the workbench show the cause to the user.
					return Status.error("Cannot write " + file + ": " + e.getMessage(), e);
				}
			}
		};
		job.setUser(true);
		job.schedule();
	}
}
