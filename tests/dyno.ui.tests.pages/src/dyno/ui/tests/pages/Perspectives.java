package dyno.ui.tests.pages;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import dyno.samples.Waits;

/** The workbench window's perspectives, switched and awaited from the test thread. */
public final class Perspectives {

	private Perspectives() {
	}

	public static void show(String id) {
		Ui.get(() -> {
			var workbench = PlatformUI.getWorkbench();
			page().setPerspective(workbench.getPerspectiveRegistry().findPerspectiveWithId(id));
			return null;
		});
	}

	/** Waits until perspective {@code id} is the active page's; the failure names the one active instead. */
	public static void waitFor(String id) throws InterruptedException {
		Waits.value("the perspective " + id + " active", Perspectives::active, id::equals);
	}

	private static String active() {
		return Ui.get(() -> page().getPerspective().getId());
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
	}
}
