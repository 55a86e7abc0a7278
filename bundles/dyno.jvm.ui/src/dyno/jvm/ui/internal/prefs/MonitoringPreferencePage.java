package dyno.jvm.ui.internal.prefs;

import java.util.Arrays;

import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dyno.jvm.Sampler;
import dyno.ui.charts.TimeWindow;
import dyno.ui.DynoUi;

/** Window > Preferences > Dyno > Monitoring: what new Heap Generations and Threads views start with. */
public final class MonitoringPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public MonitoringPreferencePage() {
		super(GRID);
		setDescription("What a new Heap Generations or Threads view starts with; each view keeps its own choice "
				+ "after that. Sampling is read-only and cheap: jvmstat counters, or one JMX call a sample.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(MonitoringPreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		addField(interval(MonitoringPreferences.HEAP_INTERVAL, "Heap sampling interval:", "prefs.heapInterval"));
		addField(interval(MonitoringPreferences.THREADS_INTERVAL, "Thread sampling interval:", "prefs.threadsInterval"));
		String[][] windows = Arrays.stream(TimeWindow.values()).map(w -> new String[] { w.label, w.name() })
				.toArray(String[][]::new);
		addField(new ComboFieldEditor(MonitoringPreferences.WINDOW, "Charts show:", windows, getFieldEditorParent()));
	}

	private StringFieldEditor interval(String key, String label, String widgetName) {
		IntervalEditor editor = new IntervalEditor(key, label, getFieldEditorParent());
		editor.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, widgetName);
		editor.getTextControl(getFieldEditorParent()).setToolTipText("100ms, 0.5s, 2s; at least "
				+ Sampler.MIN_INTERVAL.toMillis() + "ms");
		return editor;
	}

	/** An interval as the command line reads it, checked as it is typed. */
	private static final class IntervalEditor extends StringFieldEditor {

		IntervalEditor(String key, String label, Composite parent) {
			super(key, label, 12, parent);
			getTextControl(parent).addModifyListener(e -> valueChanged());
		}

		@Override
		protected boolean doCheckState() {
			try {
				Sampler.parseInterval(getStringValue());
				return true;
			} catch (IllegalArgumentException e) {
				setErrorMessage(e.getMessage());
				return false;
			}
		}
	}
}
