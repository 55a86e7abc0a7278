package dyno.load.ui.internal.launch;

import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.ui.IStartup;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.load.jmeter.LoadLaunch;

/**
 * {@code ./dyno --load-plan PLAN.jmx [--load-port N] [--load-watch PID]}: once the workbench is up, the plan has a
 * "JMeter Load Test" configuration ready to run (Run › Run Configurations…, or the Load menu's history) against
 * port {@code N}, watching JVM {@code PID}. The demo uses it; a configuration the plan already has is updated.
 */
public final class LoadFromCommandLine implements IStartup {

	@Override
	public void earlyStartup() {
		String plan = null, port = null, watch = null;
		String[] args = Platform.getApplicationArgs();
		for (int i = 0; i + 1 < args.length; i++) {
			switch (args[i]) {
			case "--load-plan" -> plan = args[++i];
			case "--load-port" -> port = args[++i];
			case "--load-watch" -> watch = args[++i];
			default -> {
				// other options belong to other bundles
			}
			}
		}
		if (plan != null) {
			prepare(Path.of(plan), port, watch);
		}
	}

	private static void prepare(Path plan, String port, String watch) {
		try {
			ILaunchConfigurationWorkingCopy c = LoadLaunchShortcut.configurationOf(plan).getWorkingCopy();
			if (port != null) {
				c.setAttribute(LoadConfig.PREFIX + LoadLaunch.PORT, port);
			}
			if (watch != null) {
				c.setAttribute(LoadConfig.WATCH, TargetCodec.encode(Target.parse(watch)));
			}
			c.doSave();
		} catch (CoreException | IllegalArgumentException e) {
			System.err.println("dyno: --load-plan " + plan + ": " + e.getMessage());
		}
	}
}
