package dyno.jvm;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dyno.jvm.internal.Jvmstat;
import dyno.jvm.internal.RmiClient;
import sun.jvmstat.monitor.HostIdentifier;
import sun.jvmstat.monitor.MonitorException;
import sun.jvmstat.monitor.MonitoredHost;
import sun.jvmstat.monitor.MonitoredVm;
import sun.jvmstat.monitor.MonitoredVmUtil;

/**
 * Lists the JVMs of one host through jvmstat: this machine (the shared-memory counters every HotSpot JVM
 * publishes under {@code /tmp/hsperfdata_<user>}) or a remote host running jstatd. No JVM is attached to:
 * listing is cheap enough to poll every second. Each JVM's details are read once and remembered while it lives.
 * <p>
 * JVMs started with {@code -XX:-UsePerfData}, or whose counters the (jstatd) user may not read, do not appear.
 */
public final class JvmDiscovery {

	/** jvmstat's host name: null for this machine, {@code rmi://host:port} for jstatd. */
	private final String hostUri;
	private final Map<Integer, RunningJvm> known = new HashMap<>();
	private final long selfPid;
	private MonitoredHost host;

	private JvmDiscovery(String hostUri, long selfPid) {
		this.hostUri = hostUri;
		this.selfPid = selfPid;
	}

	/** The JVMs of this machine. */
	public static JvmDiscovery local() {
		return new JvmDiscovery(null, ProcessHandle.current().pid());
	}

	/** The JVMs a jstatd on {@code host:port} publishes. */
	public static JvmDiscovery jstatd(String host, int port) {
		return new JvmDiscovery("rmi://" + host + ":" + port, -1);
	}

	/**
	 * The JVMs running now, by pid.
	 *
	 * @throws JvmstatUnavailableException when this JVM cannot use jvmstat at all
	 * @throws IOException                 when a jstatd host cannot be reached (the message says why)
	 */
	public synchronized List<RunningJvm> list() throws IOException {
		try {
			return listActive();
		} catch (LinkageError e) {
			throw Jvmstat.unavailable(e);
		}
	}

	private List<RunningJvm> listActive() throws IOException {
		Set<Integer> pids;
		try {
			if (host == null) {
				if (hostUri != null) {
					RmiClient.prepare(); // jstatd is reached over RMI
				}
				host = MonitoredHost.getMonitoredHost(new HostIdentifier(hostUri));
			}
			pids = host.activeVms();
		} catch (MonitorException e) {
			if (host != null) {
				Jvmstat.forget(host, e);
				host = null;
			}
			if (hostUri == null) {
				throw new JvmstatUnavailableException("cannot list the local JVMs (" + e.getMessage() + ")", e);
			}
			throw Jvmstat.unreachable(hostUri, e);
		} catch (URISyntaxException e) {
			throw new IOException("'" + hostUri + "' is not a valid jstatd host", e);
		}
		known.keySet().retainAll(pids);
		List<RunningJvm> jvms = new ArrayList<>();
		for (Integer pid : pids) {
			RunningJvm jvm = known.get(pid);
			if (jvm == null) {
				jvm = describe(pid);
				// A JVM read in its first moments has counters but not yet its command line or version: it is
				// listed so and read again next time, until it tells them (kept for good, it stayed "?" all its life).
				if (jvm != null && !jvm.commandLine().equals("?") && !jvm.javaVersion().equals("?")) {
					known.put(pid, jvm);
				}
			}
			if (jvm != null) {
				jvms.add(jvm);
			}
		}
		jvms.sort(Comparator.comparingLong(RunningJvm::pid));
		return jvms;
	}

	/**
	 * Reads one JVM's identity; null when it ended meanwhile or its counters cannot be read.
	 *
	 * @throws IOException when a jstatd lists JVMs but cannot describe any (another JDK release's protocol)
	 */
	private RunningJvm describe(int pid) throws IOException {
		MonitoredVm vm;
		try {
			vm = Jvmstat.counters(host, hostUri, pid);
		} catch (MonitorException e) {
			if (hostUri != null && Jvmstat.protocolMismatch(e)) {
				throw Jvmstat.unreachable(hostUri, e);
			}
			return null;
		} catch (URISyntaxException e) {
			return null;
		}
		// Detach explicitly while we still hold vm: an unreferenced MonitoredVm unmaps its counters.
		try {
			String commandLine = MonitoredVmUtil.commandLine(vm);
			return new RunningJvm(pid, Jvmstat.orUnknown(mainName(mainClassOrJar(vm), commandLine)),
					Jvmstat.orUnknown(Jvmstat.string(vm, "java.property.java.version")),
					Jvmstat.orUnknown(Jvmstat.string(vm, "java.property.java.vm.name")),
					Jvmstat.orUnknown(commandLine), pid == selfPid);
		} catch (MonitorException e) {
			return null;
		} finally {
			try {
				host.detach(vm);
			} catch (MonitorException e) {
				// The JVM has gone; its counters are released either way.
			}
		}
	}

