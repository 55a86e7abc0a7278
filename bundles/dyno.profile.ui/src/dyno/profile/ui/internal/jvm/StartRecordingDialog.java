package dyno.profile.ui.internal.jvm;

import java.time.Duration;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.Target;
import dyno.profile.RecordingSettings;
import dyno.profile.analysis.ProfileAnalysis;
import dyno.ui.DynoUi;
import dyno.ui.RowsDialog;

/**
 * Asks how to record: the JDK's settings (default: about 1 % overhead, fit for production; profile: more
 * samples, allocations and lock waits, a little more overhead), for how long (or until stopped) and up to what
 * size.
 */
final class StartRecordingDialog extends RowsDialog {

	private static final int MB = 1024 * 1024;

	private Text name;
	private Combo settings;
	private Spinner seconds;
	private Spinner maxMb;
	private RecordingSettings chosen;

	StartRecordingDialog(Shell parent, Target target) {
		super(parent, "Start JFR Recording on " + target.label(), "Start", "jfr.start");
	}

	@Override
	protected void createRows(Composite area) {
		intro(area, 480, "Flight Recorder records the JVM with low overhead: method samples, allocations, lock waits, "
				+ "GC. The recording is fetched into the recording store and opened when it ends or when you choose "
				+ "Stop JFR Recording and Open.");
		name = text(area, "Name", "jfr.name", "Dyno", 2);

		new Label(area, SWT.NONE).setText("Settings:");
		settings = new Combo(area, SWT.READ_ONLY);
		settings.setItems(RecordingSettings.PROFILE, RecordingSettings.DEFAULT);
		settings.select(0);
		settings.setData(DynoUi.WIDGET_NAME, "jfr.settings");
		settings.setToolTipText("profile: method samples every 10 ms, lock waits over 10 ms, allocations in and outside "
				+ "TLABs with stacks (a few % overhead); default: samples every 20 ms, waits over 20 ms (about 1 %)");
		GridDataFactory.fillDefaults().span(2, 1).applyTo(settings);

		// The command line's default length (dyno profile), not a second one typed here.
		seconds = spinner(area, "Duration", "jfr.seconds", 0, 24 * 3600,
				(int) ProfileAnalysis.DURATION.defaultValue().toSeconds(),
				"s, then fetched and opened (0: until stopped)");
		maxMb = spinner(area, "Max size", "jfr.maxMb", 0, 64 * 1024, 0, "MB (0: no limit)");
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
