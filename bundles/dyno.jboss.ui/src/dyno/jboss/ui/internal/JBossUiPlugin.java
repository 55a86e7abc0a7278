package dyno.jboss.ui.internal;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

import dyno.core.Listeners.Registration;
import dyno.jboss.ui.ConfigSaves;
import dyno.jboss.ui.LiveHints;
import dyno.jboss.ui.internal.history.HistoryRecorder;
import dyno.jboss.ui.internal.servers.LintResults;
import dyno.jboss.ui.internal.servers.ServerHomes;

/**
 * The running dyno.jboss.ui bundle: owns the sources of its events (configuration saves, live hints, server homes,
 * lint results, recorded history) and so their listeners, which go when the bundle stops. The tuning history
 * records every save from the start: the recorder is registered here, before any editor can save.
 */
public final class JBossUiPlugin implements BundleActivator {

	private static volatile JBossUiPlugin running;

	private final ConfigSaves configSaves = new ConfigSaves();
	private final LiveHints liveHints = new LiveHints();
	private final ServerHomes serverHomes = new ServerHomes();
	private final LintResults lintResults = new LintResults();
	private final HistoryRecorder historyRecorder = new HistoryRecorder();
	private Registration recording;

	@Override
	public void start(BundleContext context) {
		recording = configSaves.add(historyRecorder);
		running = this;
	}

	@Override
	public void stop(BundleContext context) {
		running = null;
		recording.close();
	}

	private static JBossUiPlugin get() {
		JBossUiPlugin p = running;
		if (p == null) {
			throw new IllegalStateException("dyno.jboss.ui is not active");
		}
		return p;
	}

	/** Saves of configuration files by Dyno. */
	public static ConfigSaves configSaves() {
		return get().configSaves;
	}

	/** The live measurements of servers and their changes. */
	public static LiveHints liveHints() {
		return get().liveHints;
	}

	/** The server homes of the JBoss Servers view. */
	public static ServerHomes serverHomes() {
		return get().serverHomes;
	}

	/** The last lint result of each server home. */
	public static LintResults lintResults() {
		return get().lintResults;
	}

	/** The recorder of saved changes in the tuning history. */
	public static HistoryRecorder historyRecorder() {
		return get().historyRecorder;
	}
}
