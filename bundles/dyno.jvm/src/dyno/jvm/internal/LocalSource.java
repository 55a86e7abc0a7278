package dyno.jvm.internal;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmBootingException;
import dyno.jvm.JvmInfo;
import dyno.jvm.MBeanRead;
import dyno.jvm.Target;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * A JVM of this machine: GC numbers and info from its jvmstat counters (cheap, every space and cause), actions
 * through the attach API, attached only when first used. Threads come from the JVM's local management agent
 * (started through the attach API at the first thread read, as jconsole does), since jvmstat only counts them;
 * when that fails the counts are all, and the sample says why. A JVM still booting (see {@link LogManagerGate}) gets
 * no agent yet: it is asked again at each read, never holding the sampler's thread.
 */
final class LocalSource implements JvmSource {

	private final JvmstatSource counters;
	private final AttachActions actions;
	private final long pid;
	/** The local agent's connection, opened at the first thread or MBean read. */
	private JmxSource agent;
	/** Why the local agent could not be reached; not tried again on this connection. */
	private String agentUnavailable;
	/** Why the local agent is not reached yet: the JVM is booting; tried again at the next read. */
	private volatile String booting;
	/**
	 * Set by {@link #close()}: a thread read that took this source before its connection was closed (and read
	 * after) must not open an agent connection that nothing would close.
	 */
	private boolean closed;

	LocalSource(JvmstatSource counters, long pid) {
		this.counters = counters;
		this.actions = new AttachActions(pid);
		this.pid = pid;
	}

	@Override
	public ThreadSample readThreads(ThreadQuery query) throws IOException {
		JmxSource jmx = agent();
		if (jmx == null) {
			ThreadSample counts = counters.readThreads(query);
			String gap = booting != null
					? "Only thread counts for now: states, stacks and locks come once the JVM has booted (" + booting + ")."
					: "Only thread counts: the JVM's management agent, which gives states, stacks and locks, is not "
							+ "reachable (" + agentUnavailable + ").";
			return ThreadSample.countsOnly(counts.time(), counts.counts(), List.of(gap));
		}
		return jmx.readThreads(query);
	}

	@Override
	public <T> Optional<T> readMBeans(MBeanRead<T> read) throws IOException {
		JmxSource jmx = agent();
		return jmx == null ? Optional.empty() : jmx.readMBeans(read);
	}

	/**
	 * The local management agent's connection, opened (started, if need be) at the first use; null if unreachable.
	 *
	 * @throws IOException when this source is closed
	 */
	private synchronized JmxSource agent() throws IOException {
		if (closed) {
			throw new IOException("the connection to JVM " + pid + " is closed");
		}
		if (agent == null && agentUnavailable == null) {
			try {
				agent = JmxSource.open(new Target.LocalJmx(pid), false);
				booting = null;
			} catch (JvmBootingException e) {
				booting = e.getMessage();
			} catch (IOException e) {
				if (e.getCause() instanceof TimeoutException) {
					// A server just booted answers its first MBean queries slowly (WildFly's JMX facade walks its
					// whole model, seen above 15 s): it is asked again, as a booting one is.
					booting = e.getMessage();
				} else {
					agentUnavailable = e.getMessage();
				}
			}
		}
		return agent;
	}

	@Override
	public GcSpaces readGc() throws IOException {
		return counters.readGc();
	}

	@Override
	public JvmInfo info() throws IOException {
		return counters.info();
	}

	@Override
	public JvmActions actions() {
		return actions;
	}

	@Override
	public void close() {
		actions.close();
		counters.close();
		synchronized (this) {
			closed = true;
			if (agent != null) {
				agent.close();
			}
		}
	}
}
