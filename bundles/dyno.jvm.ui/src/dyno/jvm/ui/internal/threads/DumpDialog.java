package dyno.jvm.ui.internal.threads;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.ui.DynoUi;

/**
 * A thread dump, a comparison of two or the stack groups as text: selectable, with Copy (to the clipboard, for a
 * ticket) and Save… (to a file, for a colleague or a later comparison). Resizable and non-modal, so the view goes
 * on sampling underneath.
 */
final class DumpDialog extends Dialog {

	private static final int COPY = IDialogConstants.CLIENT_ID + 1;
	private static final int SAVE = IDialogConstants.CLIENT_ID + 2;

	private final String title;
	private final String text;
	private final String fileName;

	DumpDialog(Shell parent, String title, String text, String fileName) {
		super(parent);
		this.title = title;
		this.text = text;
		this.fileName = fileName;
		setShellStyle(SWT.DIALOG_TRIM | SWT.RESIZE | SWT.MAX | SWT.MODELESS);
		setBlockOnOpen(false);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(title);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		Text t = new Text(area, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		t.setData(DynoUi.WIDGET_NAME, "threads.dumpText");
		t.setFont(JFaceResources.getTextFont());
		t.setText(text);
		GridDataFactory.fillDefaults().grab(true, true).hint(900, 520).applyTo(t);
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, COPY, "Copy", false);
		createButton(parent, SAVE, "Save…", false);
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int id) {
		if (id == COPY) {
			Clipboard clipboard = new Clipboard(getShell().getDisplay());
			try {
				clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
			} finally {
				clipboard.dispose();
			}
		} else if (id == SAVE) {
			save();
		} else {
			close();
		}
	}

	private void save() {
		FileDialog d = new FileDialog(getShell(), SWT.SAVE);
		d.setFileName(fileName);
		d.setFilterExtensions(new String[] { "*.txt", "*" });
		d.setOverwrite(true);
		String chosen = d.open();
		if (chosen == null) {
			return;
		}
		try {
			Files.writeString(Path.of(chosen), text, StandardCharsets.UTF_8);
		} catch (IOException e) {
			MessageDialog.openError(getShell(), "Save " + title, "Could not write " + chosen + ": " + e.getMessage());
		}
	}
}
