package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.live.LiveServers;

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

	/** {@code ./dyno --server HOME} (the demo's WildFly): the home is in the JBoss Servers view, which is shown. */
	private static void addHomesFromCommandLine() {
		String[] args = Platform.getApplicationArgs();
		boolean any = false;
		for (int i = 0; i + 1 < args.length; i++) {
			if ("--server".equals(args[i])) {
				JBossUiPlugin.serverHomes().add(Path.of(args[++i]));
				any = true;
			}
		}
		if (any) {
			PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
				IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
				if (w != null && w.getActivePage() != null) {
					try {
						w.getActivePage().showView(ServersView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
					} catch (PartInitException e) {
						System.err.println("dyno: cannot show the JBoss Servers view: " + e.getMessage());
					}
				}
			});
		}
	}
}
