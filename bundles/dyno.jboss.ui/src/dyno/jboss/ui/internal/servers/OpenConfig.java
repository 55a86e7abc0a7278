package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;

import dyno.jboss.ui.internal.editor.ConfigEditor;
import dyno.ui.LinkedFiles;

/**
 * Opens a configuration file in the form editor on its linked workspace file, so markers and the file buffer are
 * shared.
 */
final class OpenConfig {

	private OpenConfig() {
	}

	static void open(IWorkbenchPage page, Path file) {
		try {
			IFile f = LinkedFiles.fileFor(file);
			// the Dyno perspective starts with the editor area hidden
			page.setEditorAreaVisible(true);
			page.openEditor(new FileEditorInput(f), ConfigEditor.ID);
		} catch (CoreException e) {
			MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open " + file.getFileName(),
					"Cannot open " + file + ": " + e.getMessage());
		}
	}
}
