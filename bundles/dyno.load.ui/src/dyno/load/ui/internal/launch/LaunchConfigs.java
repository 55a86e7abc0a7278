package dyno.load.ui.internal.launch;

import org.eclipse.debug.core.ILaunchConfiguration;

/** What the Run menu's handlers ask of the saved launch configurations. */
final class LaunchConfigs {

	private LaunchConfigs() {
	}

	/** The configuration saved last (its file's time); the first of several saved at once. */
	static ILaunchConfiguration newest(ILaunchConfiguration[] configs) {
		ILaunchConfiguration best = configs[0];
		for (ILaunchConfiguration c : configs) {
			if (modified(c) > modified(best)) {
				best = c;
			}
		}
		return best;
	}

	private static long modified(ILaunchConfiguration c) {
		return c.getFile() == null && c.getLocation() != null ? c.getLocation().toFile().lastModified() : 0;
	}
}
