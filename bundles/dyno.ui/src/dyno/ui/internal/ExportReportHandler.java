package dyno.ui.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Result;
import dyno.ui.BackgroundJob;
import dyno.ui.ReportSource;

/**
 * File &gt; Export Report&hellip;: the active part's result as one self-contained HTML file, written in a job. The
 * command's optional parameter {@value #FILE} names the file and skips the dialog (for key bindings and scripts).
 */
public final class ExportReportHandler extends AbstractHandler {

	private static final String FILE = "dyno.ui.exportReport.file";
	private static final String TITLE = "Export Report";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		IWorkbenchPart part = HandlerUtil.getActivePartChecked(event);
		Shell shell = HandlerUtil.getActiveShellChecked(event);
		ReportSource source = Adapters.adapt(part, ReportSource.class);
		Result result = source == null ? null : source.currentResult();
		if (result == null) {
			MessageDialog.openInformation(shell, TITLE, part.getTitle() + " has no report to export yet.");
			return null;
		}
		export(shell, result, source.currentArguments(), source.reportName(), event.getParameter(FILE));
		return null;
	}

	/**
	 * Writes {@code result} as its HTML report in a job, to {@code file}, or when that is null to the file the user
	 * chooses (proposed: {@code reportName}.html in the {@link ReportFolder}). Also for results shown outside a part
	 * (a dialog's Export Report&hellip; button).
	 */
	public static void export(Shell shell, Result result, String reportName, String file) {
		export(shell, result, null, reportName, file);
	}

	/** As {@link #export(Shell, Result, String, String)}, the report naming the {@code arguments} of its run. */
	public static void export(Shell shell, Result result, Arguments arguments, String reportName, String file) {
		if (file == null) {
			ReportFolder folder = ReportFolder.ofWorkbench();
			FileDialog dialog = new FileDialog(shell, SWT.SAVE);
			dialog.setText(TITLE);
			dialog.setFilterPath(folder.start().toString());
			dialog.setFilterExtensions(new String[] { "*.html" });
			dialog.setFileName(reportName.replaceAll("[/\\\\:*?\"<>|]", "_") + ".html");
			dialog.setOverwrite(true);
			file = dialog.open();
			if (file == null) {
				return;
			}
			folder.used(Path.of(file));
		}
		Path target = Path.of(file);
		BackgroundJob.start(shell, TITLE + " to " + target.getFileName(), monitor -> write(result, arguments, target), written -> {
			// the file is the outcome; the job's end in the Progress view says it is there
		});
	}

	private static Path write(Result result, Arguments arguments, Path target) throws IOException {
		try {
			Files.writeString(target, Format.HTML.render(result, arguments), StandardCharsets.UTF_8);
			return target;
		} catch (IOException e) {
			throw new IOException("cannot write " + target + ": " + e.getMessage(), e);
		}
	}
}
