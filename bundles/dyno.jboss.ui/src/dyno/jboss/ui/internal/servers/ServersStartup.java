package dyno.jboss.ui.internal.servers;

import org.eclipse.ui.IStartup;

import dyno.jboss.ui.internal.history.HistoryRecorder;
import dyno.jboss.ui.internal.live.LiveServers;

/**
 * At workbench start (not when a view first opens): the tuning history must hear every save, and the live hints
 * every connection the user opens, from the start.
 */
public final class ServersStartup implements IStartup {

	@Override
	public void earlyStartup() {
		HistoryRecorder.install();
		LiveServers.install();
	}
}
