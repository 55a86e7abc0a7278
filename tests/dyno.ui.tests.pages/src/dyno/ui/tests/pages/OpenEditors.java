package dyno.ui.tests.pages;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import dyno.samples.Waits;

/**
 * The editors open in the workbench window, whatever their kind, as a user sees them: by tab title, each brought to
 * the front of its stack as a click on its tab does, its control's place on the screen and whether it has unsaved
 * changes.
 */
public final class OpenEditors {

	private static final java.time.Duration SHOWN_WITHIN = java.time.Duration.ofSeconds(20);

	private OpenEditors() {
	}

	/** What one editor shows at the front of its stack: on the screen or not, where, with unsaved changes or not. */
	public record OnScreen(String title, boolean visible, Rectangle bounds, boolean dirty) {

		/** Whether it can be worked in: on the screen and at least {@code width} × {@code height} pixels. */
		public boolean usable(int width, int height) {
			return visible && bounds.width >= width && bounds.height >= height;
		}
	}

	/** The tab titles of the open editors, in the page's order. */
	public static List<String> titles() {
		return Ui.get(() -> {
			List<String> titles = new ArrayList<>();
			for (IEditorReference e : page().getEditorReferences()) {
				titles.add(e.getPartName());
			}
			return titles;
		});
	}

	/** Waits until {@code count} editors are open; their titles. */
	public static List<String> waitFor(int count) throws InterruptedException {
		return Waits.value(count + " editors open", OpenEditors::titles, t -> t.size() == count);
	}

	/**
	 * Brings the editor titled {@code title} to the front of its stack (not activated, as a tab's click in another
	 * stack would leave the focus alone) and waits until {@code accepted} takes what it shows; a timeout says what it
	 * showed last.
	 */
	public static OnScreen front(String title, java.util.function.Predicate<OnScreen> accepted)
			throws InterruptedException {
		Ui.get(() -> {
			page().bringToTop(part(title));
			return null;
		});
		// A switch lays the page out at once: a limit far below the usual one, so that an editor the layout hid fails
		// the test in seconds, not after minutes of waiting for each of several editors.
		return Waits.of("the editor '" + title + "' at the front of its stack").within(SHOWN_WITHIN)
				.value(() -> onScreen(title), accepted);
	}

	/**
	 * The tab title of the editor the page shows in front (its active one), as a user finds it after a switch,
	 * without bringing anything forward: bringing an editor to the front also shows a hidden editor area.
	 */
	public static String inFront() {
		return Ui.get(() -> page().getActiveEditor() instanceof org.eclipse.ui.IWorkbenchPart2 e ? e.getPartName() : null);
	}

	/** Waits until {@code accepted} takes what the editor titled {@code title} shows, bringing nothing forward. */
	public static OnScreen waitFor(String title, java.util.function.Predicate<OnScreen> accepted)
			throws InterruptedException {
		return Waits.of("the editor '" + title + "' as it is shown").within(SHOWN_WITHIN)
				.value(() -> onScreen(title), accepted);
	}

	/** What the editor titled {@code title} shows now (no waiting). */
	public static OnScreen onScreen(String title) {
		return Ui.get(() -> {
			IEditorPart editor = part(title);
			MPart model = editor.getSite().getService(MPart.class);
			Control control = model != null && model.getWidget() instanceof Control c && !c.isDisposed() ? c : null;
			Rectangle bounds = control == null ? new Rectangle(0, 0, 0, 0)
					: control.getDisplay().map(control.getParent(), null, control.getBounds());
			return new OnScreen(title, control != null && control.isVisible(), bounds, editor.isDirty());
		});
	}

	private static IEditorPart part(String title) {
		for (IEditorReference e : page().getEditorReferences()) {
			if (e.getPartName().equals(title)) {
				return e.getEditor(true);
			}
		}
		throw new AssertionError("no editor '" + title + "' open: " + titles());
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
