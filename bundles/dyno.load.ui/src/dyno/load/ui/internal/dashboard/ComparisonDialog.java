package dyno.load.ui.internal.dashboard;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import dyno.ui.DynoUi;

/** Shows a run comparison as text (fixed-width columns), selectable for copying into a report. */
final class ComparisonDialog extends Dialog {

	private static final int MAX_WIDTH = 1100;
	/** Room for the vertical scroll bar beside the text. */
	private static final int SCROLL_BAR = 30;

	private final String title;
	private final String text;

	ComparisonDialog(Shell parent, String title, String text) {
		super(parent);
		this.title = title;
		this.text = text;
		setShellStyle(getShellStyle() | SWT.RESIZE);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Comparison " + title);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		Text t = new Text(area, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		t.setData(DynoUi.WIDGET_NAME, "load.comparison");
		t.setFont(JFaceResources.getTextFont());
		t.setText(text);
		GridDataFactory.fillDefaults().grab(true, true).hint(widthOfLongestLine(t), 420).applyTo(t);
		return area;
	}

	/** As wide as the longest line (the columns are fixed-width), within reason for a dialog. */
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
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		close();
	}
}
