package dyno.jboss.ui.internal.rules;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

import dyno.ui.Parts;

/** Help &gt; Tuning Rules: opens the rule reference ({@link TuningRulesEditor}). */
public final class ShowTuningRules extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		Parts.openEditor(new TuningRulesEditor.Input(), TuningRulesEditor.ID, "Tuning Rules", "the tuning rules");
		return null;
	}
}
