package dyno.ui;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * A dialog that asks for a few values in rows of three columns (label, field, unit or button) under a wrapped
 * introduction, with OK (named for what it does) and Cancel, so that Dyno's small "how shall it be done" dialogs
 * (heap dump, leak finder, JFR recording) look alike. Every field gets a {@link DynoUi#WIDGET_NAME}, which the UI
 * tests find it by.
 */
public abstract class RowsDialog extends Dialog {

	/** Label, field, unit. */
	protected static final int COLUMNS = 3;

	private final String title;
	private final String ok;
	private final String okName;

	/**
	 * @param ok the OK button's text, which says what the dialog does (Start, Dump)
	 * @param okName the OK button's {@link DynoUi#WIDGET_NAME}
	 */
	protected RowsDialog(Shell parent, String title, String ok, String okName) {
		super(parent);
		this.title = title;
		this.ok = ok;
		this.okName = okName;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(title);
	}

	@Override
	protected final Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(COLUMNS).applyTo(area);
		createRows(area);
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, ok, true).setData(DynoUi.WIDGET_NAME, okName);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	/** Adds the rows, the {@link #intro} first; {@code area} has {@link #COLUMNS} columns. */
	protected abstract void createRows(Composite area);

	/** What the dialog is for, across the row, wrapped at {@code width} pixels: it sets the dialog's width. */
	protected static Label intro(Composite area, int width, String text) {
		Label l = new Label(area, SWT.WRAP);
		l.setText(text);
		GridDataFactory.fillDefaults().span(COLUMNS, 1).hint(width, SWT.DEFAULT).applyTo(l);
		return l;
	}

	/** A row "label: [value] unit" for a whole number from {@code min} to {@code max}. */
	protected static Spinner spinner(Composite area, String label, String name, int min, int max, int value,
			String unit) {
		new Label(area, SWT.NONE).setText(label + ":");
		Spinner s = new Spinner(area, SWT.BORDER);
		s.setValues(value, min, max, 0, 1, 10);
		s.setData(DynoUi.WIDGET_NAME, name);
		new Label(area, SWT.NONE).setText(unit);
		return s;
	}

	/**
	 * A row "label: [text]" whose field grows with the dialog over {@code span} columns (1 leaves the third column
	 * to a button of the caller's).
	 */
	protected static Text text(Composite area, String label, String name, String value, int span) {
		new Label(area, SWT.NONE).setText(label + ":");
		Text t = new Text(area, SWT.BORDER);
		t.setText(value);
		t.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().span(span, 1).grab(true, false).applyTo(t);
		return t;
	}

	/** A check box or radio button ({@code style}) across the whole row. */
	protected static Button option(Composite area, int style, String text, String name) {
		Button b = new Button(area, style);
		b.setText(text);
		b.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().span(COLUMNS, 1).applyTo(b);
		return b;
	}
}
