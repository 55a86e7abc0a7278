package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jboss.ui.internal.runtime.ServerRuntimeView;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;

/**
 * At workbench start (not when a view first opens): the live hints must hear every connection the user opens from
 * the start. Loading this class starts the bundle, whose activator has the tuning history hear every save.
 */
public final class ServersStartup implements IStartup {

	@Override
	public void earlyStartup() {
		LiveServers.install();
		addHomesFromCommandLine();
	}

	/**
	 * {@code ./dyno --server HOME} (the demo's WildFly): the home is in the JBoss Servers view, which is shown.
	 * {@code ./dyno --runtime TARGET} (the demo's WildFly JVM): its Server Runtime view is open and in front.
	 */
	private static void addHomesFromCommandLine() {
		String[] args = Platform.getApplicationArgs();
		boolean anyHome = false;
		List<Target> runtimes = new ArrayList<>();
		for (int i = 0; i + 1 < args.length; i++) {
			if ("--server".equals(args[i])) {
				JBossUiPlugin.serverHomes().add(Path.of(args[++i]));
				anyHome = true;
			} else if ("--runtime".equals(args[i])) {
				try {
					runtimes.add(Target.parse(args[++i]));
				} catch (IllegalArgumentException e) {
					System.err.println("dyno: --runtime " + args[i] + ": " + e.getMessage());
				}
			}
		}
		if (anyHome || !runtimes.isEmpty()) {
			boolean showServers = anyHome;
			PlatformUI.getWorkbench().getDisplay().asyncExec(() -> show(showServers, runtimes));
		}
	}

	private static void show(boolean servers, List<Target> runtimes) {
		IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		if (w == null || w.getActivePage() == null) {
			return;
		}
		if (servers) {
			try {
				w.getActivePage().showView(ServersView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			} catch (PartInitException e) {
				System.err.println("dyno: cannot show the JBoss Servers view: " + e.getMessage());
			}
		}
		for (Target t : runtimes) {
			try {
				DynoJvmUi.show(w.getActivePage(), ServerRuntimeView.ID, t, IWorkbenchPage.VIEW_ACTIVATE);
			} catch (PartInitException e) {
				System.err.println("dyno: cannot open the Server Runtime view of " + t.label() + ": " + e.getMessage());
			}
		}
	}
}
