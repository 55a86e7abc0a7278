package dyno.ui.tests.pages;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Widget;
import org.jemmy.resources.StringComparePolicy;
import org.jemmy.swt.lookup.ByName;

/** Runs a piece of SWT code on the UI thread and hands its result back to the test thread. */
public final class Ui {

	private Ui() {
	}

	/** A colour's perceived brightness, 0..255 (ITU-R BT.601 weights, as Dyno tells a dark theme). */
	public static int brightness(RGB rgb) {
		return (int) Math.round(0.299 * rgb.red + 0.587 * rgb.green + 0.114 * rgb.blue);
	}

	/**
	 * Finds a control by its Dyno widget name, exactly: Jemmy's {@code ByName} alone matches substrings, so
	 * "jstatd.policy" would find "jstatd.policyPath" and "heap.view pid 12" "heap.view pid 123".
	 */
	public static <T extends Widget> ByName<T> named(String name) {
		return new ByName<>(name, StringComparePolicy.EXACT);
	}

	/**
	 * UI thread: redraws {@code c} and runs the event loop until its paint listener has stored a paint's cost under
	 * {@code key} (a canvas's PAINT_NANOS), and returns it; null at once when {@code c} is not on the screen (no paint
	 * would come). No clock: a visible control that was told to redraw gets its paint event, and the loop sleeps
	 * until events come.
	 */
	public static Object paintNow(org.eclipse.swt.widgets.Control c, String key) {
		c.setData(key, null);
		if (c.isDisposed() || !c.isVisible()) {
			return null;
		}
		c.redraw();
		c.update();
		Display display = c.getDisplay();
		while (!c.isDisposed() && c.getData(key) == null) {
			if (!display.readAndDispatch()) {
				display.sleep();
			}
		}
		return c.isDisposed() ? null : c.getData(key);
	}

	/**
	 * From {@code from}, presses Tab ({@code back}: Shift+Tab) until {@code target} has the keyboard focus, as a
	 * keyboard user reaches it; at most 20 presses, each waited for (the focus moves on before the next).
	 */
	public static void tabTo(org.jemmy.control.Wrap<? extends org.eclipse.swt.widgets.Control> from,
			org.eclipse.swt.widgets.Control target, boolean back) {
		focus(from.getControl());
		for (int i = 0; i < 20; i++) {
			Object before = get(() -> target.getDisplay().getFocusControl());
			if (before == target) {
				return;
			}
			if (back) {
				from.keyboard().pushKey(org.jemmy.interfaces.Keyboard.KeyboardButtons.TAB,
						org.jemmy.interfaces.Keyboard.KeyboardModifiers.SHIFT_DOWN_MASK);
			} else {
				from.keyboard().pushKey(org.jemmy.interfaces.Keyboard.KeyboardButtons.TAB);
			}
			waitFor("the focus leaves " + before, () -> get(() -> target.getDisplay().getFocusControl()),
					now -> now != before);
		}
		throw new AssertionError((back ? "Shift+Tab" : "Tab") + " did not reach " + target);
	}

	/**
	 * Runs {@code onUiThread} on the UI thread and returns its result; what it throws is thrown here. (SWT hands an
	 * exception of a syncExec's code to the workbench's handler, which logs it, and syncExec returns as if all went
	 * well: the test then read null, e.g. a lookup that met a control disposed while a page was rebuilt.)
	 */
	/**
	 * Makes {@code c}'s shell the active one and {@code c} the focus control, and waits until both are so. Under Xvfb
	 * no window manager hands the activation back to the workbench when a dialog closes, and a cell editor that opens
	 * in an inactive shell loses its focus at once and closes again: a click must land where the keyboard goes.
	 */
	public static void focus(org.eclipse.swt.widgets.Control c) {
		waitFor("the keyboard focus in " + c, () -> get(() -> {
				if (c.getDisplay().getActiveShell() != c.getShell()) {
					c.getShell().forceActive();
				}
				if (!c.isFocusControl()) {
					c.setFocus();
				}
				return c.getDisplay().getActiveShell() == c.getShell() && c.isFocusControl() ? "focused"
						: "active shell " + c.getDisplay().getActiveShell() + ", focus " + c.getDisplay().getFocusControl();
			}), "focused"::equals);
	}

	/** {@link dyno.samples.Waits#value}, for page methods that do not declare {@link InterruptedException}. */
	public static <T> T waitFor(String what, java.util.concurrent.Callable<T> probe,
			java.util.function.Predicate<? super T> accepted) {
		try {
			return dyno.samples.Waits.value(what, probe, accepted);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError("interrupted while waiting for " + what, e);
		}
	}

	public static <T> T get(Supplier<T> onUiThread) {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicReference<Throwable> thrown = new AtomicReference<>();
		Display.getDefault().syncExec(() -> {
			try {
				result.set(onUiThread.get());
			} catch (RuntimeException | Error e) {
				thrown.set(e);
			}
		});
		if (thrown.get() instanceof RuntimeException e) {
			throw e;
		}
		if (thrown.get() instanceof Error e) {
			throw e;
		}
		return result.get();
	}
}
