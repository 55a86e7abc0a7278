package dyno.load.ui.internal.prefs;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dyno.load.AggregateStats;
import dyno.load.jmeter.JMeterHome;
import dyno.ui.DynoUi;

/**
 * Load > Load Test Preferences…: another JMETER_HOME than Dyno's own, a folder of more JMeter plugins, the
 * percentile lines and the report's APDEX thresholds.
 */
public final class LoadPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	private static final int MIN_WIDTH = 640;

	public LoadPreferencePage() {
		super(GRID);
		setDescription("JMeter always runs as a child process. Leave the folder empty to use the JMeter 5.6.3 "
				+ "that comes with Dyno.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(LoadPreferences.store());
	}

	/**
	 * Wide enough for the error messages: the dialog cuts a message longer than its title area in the middle, and a
	 * JMETER_HOME message names a folder.
	 */
	@Override
	protected Point doComputeSize() {
		Point size = super.doComputeSize();
		return new Point(Math.max(size.x, MIN_WIDTH), size.y);
	}

	@Override
	protected void createFieldEditors() {
		JMeterHomeEditor home = new JMeterHomeEditor(getFieldEditorParent());
		home.setEmptyStringAllowed(true);
		home.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.jmeterHome");
		addField(home);
		DirectoryFieldEditor plugins = new DirectoryFieldEditor(LoadPreferences.PLUGINS, "Plugins folder:",
				getFieldEditorParent());
		plugins.setEmptyStringAllowed(true);
		plugins.getTextControl(getFieldEditorParent()).setToolTipText("Jars of JMeter plugins to load beside "
				+ "JMETER_HOME's lib/ext (Dyno's JMeter has Custom Thread Groups, Throughput Shaping Timer and "
				+ "Dummy Sampler)");
		plugins.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.plugins");
		addField(plugins);
		PercentilesEditor percentiles = new PercentilesEditor(getFieldEditorParent());
		percentiles.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.percentiles");
		addField(percentiles);
		addField(apdex(LoadPreferences.APDEX_SATISFIED, "APDEX satisfied up to (ms):", "prefs.apdexSatisfied"));
		addField(apdex(LoadPreferences.APDEX_TOLERATED, "APDEX tolerated up to (ms):", "prefs.apdexTolerated"));
	}

	private IntegerFieldEditor apdex(String key, String label, String widgetName) {
		IntegerFieldEditor editor = new IntegerFieldEditor(key, label, getFieldEditorParent(), 7);
		editor.setValidRange(0, 3_600_000);
		editor.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, widgetName);
		editor.getTextControl(getFieldEditorParent()).setToolTipText("The exported report's APDEX: satisfied up to "
				+ "the first time, tolerated up to the second, frustrated beyond (JMeter's 500 and 1500 ms)");
		return editor;
	}

	/**
	 * The JMETER_HOME folder, checked as it is typed: a directory editor checks only when its field loses the
	 * focus, which would let "Apply" through with a folder that is not JMeter.
	 */
	private static final class JMeterHomeEditor extends DirectoryFieldEditor {

		JMeterHomeEditor(Composite parent) {
			super(LoadPreferences.JMETER_HOME, "JMETER_HOME:", parent);
			getTextControl(parent).addModifyListener(e -> valueChanged());
		}

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
	}

	/** The percentile lines, checked as they are typed. */
	private static final class PercentilesEditor extends StringFieldEditor {

		PercentilesEditor(Composite parent) {
			super(LoadPreferences.PERCENTILES, "Percentile lines (%):", parent);
			getTextControl(parent).addModifyListener(e -> valueChanged());
		}

		@Override
		protected boolean doCheckState() {
			try {
				AggregateStats.parsePercentiles(getStringValue());
				return true;
			} catch (IllegalArgumentException e) {
				// Short: the dialog cuts long messages in the middle, and the field shows what was typed.
				setErrorMessage("Percentile lines: numbers from 0 to 100, e.g. 90,95,99.9");
				return false;
			}
		}
	}
}
