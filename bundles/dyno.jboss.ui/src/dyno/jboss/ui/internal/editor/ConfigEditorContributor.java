package dyno.jboss.ui.internal.editor;

import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.MultiPageEditorActionBarContributor;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;

/**
 * Routes Edit > Undo/Redo (and Ctrl+Z/Ctrl+Y) to the Source page's document on every page of a
 * {@link ConfigEditor}, so form edits and text edits share one history; the other text actions serve the Source
 * page only (form fields keep their own cut/copy/paste).
 */
public final class ConfigEditorContributor extends MultiPageEditorActionBarContributor {

	private static final String[] SHARED = { ITextEditorActionConstants.UNDO, ITextEditorActionConstants.REDO };
	private static final String[] SOURCE_ONLY = { ITextEditorActionConstants.CUT, ITextEditorActionConstants.COPY,
			ITextEditorActionConstants.PASTE, ITextEditorActionConstants.DELETE, ITextEditorActionConstants.SELECT_ALL,
			ITextEditorActionConstants.FIND };

	private ConfigEditor editor;

	@Override
	public void setActiveEditor(IEditorPart part) {
		editor = part instanceof ConfigEditor c ? c : null;
		super.setActiveEditor(part);
	}

	@Override
	public void setActivePage(IEditorPart page) {
		IActionBars bars = getActionBars();
		if (bars == null || editor == null || editor.source() == null) {
			return;
		}
		ITextEditor text = editor.source();
		for (String id : SHARED) {
			bars.setGlobalActionHandler(id, text.getAction(id));
		}
		for (String id : SOURCE_ONLY) {
			bars.setGlobalActionHandler(id, page == text ? text.getAction(id) : null);
		}
		bars.updateActionBars();
	}
}
