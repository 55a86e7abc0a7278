package dyno.jboss.ui.internal.forms;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;

import dyno.jboss.ConfigFile;
import dyno.jboss.model.BoundModel;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Fix;

/** What a generated page needs from its editor: the current model of the text, the hints, and the edits. */
public interface FormHost {

	/** An object of the model by its class and position, stable across re-parses of the text. */
	record ObjectRef(String eClass, int index) {
	}

	ConfigFile file();

	/** The model of the editor's current text; null while the text does not parse. */
	BoundModel model();

	/** Why the text does not parse (line, column, cause); null when it parses. */
	String brokenMessage();

	/** The findings of the last lint of the current text. */
	List<Finding> findings();

	/**
	 * Writes a checked value ({@code null}: removes it) into the text as one undoable edit.
	 *
	 * @return null when done, else why the document refused it
	 */
	String setValue(ObjectRef ref, EAttribute attribute, Object value);

	/** Applies a finding's fix to the text as one undoable edit. */
	void applyFix(Fix fix);

	void save();

	void revert();

	void undo();

	void redo();
}
