package dyno.ui.tests.pages;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Widget;
import org.jemmy.resources.StringComparePolicy;
import org.jemmy.swt.lookup.ByName;

/** Runs a piece of SWT code on the UI thread and hands its result back to the test thread. */
public final class Ui {

	private Ui() {
	}

	/**
	 * Finds a control by its Dyno widget name, exactly: Jemmy's {@code ByName} alone matches substrings, so
	 * "jstatd.policy" would find "jstatd.policyPath" and "heap.view pid 12" "heap.view pid 123".
	 */
	public static <T extends Widget> ByName<T> named(String name) {
		return new ByName<>(name, StringComparePolicy.EXACT);
	}

	/**
	 * Runs {@code onUiThread} on the UI thread and returns its result. A syncExec whose waiting thread is interrupted
	 * (Jemmy's waits interrupt a state check that is slow to answer) can return before the UI thread ran it, and
	 * the test then read null: it is asked again until it has run once, and the interrupt is kept for the caller.
	 */
	public static <T> T get(Supplier<T> onUiThread) {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicBoolean ran = new AtomicBoolean();
		Runnable once = () -> {
			if (!ran.get()) {
				result.set(onUiThread.get());
				ran.set(true);
			}
		};
		boolean interrupted = Thread.interrupted();
		long deadline = System.nanoTime() + 60_000_000_000L;
		try {
			while (!ran.get()) {
				if (System.nanoTime() > deadline) {
					throw new AssertionError("the UI thread did not run " + onUiThread + " within 60 s");
				}
				Display.getDefault().syncExec(once);
				interrupted |= Thread.interrupted();
			}
		} finally {
			if (interrupted) {
				Thread.currentThread().interrupt();
			}
		}
		return result.get();
	}
}
