package dyno.jboss.ui.internal.rules;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dyno.ui.DynoUi;

/**
 * Window &gt; Preferences &gt; Tuning Rules: the rules not to check (by id) and the folder of an organisation's rule
 * jars. A rule can also be silenced in one file by a comment there ({@code <!-- dyno:ignore rule-id -->},
 * {@code # dyno:ignore rule-id}).
 */
public final class RulesPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public RulesPreferencePage() {
		super(GRID);
		setDescription("Rules not to check anywhere, by id (see Help > Tuning Rules), separated by commas or blanks. "
				+ "In one file, a comment <!-- dyno:ignore rule-id --> before an element (or at the top), or "
				+ "# dyno:ignore rule-id before a line, silences a rule there.");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(RulePreferences.store());
	}

	@Override
	protected void createFieldEditors() {
		StringFieldEditor suppressed = new StringFieldEditor(RulePreferences.SUPPRESSED, "Suppressed rules:",
				getFieldEditorParent());
		suppressed.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.suppressedRules");
		addField(suppressed);
		DirectoryFieldEditor folder = new DirectoryFieldEditor(RulePreferences.FOLDER, "Rules folder:",
				getFieldEditorParent());
		folder.setEmptyStringAllowed(true);
		folder.getTextControl(getFieldEditorParent()).setToolTipText("Jars of an organisation's rules "
				+ "(dyno.jboss.rules.RuleProvider services), checked beside Dyno's own");
		folder.getTextControl(getFieldEditorParent()).setData(DynoUi.WIDGET_NAME, "prefs.rulesFolder");
		addField(folder);
	}
}
