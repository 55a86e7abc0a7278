package dyno.load.ui.internal.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.ILaunchConfigurationDelegate;

import dyno.jvm.Target;
import dyno.jvm.ui.connections.Passwords;
import dyno.load.gate.Gate;
import dyno.load.gate.ThresholdRule;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.LoadLaunch;
import dyno.load.run.LoadSession;
import dyno.load.ui.internal.dashboard.Dashboards;
import dyno.load.ui.internal.prefs.LoadPreferences;

/**
 * Runs a JMeter Load Test configuration: checks it, starts a {@link LoadSession} (the debug platform calls this in
 * its launch Job, never on the UI thread), shows JMeter's console through a {@link LoadProcess} and opens the
 * run's dashboard. Nothing is built before the launch: a load test has no workspace projects.
 */
public final class LoadLaunchDelegate implements ILaunchConfigurationDelegate {

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		LoadConfig config = LoadConfig.read(configuration);
		String problem = Stream.of(config.planTabProblem(), config.enginesTabProblem(), WatchedJvm.problem(config.watch()))
				.filter(p -> p != null).findFirst().orElse(null);
		if (problem != null) {
			throw fail(configuration.getName() + ": " + problem, null);
		}
		JMeterHome home;
		try {
			home = LoadPreferences.jmeterHome();
		} catch (IOException e) {
			throw fail("Cannot start the load test " + configuration.getName() + ": " + e.getMessage(), e);
		}
		LoadLaunch configured = config.toLaunch();
		LoadLaunch what = LoadPreferences.pluginsFolder().map(configured::withPlugins).orElse(configured);
		LoadProcess process = new LoadProcess(launch, "JMeter " + what.plan().getFileName() + " (" + configuration.getName() + ")");
		try {
			Optional<Target> watched = WatchedJvm.resolve(config.watch(), config.watchMain());
			process.print("Dyno: JMeter " + home.version() + " from " + home.path() + ", plan " + what.plan()
					+ watched.map(t -> ", watching " + t.label()).orElse(""));
			// A JMX target's password comes from secure storage, where the JVM Explorer saved it.
			char[] password = watched.map(Passwords::read).orElse(null);
			LoadSession session;
			List<ThresholdRule> rules = config.rules();
			try {
				// The percentile lines the gate's rules need are computed too.
				session = LoadSession.start(home, what, watched, password, Path.of(config.runsRoot()), process::print,
						Gate.linesFor(LoadPreferences.percentiles(), rules));
			} finally {
				if (password != null) {
					Arrays.fill(password, '\0');
				}
			}
			process.attach(session);
			Dashboards.openLive(session, rules);
		} catch (IOException e) {
			throw fail("Cannot start the load test " + configuration.getName() + ": " + e.getMessage(), e);
		}
	}

	private static CoreException fail(String message, Throwable cause) {
		return new CoreException(Status.error(message, cause));
	}
}
