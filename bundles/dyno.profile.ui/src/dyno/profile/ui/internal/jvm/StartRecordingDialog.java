package dyno.profile.ui.internal.jvm;

import java.time.Duration;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.Target;
import dyno.profile.RecordingSettings;
import dyno.ui.DynoUi;

/**
 * Asks how to record: the JDK's settings (default: about 1 % overhead, fit for production; profile: more
 * samples, allocations and lock waits, a little more overhead), for how long (or until stopped) and up to what
 * size.
 */
final class StartRecordingDialog extends Dialog {

	private static final int MB = 1024 * 1024;

	private final Target target;
	private Text name;
	private Combo settings;
	private Spinner seconds;
	private Spinner maxMb;
	private RecordingSettings chosen;

	StartRecordingDialog(Shell parent, Target target) {
		super(parent);
		this.target = target;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText("Start JFR Recording on " + target.label());
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(3).applyTo(area);
		Label intro = new Label(area, SWT.WRAP);
		intro.setText("Flight Recorder records the JVM with low overhead: method samples, allocations, lock waits, GC. "
				+ "The recording is fetched into the recording store and opened when it ends or when you choose "
				+ "Stop JFR Recording and Open.");
		GridDataFactory.fillDefaults().span(3, 1).hint(480, SWT.DEFAULT).applyTo(intro);

		new Label(area, SWT.NONE).setText("Name:");
		name = new Text(area, SWT.BORDER);
		name.setText("Dyno");
		name.setData(DynoUi.WIDGET_NAME, "jfr.name");
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).applyTo(name);

		new Label(area, SWT.NONE).setText("Settings:");
		settings = new Combo(area, SWT.READ_ONLY);
		settings.setItems(RecordingSettings.PROFILE, RecordingSettings.DEFAULT);
		settings.select(0);
		settings.setData(DynoUi.WIDGET_NAME, "jfr.settings");
		settings.setToolTipText("profile: method samples every 10 ms, lock waits over 10 ms, allocations in and outside "
				+ "TLABs with stacks (a few % overhead); default: samples every 20 ms, waits over 20 ms (about 1 %)");
		GridDataFactory.fillDefaults().span(2, 1).applyTo(settings);

		seconds = spinner(area, "Duration:", 0, 24 * 3600, 30, "s, then fetched and opened (0: until stopped)",
				"jfr.seconds");
		maxMb = spinner(area, "Max size:", 0, 64 * 1024, 0, "MB (0: no limit)", "jfr.maxMb");
		return area;
	}

	private static Spinner spinner(Composite area, String label, int min, int max, int value, String unit, String name) {
		new Label(area, SWT.NONE).setText(label);
		Spinner s = new Spinner(area, SWT.BORDER);
		s.setValues(value, min, max, 0, 1, 10);
		s.setData(DynoUi.WIDGET_NAME, name);
		new Label(area, SWT.NONE).setText(unit);
		return s;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, "Start", true).setData(DynoUi.WIDGET_NAME, "jfr.start");
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	@Override
	protected void okPressed() {
		String n = name.getText().strip();
		chosen = new RecordingSettings(n.isEmpty() ? "Dyno" : n, settings.getText(),
				seconds.getSelection() == 0 ? null : Duration.ofSeconds(seconds.getSelection()),
				(long) maxMb.getSelection() * MB);
		super.okPressed();
	}

	RecordingSettings settings() {
		return chosen;
	}
}
