package dyno.ui;

import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.accessibility.ACC;
import org.eclipse.swt.accessibility.AccessibleAdapter;
import org.eclipse.swt.accessibility.AccessibleControlAdapter;
import org.eclipse.swt.accessibility.AccessibleControlEvent;
import org.eclipse.swt.accessibility.AccessibleEvent;
import org.eclipse.swt.widgets.Canvas;

/**
 * What a custom canvas needs besides its own keys to be used without a mouse: a stop in the Tab order that Tab also
 * leaves, a redraw when it gains or loses the focus (a canvas outlines its selection only while it has the focus), and
 * its selection in words for screen readers through SWT's accessibility API.
 */
public final class CanvasKeyboard {

	private CanvasKeyboard() {
	}

	/**
	 * @param role an {@link ACC} role, e.g. {@link ACC#ROLE_TREE}
	 * @param read the selection in words (what the canvas shows when nothing is selected); UI thread
	 */
	public static void install(Canvas canvas, int role, Supplier<String> read) {
		canvas.addListener(SWT.Traverse, e -> {
			if (e.detail == SWT.TRAVERSE_TAB_NEXT || e.detail == SWT.TRAVERSE_TAB_PREVIOUS) {
				e.doit = true;
			}
		});
		canvas.addListener(SWT.FocusIn, e -> canvas.redraw());
		canvas.addListener(SWT.FocusOut, e -> canvas.redraw());
		canvas.getAccessible().addAccessibleListener(new AccessibleAdapter() {
			@Override
			public void getName(AccessibleEvent e) {
				e.result = read.get();
			}
		});
		canvas.getAccessible().addAccessibleControlListener(new AccessibleControlAdapter() {
			@Override
			public void getRole(AccessibleControlEvent e) {
				e.detail = role;
			}

			@Override
			public void getValue(AccessibleControlEvent e) {
				e.result = read.get();
			}
		});
	}

	/** Tells screen readers that the canvas's selection changed. */
	public static void selectionChanged(Canvas canvas) {
		canvas.getAccessible().sendEvent(ACC.EVENT_NAME_CHANGED, null);
	}
}
