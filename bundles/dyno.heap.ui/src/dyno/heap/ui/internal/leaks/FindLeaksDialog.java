package dyno.heap.ui.internal.leaks;

import java.time.Duration;

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

import dyno.jvm.Target;
import dyno.ui.DynoUi;

/** Asks how to take the leak finder's series: every how many seconds, how many snapshots, after a full GC or not. */
final class FindLeaksDialog extends Dialog {

	static final int MIN_COUNT = 3;

	private final Target target;
	private Spinner every;
	private Spinner count;
	private Button fullGc;
	private Label total;
	private Duration interval;
	private int snapshots;
	private boolean gcFirst;

	FindLeaksDialog(Shell parent, Target target) {
		super(parent);
		this.target = target;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Find Leaks in " + target.label());
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(3).applyTo(area);
		Label intro = new Label(area, SWT.WRAP);
		intro.setText("Dyno takes a series of class histograms of the JVM and ranks the classes that keep growing. "
				+ "Let the application do its usual work meanwhile (a load test is ideal).");
		GridDataFactory.fillDefaults().span(3, 1).hint(480, SWT.DEFAULT).applyTo(intro);
		every = spinner(area, "Every", 1, 3600, 10, "s", "leaks.every");
		count = spinner(area, "Snapshots", MIN_COUNT, 1000, 6, "(at least " + MIN_COUNT + ")", "leaks.count");
		fullGc = new Button(area, SWT.CHECK);
		fullGc.setText("Full GC before each snapshot (only live objects: steadier numbers, a short pause in the JVM)");
		fullGc.setData(DynoUi.WIDGET_NAME, "leaks.fullGc");
		fullGc.setSelection(true);
		GridDataFactory.fillDefaults().span(3, 1).applyTo(fullGc);
		total = new Label(area, SWT.NONE);
		total.setData(DynoUi.WIDGET_NAME, "leaks.duration");
		GridDataFactory.fillDefaults().span(3, 1).applyTo(total);
		every.addListener(SWT.Modify, e -> showTotal());
		count.addListener(SWT.Modify, e -> showTotal());
		showTotal();
		return area;
	}

	private static Spinner spinner(Composite area, String label, int min, int max, int value, String unit, String name) {
		new Label(area, SWT.NONE).setText(label + ":");
		Spinner s = new Spinner(area, SWT.BORDER);
		s.setValues(value, min, max, 0, 1, 10);
		s.setData(DynoUi.WIDGET_NAME, name);
		new Label(area, SWT.NONE).setText(unit);
		return s;
	}

	private void showTotal() {
		long seconds = (long) every.getSelection() * (count.getSelection() - 1);
		total.setText("The series takes about " + (seconds < 120 ? seconds + " s" : seconds / 60 + " min")
				+ "; it runs in the background (Cancel in the Progress view stops it).");
		total.getParent().layout();
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Start", true).setData(DynoUi.WIDGET_NAME, "leaks.start");
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	@Override
	protected void okPressed() {
		interval = Duration.ofSeconds(every.getSelection());
		snapshots = count.getSelection();
		gcFirst = fullGc.getSelection();
		super.okPressed();
	}

	Duration interval() {
		return interval;
	}

	int count() {
		return snapshots;
	}

	boolean fullGcFirst() {
		return gcFirst;
	}
}
