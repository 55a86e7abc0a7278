package dyno.load.ui.internal.prefs;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dyno.load.AggregateStats;
import dyno.load.jmeter.JMeterHome;
import dyno.ui.DynoUi;

/** Load > Load Test Preferences…: another JMETER_HOME than Dyno's own, and the percentile lines. */
public final class LoadPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public LoadPreferencePage() {
		super(GRID);
		setDescription("JMeter always runs as a child process. Leave the folder empty to use the JMeter 5.6.3 "
				+ "that comes with Dyno.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(LoadPreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		DirectoryFieldEditor home = new DirectoryFieldEditor(LoadPreferences.JMETER_HOME, "JMETER_HOME:",
				getFieldEditorParent()) {
			@Override
			protected boolean doCheckState() {
				String text = getStringValue().strip();
				if (text.isEmpty()) {
					return true;
				}
				try {
					JMeterHome.at(Path.of(text));
					return true;
				} catch (IOException | RuntimeException e) {
					setErrorMessage(e.getMessage());
					return false;
				}
			}
		};
		home.setEmptyStringAllowed(true);
		home.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.jmeterHome");
		addField(home);
		StringFieldEditor percentiles = new StringFieldEditor(LoadPreferences.PERCENTILES,
				"Percentile lines (%):", getFieldEditorParent()) {
			@Override
			protected boolean doCheckState() {
				try {
					AggregateStats.parsePercentiles(getStringValue());
					return true;
				} catch (IllegalArgumentException e) {
					setErrorMessage("Percentile lines: " + e.getMessage());
					return false;
				}
			}
		};
		percentiles.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.percentiles");
		addField(percentiles);
	}
}
