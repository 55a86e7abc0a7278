package dyno.ui;

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
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.core.analysis.Result;
import dyno.ui.internal.ExportReportHandler;

/**
 * A report shown as fixed-width text (JVM info, a run comparison, a thread dump), selectable for copying into a
 * ticket or a tuning log; as wide as its longest line, within reason for a dialog. {@link #withCopyAndSave} adds
 * Copy and Save… buttons and leaves the window non-modal, so the view underneath goes on sampling.
 */
public final class TextDialog extends Dialog {

	private static final int COPY = IDialogConstants.CLIENT_ID + 1;
	private static final int SAVE = IDialogConstants.CLIENT_ID + 2;
	private static final int EXPORT = IDialogConstants.CLIENT_ID + 3;

	private static final int MAX_WIDTH = 1100;
	private static final int HEIGHT = 460;
	/** Room for the vertical scroll bar beside the text. */
	private static final int SCROLL_BAR = 30;

	private final String title;
	private final String text;
	private final String widgetName;
	/** The file name Save… proposes; null without Copy and Save…. */
	private String fileName;
	/** What Export Report… writes, and the name it proposes without extension; null without it. */
	private Result report;
	private String reportName;

	/** @param widgetName the text field's {@link DynoUi#WIDGET_NAME}, for UI tests */
	public TextDialog(Shell parent, String title, String text, String widgetName) {
		super(parent);
		this.title = title;
		this.text = text;
		this.widgetName = widgetName;
		setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MAX);
	}

	/**
	 * Adds Copy (to the clipboard) and Save… (proposing {@code proposedFileName}), and makes the dialog non-modal.
	 */
	public TextDialog withCopyAndSave(String proposedFileName) {
		fileName = proposedFileName;
		setShellStyle(SWT.DIALOG_TRIM | SWT.RESIZE | SWT.MAX | SWT.MODELESS);
		setBlockOnOpen(false);
		return this;
	}

	/**
	 * Adds Export Report…, which writes {@code result} as the HTML report File &gt; Export Report… writes for a part
	 * (proposed file: {@code name}.html); with Copy and Save… (proposed file: {@code name}.txt).
	 */
	public TextDialog withReport(Result result, String name) {
		report = result;
		reportName = name;
		return withCopyAndSave(name + ".txt");
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
		t.setData(DynoUi.WIDGET_NAME, widgetName);
		t.setFont(JFaceResources.getTextFont());
		t.setText(text);
		GridDataFactory.fillDefaults().grab(true, true).hint(widthOfLongestLine(t), HEIGHT).applyTo(t);
		return area;
	}

	private int widthOfLongestLine(Text t) {
		GC gc = new GC(t);
		try {
			gc.setFont(t.getFont());
			int widest = 0;
			for (String line : text.split("\\R")) {
				widest = Math.max(widest, gc.textExtent(line).x);
			}
			return Math.min(MAX_WIDTH, widest + SCROLL_BAR);
		} finally {
			gc.dispose();
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		if (fileName != null) {
			createButton(parent, COPY, "Copy", false);
			createButton(parent, SAVE, "Save…", false);
		}
		if (report != null) {
			createButton(parent, EXPORT, "Export Report…", false);
		}
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		if (buttonId == COPY) {
			Clipboard clipboard = new Clipboard(getShell().getDisplay());
			try {
				clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
			} finally {
				clipboard.dispose();
			}
		} else if (buttonId == SAVE) {
			save();
		} else if (buttonId == EXPORT) {
			ExportReportHandler.export(getShell(), report, reportName, null);
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
