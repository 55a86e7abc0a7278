package dyno.load.ui.internal.launch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import dyno.jvm.JvmDiscovery;
import dyno.jvm.RunningJvm;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.SavedTargets;

/**
 * A JVM the Watch tab offers: one of this machine, one on a jstatd host the JVM Explorer knows, or one of its
 * saved JMX connections. A host that cannot be listed becomes a row without target that says why.
 *
 * @param target    null for a row that only reports a problem
 * @param jvm       what runs there (main class or jar), or the problem
 * @param where     "local", the jstatd host, "JMX"
 * @param mainClass the local JVM's main class ("" otherwise), to find it again after a restart
 */
record WatchChoice(Target target, String jvm, String where, String mainClass) {

	/** Lists the choices; slow (jstatd hosts are asked over the network): call it in a Job. */
	static List<WatchChoice> list() {
		List<WatchChoice> out = new ArrayList<>();
		try {
			for (RunningJvm j : JvmDiscovery.local().list()) {
				if (!j.self()) {
					out.add(new WatchChoice(new Target.Local(j.pid()), j.pid() + "  " + j.mainClass(), "local", j.mainClass()));
				}
			}
		} catch (IOException e) {
			out.add(new WatchChoice(null, "Cannot list the local JVMs: " + e.getMessage(), "local", ""));
		}
		for (SavedTargets.JstatdHost h : SavedTargets.hosts()) {
			String where = "jstatd " + h.label();
			try {
				for (RunningJvm j : JvmDiscovery.jstatd(h.host(), h.port()).list()) {
					out.add(new WatchChoice(new Target.Jstatd(h.host(), h.port(), j.pid()), j.pid() + "  " + j.mainClass(),
							where, ""));
				}
			} catch (IOException e) {
				out.add(new WatchChoice(null, "Cannot list: " + e.getMessage(), where, ""));
			}
		}
		for (Target.Jmx x : SavedTargets.jmx()) {
			out.add(new WatchChoice(x, x.label(), "JMX", ""));
		}
		return out;
	}
}
