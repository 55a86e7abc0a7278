package dyno.jvm.ui.internal.heap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;

/**
 * {@code ./dyno --open TARGET [--open TARGET ...] [--interval 100ms]}: once the workbench is up, opens a Heap
 * Generations view for each target (pid, host[:port]/pid, host:port or service:jmx:url), sampling at the given
 * interval. What cannot be read is said on standard error; the other targets still open.
 */
public final class OpenFromCommandLine implements IStartup {

	@Override
	public void earlyStartup() {
		List<Target> targets = new ArrayList<>();
		Duration interval = null;
		String[] args = Platform.getApplicationArgs();
		for (int i = 0; i < args.length; i++) {
			String option = args[i];
			String value = i + 1 < args.length ? args[i + 1] : null;
			try {
				if ("--open".equals(option) && value != null) {
					targets.add(Target.parse(value));
					i++;
				} else if ("--interval".equals(option) && value != null) {
					interval = Sampler.parseInterval(value);
					i++;
				}
			} catch (IllegalArgumentException e) {
				System.err.println("dyno: " + option + " " + value + ": " + e.getMessage());
				i++;
			}
		}
		if (!targets.isEmpty()) {
			Duration every = interval;
			PlatformUI.getWorkbench().getDisplay().asyncExec(() -> open(targets, every));
		}
	}

	private static void open(List<Target> targets, Duration interval) {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		if (window == null || window.getActivePage() == null) {
			return;
		}
		IWorkbenchPage page = window.getActivePage();
		int opened = 0;
		for (Target t : targets) {
			try {
				IViewPart part = page.showView(DynoJvmUi.HEAP_GENERATIONS_ID, TargetCodec.encode(t),
						IWorkbenchPage.VIEW_VISIBLE);
				if (interval != null && part instanceof HeapGenerationsView view) {
					view.setInterval(interval);
				}
				opened++;
			} catch (PartInitException e) {
				System.err.println("dyno: cannot open " + t.label() + ": " + e.getMessage());
			}
		}
		System.out.println("dyno: opened Heap Generations for " + opened + " of " + targets.size() + " targets");
	}
}
