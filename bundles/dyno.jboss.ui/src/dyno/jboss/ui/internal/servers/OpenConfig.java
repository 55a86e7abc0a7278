package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;

import dyno.ui.LinkedFiles;

/**
 * Opens a configuration file in the form editor ({@value #EDITOR_ID}) on its linked workspace file, so markers and
 * the file buffer are shared; while that editor is not installed, in the platform's text editor.
 */
final class OpenConfig {

	static final String EDITOR_ID = "dyno.jboss.ui.configEditor";
	private static final String TEXT_EDITOR_ID = "org.eclipse.ui.DefaultTextEditor";

	private OpenConfig() {
	}

	static void open(IWorkbenchPage page, Path file) {
		try {
			IFile f = LinkedFiles.fileFor(file);
			boolean formEditor = PlatformUI.getWorkbench().getEditorRegistry().findEditor(EDITOR_ID) != null;
			// the Dyno perspective starts with the editor area hidden
			page.setEditorAreaVisible(true);
			page.openEditor(new FileEditorInput(f), formEditor ? EDITOR_ID : TEXT_EDITOR_ID);
		} catch (CoreException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open " + file.getFileName(),
					"Cannot open " + file + ": " + e.getMessage());
		}
	}
}
