package dyno.jvm.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.rmi.RemoteException;

import javax.management.remote.JMXConnector;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;

/**
 * {@link JmxActions} for a JVM of this machine, reached through its {@link LocalAgent} on first use. The
 * connection is kept for later actions and closed with {@link #close()}.
 */
final class AttachActions implements JvmActions, AutoCloseable {

	private final long pid;
	private JMXConnector connector;
	private JmxActions actions;
	/** Set by {@link #close()}: an action begun before the connection closed must not attach again after. */
	private boolean closed;

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
	public ClassHistogram classHistogram(boolean fullGcFirst) throws IOException {
		return run(a -> a.classHistogram(fullGcFirst));
	}

	private <T> T run(Action<T> action) throws IOException {
		JmxActions a = connected();
		try {
			return action.run(a);
		} catch (IOException e) {
			if (JmxErrors.find(e, RemoteException.class) != null) {
				disconnect(); // the next action attaches afresh
			}
			if (!alive()) {
				throw new IOException("JVM " + pid + " has ended", e);
			}
			throw e;
		}
	}

	private synchronized JmxActions connected() throws IOException {
		if (closed) {
			throw new IOException("the connection to JVM " + pid + " is closed");
		}
		if (actions == null) {
			connector = LocalAgent.connect(pid, true);
			try {
				actions = new JmxActions(connector.getMBeanServerConnection(), "JVM " + pid, true);
			} catch (IOException e) {
				disconnect();
				throw new IOException("cannot connect to the management agent of JVM " + pid + ": "
						+ Jvmstat.message(Jvmstat.root(e)), e);
			}
		}
		return actions;
	}

	private boolean alive() {
		return LocalAgent.alive(pid);
	}

	@Override
	public synchronized void close() {
		closed = true;
		disconnect();
	}

	private synchronized void disconnect() {
		if (connector != null) {
			JmxConnect.closeQuietly(connector);
		}
		connector = null;
		actions = null;
	}
}
