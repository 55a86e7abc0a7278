package dyno.ui.internal.prefs;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dyno.core.DynoFolders.Store;
import dyno.ui.DynoUi;

/**
 * Window > Preferences > Dyno: where Dyno keeps what it collects. The pages of the journeys (Monitoring, Load
 * Tests, Tuning Rules) sit below it.
 */
public final class DynoPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	public DynoPreferencePage() {
		super(GRID);
		setDescription("Where Dyno keeps what it collects. Empty: the folder shown in grey, the one in use (under "
				+ "~/.dyno unless Dyno was started with -Ddyno.snapshots=..., DYNO_SNAPSHOTS=..., which win over these).");
	}

	@Override
	public void init(IWorkbench workbench) {
		setPreferenceStore(StoreFolders.store());
	}

	@Override
	protected void createFieldEditors() {
		for (Store s : Store.values()) {
			DirectoryFieldEditor folder = new DirectoryFieldEditor(StoreFolders.key(s), s.title + ":",
					getFieldEditorParent());
			folder.setEmptyStringAllowed(true);
			var text = folder.getTextControl(getFieldEditorParent());
			text.setData(DynoUi.WIDGET_NAME, "prefs.store." + s.name);
			// The folder in use when the field is empty: the demo's or a launch's own, not always ~/.dyno's.
			text.setMessage(s.folder().toString());
			text.setToolTipText(StoreFolders.givenAtLaunch(s)
					? "Named when Dyno started (" + s.property + " or " + s.variable + "): " + s.folder()
					: "Now " + s.folder());
			addField(folder);
		}
	}
}
