package dyno.ui.tests.pages;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;

/** Runs a piece of SWT code on the UI thread and hands its result back to the test thread. */
public final class Ui {

	private Ui() {
	}

	public static <T> T get(Supplier<T> onUiThread) {
		AtomicReference<T> result = new AtomicReference<>();
		Display.getDefault().syncExec(() -> result.set(onUiThread.get()));
		return result.get();
	}
}
