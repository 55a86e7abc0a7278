package dyno.jvm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import sun.jvmstat.monitor.HostIdentifier;
import sun.jvmstat.monitor.Monitor;
import sun.jvmstat.monitor.MonitorException;
import sun.jvmstat.monitor.MonitoredHost;
import sun.jvmstat.monitor.MonitoredVm;
import sun.jvmstat.monitor.MonitoredVmUtil;
import sun.jvmstat.monitor.VmIdentifier;

/**
 * Lists the JVMs of this machine through jvmstat, the shared-memory performance counters every HotSpot
 * JVM publishes (the files under {@code /tmp/hsperfdata_<user>}). No JVM is attached to: listing is cheap
 * enough to poll every second. Each JVM's details are read once and remembered while it lives.
 * <p>
 * JVMs started with {@code -XX:-UsePerfData}, or whose counters this user may not read, do not appear.
 */
public final class LocalJvmDiscovery {

	private final Map<Integer, LocalJvm> known = new HashMap<>();
	private final long selfPid = ProcessHandle.current().pid();
	private MonitoredHost host;

	/**
	 * The JVMs running now, by pid.
	 *
	 * @throws JvmstatUnavailableException when this JVM cannot use jvmstat at all
	 */
	public synchronized List<LocalJvm> list() throws JvmstatUnavailableException {
		try {
			return listActive();
		} catch (LinkageError e) {
			// jvmstat is not reachable from here: no --add-exports, no system bundle export, or no JDK.
			throw new JvmstatUnavailableException("jvmstat (module jdk.internal.jvmstat) is not accessible", e);
		}
	}

	private List<LocalJvm> listActive() throws JvmstatUnavailableException {
		Set<Integer> pids;
		try {
			if (host == null) {
				host = MonitoredHost.getMonitoredHost(new HostIdentifier((String) null));
			}
			pids = host.activeVms();
		} catch (MonitorException e) {
			throw new JvmstatUnavailableException("cannot list the local JVMs (" + e.getMessage() + ")", e);
		} catch (java.net.URISyntaxException e) {
			throw new IllegalStateException("the local host identifier is always valid", e);
		}
		known.keySet().retainAll(pids);
		for (Integer pid : pids) {
			if (!known.containsKey(pid)) {
				LocalJvm jvm = describe(pid);
				if (jvm != null) {
					known.put(pid, jvm);
				}
			}
		}
		List<LocalJvm> jvms = new ArrayList<>(known.values());
		jvms.sort(Comparator.comparingLong(LocalJvm::pid));
		return jvms;
	}

	/** Reads one JVM's identity; null when it ended meanwhile or its counters cannot be read. */
	private LocalJvm describe(int pid) {
		MonitoredVm vm;
		try {
			vm = host.getMonitoredVm(new VmIdentifier(String.valueOf(pid)));
		} catch (MonitorException | java.net.URISyntaxException e) {
			return null;
		}
		// Detach explicitly while we still hold vm: an unreferenced MonitoredVm unmaps its counters.
		try {
			return new LocalJvm(pid, orUnknown(mainClassOrJar(vm)),
					orUnknown(stringCounter(vm, "java.property.java.version")),
					orUnknown(stringCounter(vm, "java.property.java.vm.name")),
					orUnknown(MonitoredVmUtil.commandLine(vm)), pid == selfPid);
		} catch (MonitorException e) {
			return null;
		} finally {
			detach(vm);
		}
	}

	private void detach(MonitoredVm vm) {
		try {
			host.detach(vm);
		} catch (MonitorException e) {
			// The JVM has gone; its counters are released either way.
		}
	}

	/** The fully qualified main class; for {@code java -jar} the jar's file name without its folder. */
	private static String mainClassOrJar(MonitoredVm vm) throws MonitorException {
		String main = MonitoredVmUtil.mainClass(vm, true);
		return main != null && main.endsWith(".jar") ? java.nio.file.Path.of(main).getFileName().toString() : main;
	}

	private static String stringCounter(MonitoredVm vm, String name) throws MonitorException {
		Monitor monitor = vm.findByName(name);
		return monitor == null ? null : String.valueOf(monitor.getValue());
	}

	private static String orUnknown(String s) {
		return s == null || s.isBlank() || "Unknown".equals(s) ? "?" : s;
	}
}