	private static final String SOURCE_LAUNCHER_PACKAGE = "com.sun.tools.javac.launcher.";

	/** The fully qualified main class; for {@code java -jar} the jar's file name without its folder. */
	private static String mainClassOrJar(MonitoredVm vm) throws MonitorException {
		String main = MonitoredVmUtil.mainClass(vm, true);
		return main != null && main.endsWith(".jar") ? java.nio.file.Path.of(main).getFileName().toString() : main;
	}

	/**
	 * The name a JVM is listed by: its main class, except for a program started from source ({@code java Foo.java}),
	 * whose main class is the JDK's source launcher (jdk.compiler/com.sun.tools.javac.launcher.Main, SourceLauncher
	 * from JDK 22): that one is named by its .java file, the first argument after the launcher's class; and a
	 * WildFly, whose main is jboss-modules.jar: that one is named by its server ({@link #wildFlyName}).
	 */
	static String mainName(String mainClass, String commandLine) {
		Optional<String> server = wildFlyName(commandLine);
		if (server.isPresent()) {
			return server.get();
		}
		if (mainClass == null || !mainClass.contains(SOURCE_LAUNCHER_PACKAGE) || commandLine == null) {
			return mainClass;
		}
		String[] words = commandLine.trim().split("\\s+");
		for (int i = 1; i < words.length; i++) {
			if (words[i].endsWith(".java")) {
				return java.nio.file.Path.of(words[i]).getFileName().toString();
			}
		}
		return mainClass;
	}

	/** The jar WildFly's processes run: the module named after its own options says which process it is. */
	private static final String JBOSS_MODULES = "jboss-modules.jar";

	/**
	 * A WildFly process by its server rather than by jboss-modules.jar: {@code WildFly wildfly-39.0.0.Final
	 * (standalone-full.xml)}, with the home folder's name ({@code -Djboss.home.dir} or the process controller's
	 * {@code -jboss-home}, else the base folder's, {@code -Djboss.server.base.dir}) and, for a standalone server, the
	 * configuration it runs ({@code -c}, {@code --server-config}, {@code -Djboss.server.default.config}, else
	 * {@code standalone.xml}); a domain's processes by their part. Empty for a command line whose main is not
	 * jboss-modules.jar.
	 */
	static Optional<String> wildFlyName(String commandLine) {
		String[] words = commandLine == null ? new String[0] : commandLine.replace("\"", "").strip().split("\\s+");
		if (words.length == 0 || !words[0].equals(JBOSS_MODULES) && !words[0].endsWith("/" + JBOSS_MODULES)) {
			return Optional.empty();
		}
		String module = null;
		String home = null;
		String base = null;
		String config = "standalone.xml";
		for (int i = 1; i < words.length; i++) {
			String w = words[i];
			if (module == null) { // jboss-modules' own options, then the module
				if (w.equals("-mp") || w.equals("-modulepath")) {
					i++;
				} else if (!w.startsWith("-")) {
					module = w;
				}
			} else if (w.startsWith("-Djboss.home.dir=")) {
				home = w.substring("-Djboss.home.dir=".length());
			} else if (w.equals("-jboss-home") && i + 1 < words.length) { // the process controller's
				home = words[++i];
			} else if (w.startsWith("-Djboss.server.base.dir=")) {
				base = w.substring("-Djboss.server.base.dir=".length());
			} else if (w.equals("-c") && i + 1 < words.length) {
				config = words[++i];
			} else {
				for (String option : List.of("-c=", "--server-config=", "-Djboss.server.default.config=")) {
					if (w.startsWith(option)) {
						config = w.substring(option.length());
					}
				}
			}
		}
		String part = module == null ? "?" : switch (module) {
		case "org.jboss.as.standalone" -> config;
		case "org.jboss.as.host-controller" -> "host controller";
		case "org.jboss.as.process-controller" -> "process controller";
		case "org.jboss.as.server" -> "server of a domain";
		default -> module;
		};
		String folder = home != null ? home : base;
		Path name = folder == null ? null : Path.of(folder).getFileName();
		return Optional.of("WildFly " + (name == null ? "" : name + " ") + "(" + part + ")");
	}
}
