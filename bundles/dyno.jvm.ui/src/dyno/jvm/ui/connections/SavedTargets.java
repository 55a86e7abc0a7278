package dyno.jvm.ui.connections;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;

/**
 * The remote hosts and JMX connections the user added, in the instance (workspace) preferences. Passwords are
 * not here: see {@link Passwords}.
 */
public final class SavedTargets {

	/** A jstatd host as the user added it. */
	public record JstatdHost(String host, int port) {
		public String label() {
			return host + ":" + port;
		}
	}

	private static final String HOSTS = "jstatdHosts";
	private static final String JMX = "jmxConnections";

	private SavedTargets() {
	}

	/** The saved jstatd hosts in the order saved; malformed entries are skipped (logged). */
	public static List<JstatdHost> hosts() {
		List<JstatdHost> out = new ArrayList<>();
		for (String s : lines(HOSTS)) {
			int colon = s.lastIndexOf(':');
			try {
				out.add(new JstatdHost(s.substring(0, colon), Integer.parseInt(s.substring(colon + 1))));
			} catch (RuntimeException e) {
				ILog.of(SavedTargets.class).log(Status.warning("Ignoring malformed saved jstatd host '" + s + "'"));
			}
		}
		return out;
	}

	/** Replaces the saved jstatd hosts and writes them to disk. */
	public static void saveHosts(List<JstatdHost> hosts) {
		write(HOSTS, hosts.stream().map(JstatdHost::label).toList());
	}

	/** The saved JMX connections in the order saved (no passwords); malformed entries are skipped (logged). */
	public static List<Target.Jmx> jmx() {
		List<Target.Jmx> out = new ArrayList<>();
		for (String s : lines(JMX)) {
			try {
				out.add((Target.Jmx) TargetCodec.decode(s));
			} catch (RuntimeException e) {
				ILog.of(SavedTargets.class).log(Status.warning("Ignoring malformed saved JMX connection", e));
			}
		}
		return out;
	}

	/** Replaces the saved JMX connections and writes them to disk. */
	public static void saveJmx(List<Target.Jmx> targets) {
		write(JMX, targets.stream().map(TargetCodec::encode).toList());
	}

	private static List<String> lines(String key) {
		String v = prefs().get(key, "");
		return v.isBlank() ? List.of() : List.of(v.split("\n"));
	}

	private static void write(String key, List<String> values) {
		IEclipsePreferences p = prefs();
		p.put(key, String.join("\n", values));
		try {
			p.flush();
		} catch (BackingStoreException e) {
			ILog.of(SavedTargets.class).log(Status.error("Cannot save the JVM Explorer's connections", e));
		}
	}

	private static IEclipsePreferences prefs() {
		return InstanceScope.INSTANCE.getNode("dyno.jvm.ui");
	}
}
