package dyno.heap.ui.internal.leaks;

import java.time.Duration;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;

import dyno.jvm.Target;
import dyno.ui.DynoUi;
import dyno.ui.RowsDialog;

/** Asks how to take the leak finder's series: every how many seconds, how many snapshots, after a full GC or not. */
final class FindLeaksDialog extends RowsDialog {

	static final int MIN_COUNT = 3;

	private Spinner every;
	private Spinner count;
	private Button fullGc;
	private Label total;
	private Duration interval;
	private int snapshots;
	private boolean gcFirst;

	FindLeaksDialog(Shell parent, Target target) {
		super(parent, "Find Leaks in " + target.label(), "Start", "leaks.start");
	}

	@Override
	protected void createRows(Composite area) {
		intro(area, 480, "Dyno takes a series of class histograms of the JVM and ranks the classes that keep growing. "
				+ "Let the application do its usual work meanwhile (a load test is ideal).");
		every = spinner(area, "Every", "leaks.every", 1, 3600, 10, "s");
		count = spinner(area, "Snapshots", "leaks.count", MIN_COUNT, 1000, 6, "(at least " + MIN_COUNT + ")");
		fullGc = option(area, SWT.CHECK,
				"Full GC before each snapshot (only live objects: steadier numbers, a short pause in the JVM)",
				"leaks.fullGc");
		fullGc.setSelection(true);
		total = new Label(area, SWT.NONE);
		total.setData(DynoUi.WIDGET_NAME, "leaks.duration");
		GridDataFactory.fillDefaults().span(COLUMNS, 1).applyTo(total);
		every.addListener(SWT.Modify, e -> showTotal());
		count.addListener(SWT.Modify, e -> showTotal());
		showTotal();
	}

	private void showTotal() {
		long seconds = (long) every.getSelection() * (count.getSelection() - 1);
		total.setText("The series takes about " + (seconds < 120 ? seconds + " s" : seconds / 60 + " min")
				+ "; it runs in the background (Cancel in the Progress view stops it).");
		total.getParent().layout();
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
