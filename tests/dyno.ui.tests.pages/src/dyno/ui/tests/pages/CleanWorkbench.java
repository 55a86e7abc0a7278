package dyno.ui.tests.pages;

import java.awt.AWTException;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Every UI test leaves the workbench as it found it, so that one failing test fails alone: after each test the
 * mouse buttons and modifier keys a click or a drag left pressed are released, and every shell besides the workbench
 * window (a dialog, a wizard, an error box, a progress dialog) is closed, and the test that left one open fails by
 * name; after each test class its editors are closed and every open perspective is reset (a class may share one
 * editor or view across its tests).
 */
public final class CleanWorkbench implements AfterEachCallback, AfterAllCallback {

	private static final int[] MODIFIERS = { KeyEvent.VK_SHIFT, KeyEvent.VK_CONTROL, KeyEvent.VK_ALT, KeyEvent.VK_META };

	@Override
	public void afterEach(ExtensionContext context) throws AWTException {
		release();
		List<String> left = closeStrayShells();
		if (!left.isEmpty()) {
			throw new AssertionError(context.getDisplayName() + " in " + context.getRequiredTestClass().getSimpleName()
					+ " left open " + left + " (closed now)");
		}
	}

	@Override
	public void afterAll(ExtensionContext context) {
		DynoWindow.closeEditors();
		// The views a class opened (a Console, the Problems view) would squeeze the next class's views until their
		// tool bars overflow: the perspective's own layout again.
		resetEveryPerspective();
		DynoWindow.closeEditors(); // and its editor area hidden, as the perspective starts
	}

	/**
	 * Resets every open perspective, the active one staying active: the views of a class's JVMs stay alive in any
	 * perspective that still shows them, and a switch from there would carry them into the next one (JvmViewsFollow).
	 * The active one is reset first and each other one before it is left, so that no switch here carries anything.
	 */
	public static void resetEveryPerspective() {
		Ui.get(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			IPerspectiveDescriptor active = page.getPerspective();
			page.resetPerspective();
			boolean switched = false;
			for (IPerspectiveDescriptor other : page.getOpenPerspectives()) {
				if (!other.getId().equals(active.getId())) {
					page.setPerspective(other);
					page.resetPerspective();
					switched = true;
				}
			}
			if (switched) {
				page.setPerspective(active);
			}
			return null;
		});
	}

	/** Releases what a test's robot may have left pressed: a drag's button, a held modifier. */
	private static void release() throws AWTException {
		Robot robot = new Robot();
		robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK | InputEvent.BUTTON2_DOWN_MASK | InputEvent.BUTTON3_DOWN_MASK);
		for (int key : MODIFIERS) {
			robot.keyRelease(key);
		}
		robot.waitForIdle();
	}

	/** Closes every visible shell that is not a workbench window (innermost first); the titles of the dialogs. */
	private static List<String> closeStrayShells() {
		return Ui.get(() -> {
			Display display = Display.getCurrent();
			Set<Shell> windows = new HashSet<>();
			for (IWorkbenchWindow w : PlatformUI.getWorkbench().getWorkbenchWindows()) {
				windows.add(w.getShell());
			}
			List<String> closed = new ArrayList<>();
			Shell[] shells = display.getShells();
			for (int i = shells.length - 1; i >= 0; i--) {
				Shell s = shells[i];
				if (!windows.contains(s) && !s.isDisposed() && s.isVisible()) {
					if ((s.getStyle() & SWT.TITLE) != 0) { // not a hover's tooltip or popup, which come and go
						closed.add("'" + s.getText() + "'");
					}
					s.close();
					if (!s.isDisposed()) {
						s.dispose(); // a shell whose close was vetoed (a dialog busy with an operation)
					}
				}
			}
			return closed;
		});
	}
}
