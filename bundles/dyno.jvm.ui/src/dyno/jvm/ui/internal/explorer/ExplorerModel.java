package dyno.jvm.ui.internal.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.jvm.RunningJvm;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.SavedTargets.JstatdHost;

/** What the explorer's tree shows; changed only on the UI thread. */
final class ExplorerModel {

	enum Group {
		LOCAL("Local"), REMOTE("Remote");

		final String label;

		Group(String label) {
			this.label = label;
		}
	}

	/** A JVM that can be opened: local or on a jstatd host. */
	record JvmNode(Target target, RunningJvm jvm) {
	}

	/** A line of text instead of children: "listing…" or why a host cannot be listed. */
	record Message(Object parent, String text, boolean error) {
	}

	/** What is known of a jstatd host: its JVMs once listed, or why it cannot be. */
	static final class HostState {
		List<JvmNode> jvms = List.of();
		String error;
		boolean listed;
	}

	List<JvmNode> local = List.of();
	String localError;
	final Map<JstatdHost, HostState> hosts = new LinkedHashMap<>();
	final List<Target.Jmx> jmx = new ArrayList<>();

	Object[] children(Object parent) {
		if (parent == this) {
			return Group.values();
		}
		if (parent == Group.LOCAL) {
			return localError != null ? new Object[] { new Message(parent, localError, true) } : local.toArray();
		}
		if (parent == Group.REMOTE) {
			List<Object> out = new ArrayList<>(hosts.keySet());
			out.addAll(jmx);
			return out.toArray();
		}
		if (parent instanceof JstatdHost host) {
			HostState s = hosts.get(host);
			if (s == null) {
				return new Object[0];
			}
			if (s.error != null) {
				return new Object[] { new Message(host, s.error, true) };
			}
			return s.listed ? s.jvms.toArray() : new Object[] { new Message(host, "listing…", false) };
		}
		return new Object[0];
	}

	static List<JvmNode> nodes(List<RunningJvm> jvms, JstatdHost host) {
		return jvms.stream().map(j -> new JvmNode(host == null ? new Target.Local(j.pid())
				: new Target.Jstatd(host.host(), host.port(), j.pid()), j)).toList();
	}
}
