package dyno.ui.internal.analyses;

import java.io.IOException;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.MonitorProgress;
import dyno.ui.ParametersDialog;

/**
 * Analyses &gt; <i>an analysis</i>&hellip;: its dialog, generated from its parameters, then its run in a job
 * (progress and Cancel in the Progress view), then its report in an editor, which File &gt; Export Report&hellip;
 * writes as the command line's {@code --format html} does, its arguments in the header.
 */
public final class RunAnalysisHandler extends AbstractHandler {

	static final String COMMAND = "dyno.ui.runAnalysis";
	static final String NAME = "dyno.ui.runAnalysis.name";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		Shell shell = HandlerUtil.getActiveShellChecked(event);
		String name = event.getParameter(NAME);
		Analysis<?> analysis = DynoUi.analyses().find(name).orElse(null);
		if (analysis == null) {
			MessageDialog.openError(shell, "Analyses", "No analysis '" + name + "' is installed.");
			return null;
		}
		ParametersDialog dialog = new ParametersDialog(shell, analysis, analysis.title(), "Run", null);
		if (dialog.open() == Window.OK) {
			run(shell, HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage(), analysis,
					dialog.arguments());
		}
		return null;
	}

	private static void run(Shell shell, IWorkbenchPage page, Analysis<?> analysis, Arguments arguments) {
		BackgroundJob.start(shell, analysis.title(), monitor -> {
			try {
				return (Result) analysis.run(arguments, new MonitorProgress(monitor));
			} catch (AnalysisException e) {
				throw new IOException(e.getMessage(), e);
			}
		}, result -> {
			try {
				page.openEditor(new ReportInput(analysis, arguments, result), ReportEditor.ID);
			} catch (PartInitException e) {
				MessageDialog.openError(shell, analysis.title(), "Cannot show the report: " + e.getMessage());
			}
		});
	}
}
