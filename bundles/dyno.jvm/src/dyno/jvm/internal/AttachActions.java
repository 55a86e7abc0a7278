package dyno.jvm.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.util.Map;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;

/**
 * {@link JmxActions} for a JVM of this machine, reached through the attach API: on first use Dyno attaches,
 * has the JVM start its local management agent (as jconsole does; it stays running in the target) and
 * connects to it. The connection is kept for later actions and closed with {@link #close()}.
 */
final class AttachActions implements JvmActions, AutoCloseable {

	private final long pid;
	private JMXConnector connector;
	private JmxActions actions;

	private interface Action<T> {
		T run(JmxActions actions) throws IOException;
	}

	AttachActions(long pid) {
		this.pid = pid;
	}

	@Override
	public void performGc() throws IOException {
		run(a -> {
			a.performGc();
			return null;
		});
	}

	@Override
	public void dumpHeap(Path file, boolean liveOnly) throws IOException {
		run(a -> {
			a.dumpHeap(file, liveOnly);
			return null;
		});
	}

	@Override
	public ClassHistogram classHistogram() throws IOException {
		return run(JmxActions::classHistogram);
	}

	private <T> T run(Action<T> action) throws IOException {
		JmxActions a = connected();
		try {
			return action.run(a);
		} catch (IOException e) {
			if (JmxErrors.find(e, RemoteException.class) != null) {
				close(); // the next action attaches afresh
			}
			if (!alive()) {
				throw new IOException("JVM " + pid + " has ended", e);
			}
			throw e;
		}
	}

	private synchronized JmxActions connected() throws IOException {
		if (actions != null) {
			return actions;
		}
		if (!alive()) {
			throw new IOException("JVM " + pid + " has ended");
		}
		String url = localAgent();
		try {
			connector = JMXConnectorFactory.connect(new JMXServiceURL(url),
					Map.of(JMXConnectorFactory.DEFAULT_CLASS_LOADER, AttachActions.class.getClassLoader()));
			actions = new JmxActions(connector.getMBeanServerConnection(), "JVM " + pid, true);
			return actions;
		} catch (IOException e) {
			close();
			throw new IOException("cannot connect to the management agent of JVM " + pid + ": "
					+ Jvmstat.message(Jvmstat.root(e)), e);
		}
	}

	/** Attaches, starts (or finds) the JVM's local JMX agent and detaches again; returns the agent's URL. */
	private String localAgent() throws IOException {
		VirtualMachine vm;
		try {
			vm = VirtualMachine.attach(Long.toString(pid));
		} catch (AttachNotSupportedException | IOException e) {
			String why = Jvmstat.message(e);
			if (pid == ProcessHandle.current().pid()) {
				why += " (attaching to Dyno's own JVM needs -Djdk.attach.allowAttachSelf=true)";
			}
			throw new IOException(alive() ? "cannot attach to JVM " + pid + ": " + why : "JVM " + pid + " has ended", e);
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

	private boolean alive() {
		return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
	}

	@Override
	public synchronized void close() {
		if (connector != null) {
			JmxConnect.closeQuietly(connector);
		}
		connector = null;
		actions = null;
	}
}
