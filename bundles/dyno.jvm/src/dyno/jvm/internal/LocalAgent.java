package dyno.jvm.internal;

import java.io.IOException;
import java.util.Map;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

/**
 * The local JMX agent of a JVM of this machine, reached through the attach API: Dyno attaches, has the JVM start
 * its local management agent (as jconsole does; it stays running in the target), detaches and connects.
 */
final class LocalAgent {

	private LocalAgent() {
	}

	/** Connects to the local agent of JVM {@code pid}, starting the agent when it is not running yet. */
	static JMXConnector connect(long pid) throws IOException {
		if (!alive(pid)) {
			throw new IOException("JVM " + pid + " has ended");
		}
		String url = startAgent(pid);
		try {
			// The connector's classes live in the JDK; without this loader the OSGi context loader cannot find them.
			return JMXConnectorFactory.connect(new JMXServiceURL(url),
					Map.of(JMXConnectorFactory.DEFAULT_CLASS_LOADER, LocalAgent.class.getClassLoader()));
		} catch (IOException e) {
			throw new IOException("cannot connect to the management agent of JVM " + pid + ": "
					+ Jvmstat.message(Jvmstat.root(e)), e);
		}
	}

	/** Attaches, starts (or finds) the JVM's local JMX agent and detaches again; returns the agent's URL. */
	private static String startAgent(long pid) throws IOException {
		VirtualMachine vm;
		try {
			vm = VirtualMachine.attach(Long.toString(pid));
		} catch (AttachNotSupportedException | IOException e) {
			String why = Jvmstat.message(e);
			if (pid == ProcessHandle.current().pid()) {
				why += " (attaching to Dyno's own JVM needs -Djdk.attach.allowAttachSelf=true)";
			}
			throw new IOException(alive(pid) ? "cannot attach to JVM " + pid + ": " + why : "JVM " + pid + " has ended", e);
		} catch (LinkageError e) {
			throw new IOException("cannot attach to JVM " + pid + ": this Java runtime has no attach API "
					+ "(module jdk.attach); run Dyno on a JDK", e);
		}
		try {
			return vm.startLocalManagementAgent();
		} catch (IOException e) {
			throw new IOException("JVM " + pid + " could not start its management agent: " + Jvmstat.message(e), e);
		} finally {
			vm.detach();
		}
	}

	static boolean alive(long pid) {
		return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
	}
}
