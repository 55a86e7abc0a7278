package dyno.jboss.ui.internal.editor;

import org.eclipse.ui.editors.text.TextEditor;

/**
 * The Source page: a text editor on the file buffer of the configuration file, whose document is the single truth
 * the form pages read and write. Markers of the file show in its rulers.
 */
final class SourceEditor extends TextEditor {

	SourceEditor(boolean shell) {
		setSourceViewerConfiguration(new SourceColours(getPreferenceStore(), shell));
	}
}
