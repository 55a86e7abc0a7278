package dyno.jvm.internal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Map;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

import dyno.jvm.JvmBootingException;

/**
 * The local JMX agent of a JVM of this machine, reached through the attach API: Dyno attaches, has the JVM start
 * its local management agent (as jconsole does; it stays running in the target), detaches and connects. Never while
 * the JVM is still to install its own log manager (see {@link LogManagerGate}).
 */
final class LocalAgent {

	private LocalAgent() {
	}

	/** How often a JVM that is still booting is asked again whether it has installed its log manager. */
	private static final long BOOT_POLL_MILLIS = 250;

	/**
	 * Connects to the local agent of JVM {@code pid}, starting the agent when it is not running yet. A JVM still
	 * booting (see {@link LogManagerGate}) is waited for when {@code waitForBoot}, else refused at once with a
	 * {@link dyno.jvm.JvmBootingException}.
	 */
	static JMXConnector connect(long pid, boolean waitForBoot) throws IOException {
		if (!alive(pid)) {
			throw new IOException("JVM " + pid + " has ended");
		}
		String url = startAgent(pid, waitForBoot);
		RmiClient.prepare();
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
	private static String startAgent(long pid, boolean waitForBoot) throws IOException {
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
			awaitBooted(vm, pid, waitForBoot);
			try {
				return vm.startLocalManagementAgent();
			} catch (IOException e) {
				throw new IOException("JVM " + pid + " could not start its management agent: " + Jvmstat.message(e), e);
			}
		} finally {
			vm.detach();
		}
	}

	private static void awaitBooted(VirtualMachine vm, long pid, boolean waitForBoot) throws IOException {
		while (true) {
			try {
				LogManagerGate.check(vm, pid);
				return;
			} catch (JvmBootingException e) {
				if (!waitForBoot) {
					throw e;
				}
				if (!alive(pid)) {
					throw new IOException("JVM " + pid + " has ended", e);
				}
			}
			try {
				Thread.sleep(BOOT_POLL_MILLIS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new InterruptedIOException("stopped waiting for JVM " + pid + " to boot");
			}
		}
	}

	static boolean alive(long pid) {
		return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
	}
}
